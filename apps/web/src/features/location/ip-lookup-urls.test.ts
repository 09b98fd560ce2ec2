import { DEFAULT_IP_LOOKUP_URLS } from "@riles/core";
import { describe, expect, it } from "vitest";
import { parseIpLookupUrls } from "./ip-lookup-urls";

describe("parseIpLookupUrls", () => {
  it("uses the three defaults when the setting is missing or blank", () => {
    expect(parseIpLookupUrls(undefined)).toEqual(DEFAULT_IP_LOOKUP_URLS);
    expect(parseIpLookupUrls(" , ")).toEqual(DEFAULT_IP_LOOKUP_URLS);
    expect(DEFAULT_IP_LOOKUP_URLS).toEqual([
      "https://ipapi.co/json/",
      "https://ipwho.is/",
      "https://freeipapi.com/api/json",
    ]);
  });

  it("reads a comma-separated list in order, trimming spaces", () => {
    expect(parseIpLookupUrls("https://a.test/json, https://b.test/")).toEqual([
      "https://a.test/json",
      "https://b.test/",
    ]);
  });
});
