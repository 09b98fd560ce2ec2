import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startMailSink } from "./mail-sink";
import { startServer } from "./server-process";

/** One real server on a fresh embedded database, sending mail over SMTP to a sink on loopback. */
export default async function globalSetup() {
  const workDir = mkdtempSync(join(tmpdir(), "riles-e2e-"));
  const mailDir = join(workDir, "mail");
  const sink = await startMailSink(mailDir);
  const server = await startServer({
    DATA_DIR: join(workDir, "data"),
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await server.stop();
    await sink.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}
