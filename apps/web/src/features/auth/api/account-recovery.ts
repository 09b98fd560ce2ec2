import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS } from "#web/config/paths.ts";
import { answerOf, api } from "#web/lib/api/api-client.ts";
import { SESSION_QUERY_KEY } from "#web/lib/session.ts";

/**
 * Asks for a reset mail. The server answers the same whether or not the address has an account, and the
 * link it mails always lands on this app's reset screen (docs/decisions/026-account-recovery-and-deletion.md).
 */
async function requestPasswordReset(email: string): Promise<void> {
  await answerOf(api.POST("/api/auth/request-password-reset", { body: { email } }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Sets the new password with the token the reset link brought; every session of the account ends. */
async function resetPassword({ token, newPassword }: { token: string; newPassword: string }) {
  await answerOf(api.POST("/api/auth/reset-password", { body: { token, newPassword } }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Mails the confirmation link again; answered the same for any address. */
async function resendConfirmation(email: string): Promise<void> {
  await answerOf(
    api.POST("/api/auth/send-verification-email", { body: { email, callbackURL: PATHS.confirmed } }),
  );
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}

/** Deletes the signed-in account after checking its password; its reports stay, linked to nobody. */
async function deleteAccount(password: string): Promise<void> {
  await answerOf(api.POST("/api/auth/delete-user", { body: { password } }));
}

/** Deleting the account: nobody is signed in afterwards. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => queryClient.setQueryData(SESSION_QUERY_KEY, null),
  });
}

/**
 * Changes the signed-in account's password after checking the current one. The server ends every other
 * session of the account and gives this browser a new one, so the rider stays signed in here
 * (docs/decisions/095-sessions-end-and-common-passwords-refused.md).
 */
async function changePassword(passwords: { currentPassword: string; newPassword: string }): Promise<void> {
  await answerOf(api.POST("/api/auth/change-password", { body: passwords }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
