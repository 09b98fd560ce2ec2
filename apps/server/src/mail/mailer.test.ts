import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./mailer";

const link = `http://localhost:3000/api/auth/verify-email?token=${"a".repeat(120)}&callbackURL=%2Fauth%3Fconfirmed%3D1`;
const mail = { to: "juan@example.ph", subject: "Confirm", text: `Open ${link} to confirm.`, html: "" };
let outboxDir: string;

afterEach(() => rmSync(outboxDir, { recursive: true, force: true }));

describe("the outbox mailer (no SMTP_URL)", () => {
  it("writes the mail to the outbox and logs its link whole, ready to open", async () => {
    outboxDir = mkdtempSync(join(tmpdir(), "riles-outbox-"));
    const log: string[] = [];
    await createMailer({
      from: "Riles <a@b.ph>",
      outboxDir,
      log: (line) => log.push(line),
      logLinks: true,
    }).send(mail);
    const [file] = readdirSync(outboxDir);
    expect(readFileSync(join(outboxDir, file ?? ""), "utf8")).toContain("Subject: Confirm");
    expect(log).toContain(`  link: ${link}`);
  });

  it("keeps the outbox and its mails to the server's own user: they hold live reset links", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "riles-data-"));
    outboxDir = join(dataDir, "outbox");
    await createMailer({ from: "Riles <a@b.ph>", outboxDir, log: () => {} }).send(mail);
    const [file] = readdirSync(outboxDir);
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(outboxDir, file ?? "")).mode & 0o777).toBe(0o600);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps links out of the log when told to (production)", async () => {
    outboxDir = mkdtempSync(join(tmpdir(), "riles-outbox-"));
    const log: string[] = [];
    await createMailer({ from: "Riles <a@b.ph>", outboxDir, log: (line) => log.push(line) }).send(mail);
    expect(log).toHaveLength(1);
    expect(log.join("\n")).not.toContain("token=");
  });
});
