import { PublishedAccuracy } from "#web/features/accuracy/components/published-accuracy.tsx";
import { useScreenTitle } from "#web/hooks/use-screen-title.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";

/** "How accurate are the estimates?", reached from Settings. */
export function AccuracyScreen() {
  const { t } = useI18n();
  useScreenTitle(t.accuracy.title);
  return (
    <div className="flex flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">{t.accuracy.title}</h1>
      <PublishedAccuracy />
    </div>
  );
}
