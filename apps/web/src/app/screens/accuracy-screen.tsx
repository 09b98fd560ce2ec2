import { PublishedAccuracy } from "../../features/accuracy/components/published-accuracy";
import { useI18n } from "../../lib/i18n/i18n";

/** "How accurate are the estimates?", reached from Settings. */
export function AccuracyScreen() {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">{t.accuracy.title}</h1>
      <PublishedAccuracy />
    </div>
  );
}
