import { useI18n } from "#web/lib/i18n/i18n.ts";

/** Two grey cards while the first result loads (docs/product.md). */
export function ArrivalPlaceholders() {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-2">
      <p className="sr-only">{t.loadingArrivals}</p>
      {[0, 1].map((index) => (
        <div
          key={index}
          data-testid="arrival-placeholder"
          aria-hidden="true"
          className="h-20 rounded-lg bg-slate-200 motion-safe:animate-pulse"
        />
      ))}
    </div>
  );
}
