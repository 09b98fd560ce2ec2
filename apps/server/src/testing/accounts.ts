import type { SmtpSink } from "./smtp-sink";
import type { TestClient } from "./test-server";

/** A running server, in this process or another, with the SMTP sink its mail goes to. */
interface AccountHost {
  url: string;
  mail: SmtpSink;
  client: (headers?: Record<string, string>) => TestClient;
}

/** The link of a mail's text part that points at the server. */
export function linkIn(text: string | undefined, origin: string): string {
  const link = (text ?? "").match(/https?:\/\/\S+/g)?.find((candidate) => candidate.startsWith(origin));
  if (!link) throw new Error(`No link to ${origin} in: ${text}`);
  return link;
}

/**
 * Follows a reset mail's link as `client` and sets `newPassword` with the token it lands with; the answer
 * of the reset.
 */
export async function resetWithMailedLink(
  server: AccountHost,
  client: TestClient,
  mailText: string | undefined,
  newPassword: string,
): Promise<Response> {
  const landing = await client.request(linkIn(mailText, server.url));
  const token = new URL(landing.headers.get("location") ?? "", server.url).searchParams.get("token");
  return client.postJson("/api/auth/reset-password", { token, newPassword });
}

/** Signs up through the API, confirms through the mailed link and signs in: a client with a session. */
export async function signedInClient(
  server: AccountHost,
  email: string,
  { password = "secret-pass", headers }: { password?: string; headers?: Record<string, string> } = {},
): Promise<TestClient> {
  const client = server.client(headers);
  const signUp = await client.postJson("/api/auth/sign-up/email", { email, password, name: email });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mail = await server.mail.nextMailTo(email);
  await client.request(linkIn(mail.text, server.url));
  const signIn = await client.postJson("/api/auth/sign-in/email", { email, password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return client;
}

/**
 * The session cookie of a new confirmed account (`name=value`), for a request sent from another address or
 * client than the one that signed in.
 */
export async function sessionCookieOf(
  server: AccountHost,
  email: string,
  { headers }: { headers?: Record<string, string> } = {},
): Promise<string> {
  const client = await signedInClient(server, email, { headers });
  const answer = await client.postJson("/api/auth/sign-in/email", { email, password: "secret-pass" });
  const cookie = answer.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new Error(`no session cookie for ${email}`);
  return cookie;
}
