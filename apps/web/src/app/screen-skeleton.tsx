import { MAIN_CONTENT_ID, SkipLink } from "#web/components/ui/skip-link.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";

/**
 * What a screen shows while its code loads (a deep link to /map, /report, /settings or /auth on slow
 * mobile data): grey blocks where the content will be, inside the header and navigation. index.html
 * paints the same shape before any script runs. Until the screen's own heading arrives, "Loading…" is
 * the page's heading, so a screen reader hears what is going on.
 */
export function ScreenSkeleton() {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-4 p-4" aria-busy="true">
      <h1 className="sr-only">{t.loading}</h1>
      <div
        aria-hidden="true"
        className="h-7 w-40 max-w-full rounded bg-slate-200 motion-safe:animate-pulse"
      />
      <div aria-hidden="true" className="h-24 rounded-lg bg-slate-200 motion-safe:animate-pulse" />
      <div aria-hidden="true" className="h-40 rounded-lg bg-slate-200 motion-safe:animate-pulse" />
    </div>
  );
}

/** The skeleton of a screen outside the main layout (the sign-in screen): its own main landmark. */
export function StandaloneSkeleton() {
  return (
    <>
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto min-h-dvh max-w-md focus:outline-none">
        <ScreenSkeleton />
      </main>
    </>
  );
}
