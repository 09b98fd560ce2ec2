import type { Client } from "openapi-fetch";

/** What the app's requests pass: the parts of openapi-fetch's options it uses (its types check the rest). */
interface CallOptions {
  params?: {
    path?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined | null>;
  };
  body?: unknown;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** "stream" leaves the body unread (the caller reads or cancels it). */
  parseAs?: "json" | "stream";
}

/** The address of a call: `{name}` in the path filled in, the query appended. */
function urlOf(baseUrl: string, path: string, params: CallOptions["params"] = {}): URL {
  const url = new URL(
    path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params.path?.[name]))),
    baseUrl,
  );
  for (const [name, value] of Object.entries(params.query ?? {}))
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  return url;
}

/** An answer read as openapi-fetch reads it: JSON data on success, the body (JSON when it parses) on refusal. */
async function read(response: Response, parseAs: CallOptions["parseAs"]) {
  const empty = response.status === 204 || response.headers.get("Content-Length") === "0";
  if (response.ok) {
    if (empty) return { data: undefined, response };
    if (parseAs === "stream") return { data: response.body, response };
    const text = await response.text();
    return { data: text ? JSON.parse(text) : undefined, response };
  }
  if (empty) return { error: undefined, response };
  const text = await response.text();
  try {
    return { error: JSON.parse(text), response };
  } catch {
    return { error: text, response };
  }
}

/**
 * The app's typed client: openapi-fetch's types over the server's OpenAPI paths, with a fetch of our own
 * for the few options the app uses, so its runtime (2.5 KB gzip) stays off the first screen
 * (docs/decisions/057-first-screen-under-100-kb.md). Each call sends one Request through `fetch`, read at
 * each call (the page and a test may replace it).
 */
export function createTypedClient<Paths extends {}>(settings: {
  baseUrl: string;
  headers: Record<string, string>;
}): Pick<Client<Paths>, "GET" | "POST"> {
  async function call(method: "GET" | "POST", path: string, options: CallOptions = {}) {
    const { params, body, signal, cache, parseAs } = options;
    const request = new Request(urlOf(settings.baseUrl, path, params), {
      method,
      credentials: "same-origin",
      cache,
      signal,
      headers:
        body === undefined ? settings.headers : { ...settings.headers, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return read(await globalThis.fetch(request), parseAs);
  }
  return {
    GET: (path: string, options?: CallOptions) => call("GET", path, options),
    POST: (path: string, options?: CallOptions) => call("POST", path, options),
  } as unknown as Pick<Client<Paths>, "GET" | "POST">;
}
