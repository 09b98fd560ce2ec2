import { useI18n } from "../lib/i18n/i18n";

/**
 * What a screen shows while its code loads (a deep link to /map, /report, /settings or /auth on slow
 * mobile data): grey blocks where the content will be, inside the header and navigation. index.html
 * paints the same shape before any script runs.
 */
export function ScreenSkeleton() {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-4 p-4" aria-busy="true">
      <p className="sr-only">{t.loading}</p>
      <div aria-hidden="true" className="h-7 w-40 rounded bg-slate-200 motion-safe:animate-pulse" />
      <div aria-hidden="true" className="h-24 rounded-lg bg-slate-200 motion-safe:animate-pulse" />
      <div aria-hidden="true" className="h-40 rounded-lg bg-slate-200 motion-safe:animate-pulse" />
    </div>
  );
}
