import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "./test-server";

/**
 * The test file's own server: started before its tests (before the hooks registered after this call) and
 * stopped after them. What it returns stands for the server once started; read it inside tests and hooks.
 */
export function serverForThisFile(options: Parameters<typeof startTestServer>[0] = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(options);
  });
  afterAll(() => started?.stop());
  return new Proxy({} as TestServer, {
    get(_, key) {
      if (!started) throw new Error("The file's server is read before its tests start");
      return started[key as keyof TestServer];
    },
  });
}
