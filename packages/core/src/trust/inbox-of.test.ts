import { describe, expect, it } from "vitest";
import { inboxOf } from "./inbox-of";

describe("inboxOf", () => {
  it("reads one inbox however the address is typed", () => {
    expect(inboxOf(" Rider@Example.PH ")).toBe("rider@example.ph");
  });

  it("drops a +tag sub-address", () => {
    expect(inboxOf("rider+1@example.ph")).toBe("rider@example.ph");
    expect(inboxOf("rider+spam+2@example.ph")).toBe("rider@example.ph");
  });

  it("drops the dots of a Gmail address, and reads googlemail.com as gmail.com", () => {
    expect(inboxOf("Juan.Dela.Cruz+x@googlemail.com")).toBe("juandelacruz@gmail.com");
    expect(inboxOf("juan.dela.cruz@gmail.com")).toBe("juandelacruz@gmail.com");
  });

  it("keeps the dots elsewhere, where they make another mailbox", () => {
    expect(inboxOf("juan.dela.cruz@example.ph")).toBe("juan.dela.cruz@example.ph");
  });

  it("keeps a leading + and an address without a mailbox as they are", () => {
    expect(inboxOf("+rider@example.ph")).toBe("+rider@example.ph");
    expect(inboxOf("@example.ph")).toBe("@example.ph");
  });
});
