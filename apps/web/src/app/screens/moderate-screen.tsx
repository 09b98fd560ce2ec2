import { SessionUnknown } from "#web/components/session-unknown.tsx";
import { ErrorBox } from "#web/components/ui/message-box.tsx";
import { PATHS } from "#web/config/paths.ts";
import { ModerationPanel } from "#web/features/moderation/components/moderation-panel.tsx";
import { useScreenTitle } from "#web/hooks/use-screen-title.ts";
import { useSignedInOnly } from "#web/hooks/use-signed-in-only.ts";
import { useIsModeratorQuery } from "#web/lib/account-roles.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useRefusalWords } from "#web/lib/i18n/use-refusal-words.ts";

function Loading() {
  const { t } = useI18n();
  return (
    <p role="status" className="text-slate-600">
      {t.loadingDots}
    </p>
  );
}

/**
 * A signed-in rider's moderation, or the server's refusal to one who is not a moderator. Asked only once
 * the session is known: asked before, the roles would first be an anonymous visitor's.
 */
function ModeratorsOnly() {
  const { t } = useI18n();
  const refusals = useRefusalWords();
  const roles = useIsModeratorQuery();
  if (roles.pending) return <Loading />;
  return roles.moderator ? (
    <ModerationPanel />
  ) : (
    <ErrorBox title={t.error}>{refusals.moderatorsOnly}</ErrorBox>
  );
}

/**
 * /moderate: moderators hide reports and suspend accounts (docs/decisions/041-moderation.md). Anonymous
 * visitors are sent to sign in, as from Report; the tab is shown only to moderators.
 */
export function ModerateScreen() {
  const { t } = useI18n();
  const signedIn = useSignedInOnly(PATHS.authFromModerate);
  useScreenTitle(t.moderation.title);
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold text-slate-900">{t.moderation.title}</h1>
      <p className="text-sm text-slate-700">{t.moderation.intro}</p>
      {signedIn.failure ? (
        <SessionUnknown signedIn={signedIn} failure={signedIn.failure} />
      ) : signedIn.checking ? (
        <Loading />
      ) : (
        <ModeratorsOnly />
      )}
    </div>
  );
}
