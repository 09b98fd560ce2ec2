import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedReports } from "./crowding-seed";
import { startMailSink } from "./mail-sink";
import { E2E_CLOCK_START } from "./server-clock";
import { startServer } from "./server-process";

/** One real server on a fresh embedded database, sending mail over SMTP to a sink on loopback. */
export default async function globalSetup() {
  const workDir = mkdtempSync(join(tmpdir(), "riles-e2e-"));
  const mailDir = join(workDir, "mail");
  const sink = await startMailSink(mailDir);
  seedReports(workDir, { DATA_DIR: join(workDir, "data"), NODE_ENV: "test" });
  // Set before the server starts, so the server's clock is never ahead of serverNow() in the tests.
  process.env.E2E_CLOCK_SET_AT_MS = String(Date.now());
  const server = await startServer({
    DATA_DIR: join(workDir, "data"),
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    TEST_CLOCK_START: E2E_CLOCK_START.toISOString(),
    NODE_ENV: "test",
    // Sign-ups name a rider's address of their own (support/client-address.ts).
    TRUST_PROXY: "true",
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAIL_DIR = mailDir;
  // For a test that starts a server of its own (trust.spec.ts), mailing the same sink.
  process.env.E2E_SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  return async () => {
    await server.stop();
    await sink.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}
