import type { Credentials } from "@riles/core";
import { z } from "zod";
import { PATHS } from "../../../config/paths";
import { AuthError, authRequest } from "../../../lib/auth-request";
import type { SignedInUser } from "../../../lib/session";

const signInAnswerSchema = z.object({ user: z.object({ email: z.string() }) });

/** Signs in with e-mail and password; the server sets the session cookie. */
export async function signIn(credentials: Credentials): Promise<SignedInUser> {
  const answer = signInAnswerSchema.parse(await authRequest("sign-in/email", { ...credentials }));
  return { email: answer.user.email };
}

/**
 * Creates an account. The server sends a confirmation mail and starts no session: signing in is refused
 * until the address is confirmed.
 */
export async function signUp(credentials: Credentials): Promise<void> {
  await authRequest("sign-up/email", {
    ...credentials,
    // better-auth requires a display name; the app never shows one, so the address stands in.
    name: credentials.email,
    callbackURL: PATHS.confirmed,
  });
}

/** Ends the session; an answer saying there was none to end is not an error (docs/product.md). */
export async function signOut(): Promise<void> {
  try {
    await authRequest("sign-out", {});
  } catch (error) {
    if (error instanceof AuthError && [401, 403, 404].includes(error.status)) return;
    throw error;
  }
}
