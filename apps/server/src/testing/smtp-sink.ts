import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** What the sink refuses: every connection, as a mail server down for maintenance does, or mail to some addresses. */
interface Refusing {
  connections?: boolean;
  recipients?: readonly string[];
}

export interface SmtpSink {
  url: string;
  /** Waits for the next mail to `address` not returned before. */
  nextMailTo: (address: string, timeoutMs?: number) => Promise<ParsedMail>;
  /** From now on refuses what `refusing` names, and takes everything else (`{}`: everything). */
  refuse: (refusing: Refusing) => void;
  close: () => Promise<void>;
}

/** An SMTP error reply with its code, as smtp-server sends it. */
function reply(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** A real SMTP server on loopback that keeps what it receives, parsed, for the test to read. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let refusing: Refusing = {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      callback(refusing.connections ? reply(421, "Service not available, try again later") : undefined);
    },
    onRcptTo(address, _session, callback) {
      const refused = refusing.recipients?.includes(address.address);
      callback(refused ? reply(550, "Mailbox unavailable") : undefined);
    },
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
    refuse: (what) => {
      refusing = what;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
