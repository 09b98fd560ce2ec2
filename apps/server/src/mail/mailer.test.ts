import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Socket } from "node:net";
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

describe("the SMTP mailer", () => {
  it("gives up on a mail server that keeps answering a little at a time, so a sign-up is not held for minutes", async () => {
    outboxDir = mkdtempSync(join(tmpdir(), "riles-outbox-"));
    const sockets = new Set<Socket>();
    const timers = new Set<NodeJS.Timeout>();
    // Greets and takes EHLO, then answers MAIL FROM with a line every 5 s that never ends the reply:
    // every line keeps the connection from looking idle.
    const smtp = createServer((socket) => {
      sockets.add(socket);
      socket.write("220 slow.example ESMTP\r\n");
      socket.on("data", (data: Buffer) => {
        const command = data.toString("utf8");
        if (/^EHLO/i.test(command)) socket.write("250 slow.example\r\n");
        else if (/^MAIL FROM/i.test(command)) {
          const timer = setInterval(() => socket.write("250-still thinking\r\n"), 5_000);
          timers.add(timer);
          socket.once("close", () => clearInterval(timer));
        }
      });
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const address = smtp.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: "Riles <no-reply@localhost>",
        outboxDir,
        log: () => {},
      });
      await expect(mailer.send(mail)).rejects.toThrow("did not take the mail within 20 s");
    } finally {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => smtp.close(resolve));
    }
  }, 40_000);
});
