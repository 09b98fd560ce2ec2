import type { Credentials, Language } from "@riles/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { PATHS } from "#web/config/paths.ts";
import { answerOf, api } from "#web/lib/api/api-client.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { SESSION_QUERY_KEY, type SignedInUser } from "#web/lib/session.ts";

/** better-auth's code for a sign-in before the address was confirmed. */
export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";

const signInAnswerSchema = z.object({ user: z.object({ email: z.string() }) });

/** Signs in with e-mail and password; the server sets the session cookie. */
async function signIn(credentials: Credentials): Promise<SignedInUser> {
  const answer = signInAnswerSchema.parse(
    await answerOf(api.POST("/api/auth/sign-in/email", { body: { ...credentials } })),
  );
  return { email: answer.user.email };
}

/** Signing in: the session query learns who is signed in at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}

/**
 * Creates an account. The server sends a confirmation mail and starts no session: signing in is refused
 * until the address is confirmed. The account keeps `language`, the one its mails are written in.
 */
async function signUp({ language, ...credentials }: Credentials & { language: Language }): Promise<void> {
  await answerOf(
    api.POST("/api/auth/sign-up/email", {
      body: {
        ...credentials,
        language,
        // better-auth requires a display name; the app never shows one, so the address stands in.
        name: credentials.email,
        callbackURL: PATHS.confirmed,
      },
    }),
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

/** Ends the session; an answer saying there was none to end is not an error (docs/product.md). */
async function signOut(): Promise<void> {
  try {
    await answerOf(api.POST("/api/auth/sign-out", { body: {} }));
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return;
    throw error;
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => queryClient.setQueryData(SESSION_QUERY_KEY, null),
  });
}
