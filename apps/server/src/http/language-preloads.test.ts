import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { languagePreloadHeader } from "./language-preloads";

const dirs: string[] = [];
function distWith(preloads?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "riles-preloads-"));
  dirs.push(dir);
  if (preloads !== undefined) writeFileSync(join(dir, "language-preloads.json"), preloads);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("languagePreloadHeader", () => {
  const built = JSON.stringify({ fil: ["/assets/web-texts-fil-C3.js", "/assets/messages-D4.js"] });

  it("names the Filipino words' files for a page in Filipino, and nothing for English", () => {
    const header = languagePreloadHeader(distWith(built));
    expect(header("fil")).toBe(
      "</assets/web-texts-fil-C3.js>; rel=modulepreload, </assets/messages-D4.js>; rel=modulepreload",
    );
    expect(header("en")).toBeUndefined();
  });

  it("names nothing for a build without the file", () => {
    expect(languagePreloadHeader(distWith())("fil")).toBeUndefined();
  });

  it("follows a new build under the running server", () => {
    const dist = distWith(built);
    const header = languagePreloadHeader(dist);
    const file = join(dist, "language-preloads.json");
    writeFileSync(file, JSON.stringify({ fil: ["/assets/web-texts-fil-E5.js"] }));
    utimesSync(file, new Date("2026-11-28T10:00:00Z"), new Date("2026-11-28T10:00:00Z"));
    expect(header("fil")).toBe("</assets/web-texts-fil-E5.js>; rel=modulepreload");
    // Caught half written: nothing rather than a wrong name, and the whole file once it is there.
    writeFileSync(file, '{"fil":["/assets/web-te');
    utimesSync(file, new Date("2026-11-28T10:01:00Z"), new Date("2026-11-28T10:01:00Z"));
    expect(header("fil")).toBeUndefined();
    writeFileSync(file, built);
    utimesSync(file, new Date("2026-11-28T10:02:00Z"), new Date("2026-11-28T10:02:00Z"));
    expect(header("fil")).toMatch(/^<\/assets\/web-texts-fil-C3\.js>/);
  });

  it("refuses at start a file that is not what the build writes", () => {
    expect(() => languagePreloadHeader(distWith('{"fil":["https://evil.example/x.js"]}'))).toThrow();
    expect(() => languagePreloadHeader(distWith('{"fil":["/assets/a.js>; rel=preload"]}'))).toThrow();
    expect(() => languagePreloadHeader(distWith("not json"))).toThrow();
  });
});
