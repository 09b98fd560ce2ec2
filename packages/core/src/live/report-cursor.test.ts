import { describe, expect, it } from "vitest";
import { answerCoversStream, reportCursor } from "./report-cursor";

describe("answerCoversStream", () => {
  it("covers a stream opened at or before the answer was read, on the same process", () => {
    expect(answerCoversStream(reportCursor("a1", 7), reportCursor("a1", 7))).toBe(true);
    expect(answerCoversStream(reportCursor("a1", 8), reportCursor("a1", 7))).toBe(true);
  });

  it("does not cover a stream opened after a change the answer was read before", () => {
    expect(answerCoversStream(reportCursor("a1", 7), reportCursor("a1", 8))).toBe(false);
  });

  it("does not compare two processes' counts", () => {
    expect(answerCoversStream(reportCursor("a1", 9), reportCursor("b2", 1))).toBe(false);
  });

  it("covers nothing it cannot read: no cursor, an empty one (an older server), or a malformed one", () => {
    expect(answerCoversStream(null, reportCursor("a1", 0))).toBe(false);
    expect(answerCoversStream(reportCursor("a1", 0), null)).toBe(false);
    expect(answerCoversStream(reportCursor("a1", 0), "")).toBe(false);
    expect(answerCoversStream("a1.x", "a1.0")).toBe(false);
    expect(answerCoversStream("a1.1.2", "a1.0")).toBe(false);
  });
});
