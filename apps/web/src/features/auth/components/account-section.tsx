import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ErrorBox, SuccessBox } from "../../../components/ui/message-box";
import { PATHS } from "../../../config/paths";
import { rememberRedirectAfterAuth } from "../../../lib/redirect-after-auth";
import { useSession } from "../../../lib/session";
import { useSignOut } from "../api/credentials-auth";
import { ACCOUNT_DELETED_TEXT, DeleteAccount } from "./delete-account";

/** Settings' Account section: who is signed in, 'Sign out' and 'Delete account', or a way to sign in. */
export function AccountSection() {
  const session = useSession();
  const [deleted, setDeleted] = useState(false);
  const deletedRef = useRef<HTMLDivElement>(null);
  // The form that had the focus is gone: the message saying what happened takes it.
  useEffect(() => {
    if (deleted) deletedRef.current?.focus();
  }, [deleted]);
  const signOutMutation = useSignOut();

  return (
    <section aria-labelledby="account-heading" className="flex flex-col gap-2">
      <h2 id="account-heading" className="text-lg font-semibold text-slate-900">
        Account
      </h2>
      {session.isPending ? (
        <p className="text-sm text-slate-600">Loading...</p>
      ) : session.data ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-700">
              Signed in as <span className="font-medium break-all text-slate-900">{session.data.email}</span>
            </p>
            <button
              type="button"
              onClick={() => signOutMutation.mutate()}
              disabled={signOutMutation.isPending}
              className="min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60"
            >
              Sign out
            </button>
          </div>
          <DeleteAccount onDeleted={() => setDeleted(true)} />
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700">Sign in to report train departures.</p>
          <Link
            to={PATHS.auth}
            onClick={() => rememberRedirectAfterAuth(PATHS.settings)}
            className="inline-flex min-h-11 items-center rounded-lg bg-indigo-700 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Sign in
          </Link>
        </div>
      )}
      {deleted ? (
        <div ref={deletedRef} tabIndex={-1} className="focus:outline-none">
          <SuccessBox>{ACCOUNT_DELETED_TEXT}</SuccessBox>
        </div>
      ) : null}
      {signOutMutation.error ? <ErrorBox>{signOutMutation.error.message}</ErrorBox> : null}
    </section>
  );
}
