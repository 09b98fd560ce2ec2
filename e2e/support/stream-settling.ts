import { expect, type Page, type Request } from "@playwright/test";

const STREAM_PATH = "/api/reports/stream";
/** API silence this long means the page has asked all it will on opening (its re-asks follow answers within milliseconds). */
const QUIET_MS = 500;

/**
 * Call before the page loads. The returned function resolves once the page's report stream is open and
 * the page has asked everything opening it sets off: the stream's opening may have the page ask again what
 * it read before (docs/decisions/076-asked-again-when-the-stream-opens.md, 081), and a test that counts the
 * requests a report causes must not count those.
 */
export function watchStreamSettling(page: Page): () => Promise<void> {
  const opened = page.waitForResponse((response) => new URL(response.url()).pathname === STREAM_PATH);
  const underWay = new Set<Request>();
  let lastChangeAt = Date.now();
  const isApi = (request: Request) => {
    const path = new URL(request.url()).pathname;
    return path.startsWith("/api/") && path !== STREAM_PATH;
  };
  page.on("request", (request) => {
    if (!isApi(request)) return;
    underWay.add(request);
    lastChangeAt = Date.now();
  });
  const answered = (request: Request) => {
    if (underWay.delete(request)) lastChangeAt = Date.now();
  };
  page.on("requestfinished", answered);
  page.on("requestfailed", answered);
  return async () => {
    await opened;
    await expect
      .poll(() => underWay.size === 0 && Date.now() - lastChangeAt >= QUIET_MS, {
        intervals: [100],
        timeout: 10_000,
      })
      .toBe(true);
  };
}
