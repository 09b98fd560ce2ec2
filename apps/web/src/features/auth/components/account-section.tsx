import { useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { busyButtonProps } from "#web/components/ui/button.tsx";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { LoadFailure } from "#web/components/ui/load-failure.tsx";
import { ErrorBox, SuccessBox } from "#web/components/ui/message-box.tsx";
import { PATHS } from "#web/config/paths.ts";
import { useKeptFailure } from "#web/hooks/use-kept-failure.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { rememberRedirectAfterAuth } from "#web/lib/redirect-after-auth.ts";
import { useSession } from "#web/lib/session.ts";
import { useSignOut } from "../api/credentials-auth";
import { ChangePassword } from "./change-password";
import { DeleteAccount } from "./delete-account";

/**
 * Settings' Account section: who is signed in, 'Sign out', 'Change password' and 'Delete account', or a
 * way to sign in. 'Sign in' only once the server said nobody is: a check that failed says so, with Try
 * Again (docs/decisions/165-honest-when-the-network-is-bad.md).
 */
export function AccountSection() {
  const session = useSession();
  const sessionFailure = useKeptFailure(session.error, session.isFetching);
  const { t } = useI18n();
  const [deleted, setDeleted] = useState(false);
  const deletedRef = useRef<HTMLDivElement>(null);
  // The form that had the focus is gone: the message saying what happened takes it.
  useLayoutEffect(() => {
    if (deleted) deletedRef.current?.focus();
  }, [deleted]);
  const signOutMutation = useSignOut();
  const [signedOut, setSignedOut] = useState(false);
  const signInRef = useRef<HTMLAnchorElement>(null);
  // Sign out goes away with the session: the link to sign in again, in its place, takes the focus.
  useLayoutEffect(() => {
    if (!signedOut || session.data) return;
    signInRef.current?.focus();
    setSignedOut(false);
  }, [signedOut, session.data]);

  return (
    <section aria-labelledby="account-heading" className="flex flex-col gap-2">
      <h2 id="account-heading" className="text-lg font-semibold text-slate-900">
        {t.account}
      </h2>
      {session.data ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-700">
              {t.signedInAs}
              <span className="font-medium break-all text-slate-900">{session.data.email}</span>
            </p>
            <button
              type="button"
              onClick={() => signOutMutation.mutate(undefined, { onSuccess: () => setSignedOut(true) })}
              {...busyButtonProps(signOutMutation.isPending)}
              className={`min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 ${FOCUS_RING.default} aria-disabled:opacity-60`}
            >
              {t.signOut}
            </button>
          </div>
          <ChangePassword />
          <DeleteAccount onDeleted={() => setDeleted(true)} />
        </>
      ) : sessionFailure ? (
        <LoadFailure
          title={t.network.sessionUnknown}
          error={sessionFailure}
          onRetry={() => void session.refetch()}
          retrying={session.isFetching}
        />
      ) : session.isPending ? (
        <p className="text-sm text-slate-600">{t.loadingDots}</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700">{t.signInToReportDepartures}</p>
          <Link
            ref={signInRef}
            to={PATHS.auth}
            onClick={() => rememberRedirectAfterAuth(PATHS.settings)}
            className={`inline-flex min-h-11 items-center rounded-lg bg-indigo-700 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-800 ${FOCUS_RING.default}`}
          >
            {t.signInLink}
          </Link>
        </div>
      )}
      {deleted ? (
        <div ref={deletedRef} tabIndex={-1} className="focus:outline-none">
          <SuccessBox>{t.accountDeleted}</SuccessBox>
        </div>
      ) : null}
      {signOutMutation.error ? <ErrorBox>{signOutMutation.error.message}</ErrorBox> : null}
    </section>
  );
}
