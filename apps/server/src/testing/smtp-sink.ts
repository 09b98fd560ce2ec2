import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  url: string;
  /** Waits for the next mail to `address` not returned before. */
  nextMailTo: (address: string, timeoutMs?: number) => Promise<ParsedMail>;
  close: () => Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, parsed, for the test to read. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("SMTP sink has no port");
  const taken = new Set<ParsedMail>();
  const isTo = (mail: ParsedMail, to: string) =>
    [mail.to ?? []].flat().some((group) => group.value.some((entry) => entry.address === to));
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    nextMailTo: async (to, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((candidate) => !taken.has(candidate) && isTo(candidate, to));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
