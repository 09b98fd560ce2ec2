import { describe, expect, it } from "vitest";
import { REFUSAL_TEXTS_EN } from "../catalogue/en/refusal-texts";
import { firstRefusal, refusalWords } from "../refusals/refusal";
import { credentialsSchema } from "./credentials";
import { feedbackInputSchema } from "./feedback-input";
import { gtfsRealtimeQuerySchema } from "./gtfs-realtime-query";
import { reportRowSchema, reportRowsSchema } from "./report-row";
import { reportsQuerySchema } from "./reports-query";

function refusal(result: { success: boolean; error?: import("zod").core.$ZodError }): string {
  if (result.success || !result.error) throw new Error("expected the input to be refused");
  return refusalWords(REFUSAL_TEXTS_EN, firstRefusal(result.error));
}

describe("reportsQuerySchema", () => {
  it("accepts a line and one of its stations, ignoring other parameters", () => {
    expect(reportsQuerySchema.parse({ line: "mrt3", station: "cube", t: "1" })).toEqual({
      line: "mrt3",
      station: "cube",
    });
  });

  it("refuses missing or empty parameters with the product's message", () => {
    for (const query of [{}, { line: "lrt1" }, { station: "edsa" }, { line: "", station: "edsa" }]) {
      expect(refusal(reportsQuerySchema.safeParse(query))).toBe(
        "Invalid parameters: line ID and station ID are required",
      );
    }
  });

  it("names an unknown line or station", () => {
    expect(refusal(reportsQuerySchema.safeParse({ line: "x", station: "edsa" }))).toBe(
      "Unknown train line: x",
    );
    expect(refusal(reportsQuerySchema.safeParse({ line: "lrt1", station: "cube" }))).toBe(
      "Unknown station for LRT-1: cube",
    );
  });
});

describe("reportRowSchema", () => {
  const row = {
    id: "r1",
    line_id: "lrt1",
    station_id: "edsa",
    direction: "southbound",
    status: "on-time",
    crowd_level: "empty",
    created_at: "2026-11-23T01:00:00.000Z",
  };

  it("reads API rows with an ISO created_at", () => {
    expect(reportRowSchema.parse(row)).toEqual(row);
    expect(reportRowSchema.parse({ ...row, created_at: "2026-11-23T09:00:00+08:00" }).created_at).toBe(
      "2026-11-23T09:00:00+08:00",
    );
    expect(reportRowSchema.safeParse({ ...row, created_at: "yesterday" }).success).toBe(false);
  });

  it("reports a non-list answer with the product's message", () => {
    expect(reportRowsSchema.safeParse({ rows: [] }).success).toBe(false);
    expect(reportRowsSchema.parse([row])).toHaveLength(1);
  });
});

describe("credentialsSchema", () => {
  it("requires an e-mail address and a password of at least 6 characters", () => {
    expect(credentialsSchema.parse({ email: " ana@example.com ", password: "secret" })).toEqual({
      email: "ana@example.com",
      password: "secret",
    });
    expect(refusal(credentialsSchema.safeParse({ email: "", password: "secret" }))).toBe("Email is required");
    expect(refusal(credentialsSchema.safeParse({ email: "ana", password: "secret" }))).toBe(
      "Please enter a valid email address",
    );
    expect(refusal(credentialsSchema.safeParse({ email: "ana@example.com", password: "12345" }))).toBe(
      "Password must be at least 6 characters",
    );
    expect(refusal(credentialsSchema.safeParse({ email: "ana@example.com" }))).toBe("Password is required");
  });
});

describe("feedbackInputSchema", () => {
  it("accepts a message with optional contact and page", () => {
    expect(feedbackInputSchema.parse({ message: " Map is blank ", contact: "", page: "/map" })).toEqual({
      message: "Map is blank",
      contact: undefined,
      page: "/map",
    });
    expect(feedbackInputSchema.parse({ message: "x", contact: "ana@example.com" }).contact).toBe(
      "ana@example.com",
    );
  });

  it("refuses an empty or overlong message, a bad contact, a page that is not a path and extra fields", () => {
    expect(refusal(feedbackInputSchema.safeParse({ message: "  " }))).toBe("Please describe the problem");
    expect(refusal(feedbackInputSchema.safeParse({ message: "x".repeat(2001) }))).toBe(
      "Please keep the description under 2000 characters",
    );
    expect(refusal(feedbackInputSchema.safeParse({ message: "x", contact: "ana" }))).toBe(
      "Contact must be a valid email address",
    );
    expect(refusal(feedbackInputSchema.safeParse({ message: "x", page: "https://evil.example" }))).toBe(
      "Page must be a path of the app, such as /settings",
    );
    expect(refusal(feedbackInputSchema.safeParse({ message: "x", admin: true }))).toBe(
      "Unknown field: admin",
    );
  });
});

describe("gtfsRealtimeQuerySchema", () => {
  it("defaults to protocol buffers, accepts json and refuses anything else by name", () => {
    expect(gtfsRealtimeQuerySchema.parse({})).toEqual({ format: "protobuf" });
    expect(gtfsRealtimeQuerySchema.parse({ format: "json", other: "x" })).toEqual({ format: "json" });
    expect(refusal(gtfsRealtimeQuerySchema.safeParse({ format: "xml" }))).toBe(
      'format must be one of: protobuf, json (received "xml")',
    );
  });
});
