import { ErrorBox } from "#web/components/ui/message-box.tsx";
import { ModerationPanel } from "#web/features/moderation/components/moderation-panel.tsx";
import { useScreenTitle } from "#web/hooks/use-screen-title.ts";
import { useIsModeratorQuery } from "#web/lib/account-roles.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useRefusalWords } from "#web/lib/i18n/use-refusal-words.ts";

/**
 * /moderate: moderators hide reports and suspend accounts (docs/decisions/041-moderation.md). Others who
 * open the address get the server's refusal; the tab is shown only to moderators.
 */
export function ModerateScreen() {
  const { t } = useI18n();
  const refusals = useRefusalWords();
  const roles = useIsModeratorQuery();
  useScreenTitle(t.moderation.title);
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold text-slate-900">{t.moderation.title}</h1>
      <p className="text-sm text-slate-700">{t.moderation.intro}</p>
      {roles.pending ? (
        <p role="status" className="text-slate-600">
          {t.loadingDots}
        </p>
      ) : roles.moderator ? (
        <ModerationPanel />
      ) : (
        <ErrorBox title={t.error}>{refusals.moderatorsOnly}</ErrorBox>
      )}
    </div>
  );
}
