import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { rememberRedirectAfterAuth } from "#web/lib/redirect-after-auth.ts";
import { useSession } from "#web/lib/session.ts";
import { useKeptFailure } from "./use-kept-failure";

/**
 * A screen for signed-in riders only: an anonymous visitor is sent to `signInPath` and brought back after
 * signing in. `checking` while who is signed in is not known yet (or the visitor is on the way out);
 * `failure` when the server could not be asked, for the screen to say why, with `retry`.
 */
export function useSignedInOnly(signInPath: string) {
  const session = useSession();
  const failure = useKeptFailure(session.error, session.isFetching);
  const navigate = useNavigate();
  const location = useLocation();
  const anonymous = session.isSuccess && session.data === null;

  useEffect(() => {
    if (!anonymous) return;
    rememberRedirectAfterAuth(`${location.pathname}${location.search}`);
    navigate(signInPath, { replace: true });
  }, [anonymous, location.pathname, location.search, navigate, signInPath]);

  return {
    checking: session.isPending || anonymous,
    failure: session.data ? null : failure,
    retrying: session.isFetching,
    retry: () => void session.refetch(),
  };
}
