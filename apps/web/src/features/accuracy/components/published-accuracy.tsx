import { getLine } from "@riles/core";
import { useQuery } from "@tanstack/react-query";
import { CARD_CLASS } from "#web/components/ui/card.tsx";
import { ErrorBox } from "#web/components/ui/message-box.tsx";
import { TitledSection } from "#web/components/ui/titled-section.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { accuracyQueryOptions } from "../api/fetch-accuracy";

/**
 * Each line's published accuracy over the last 7 days and the reports it rests on, with what it measures
 * and what it cannot (docs/product.md, "Published accuracy").
 */
export function PublishedAccuracy() {
  const { t } = useI18n();
  const { data, error, isPending } = useQuery(accuracyQueryOptions);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t.accuracy.intro}</p>
      <section aria-labelledby="accuracy-lines-heading" aria-busy={isPending} className={CARD_CLASS}>
        <h2 id="accuracy-lines-heading" className="sr-only">
          {t.accuracy.title}
        </h2>
        {isPending ? <p className="text-sm text-slate-600">{t.accuracy.loading}</p> : null}
        {error ? <ErrorBox title={t.accuracy.failed}>{error.message}</ErrorBox> : null}
        {data ? (
          <>
            <p className="text-sm text-slate-600">{t.accuracy.window(t.dateTime(new Date(data.since)))}</p>
            <ul className="mt-2 flex flex-col divide-y divide-slate-200">
              {data.lines.map((figure) => {
                const line = getLine(figure.line_id);
                return (
                  <li key={figure.line_id} className="flex flex-col gap-0.5 py-2">
                    <span className="border-l-4 pl-2 font-semibold" style={{ borderColor: line?.color }}>
                      {line?.name ?? figure.line_id}
                    </span>
                    {figure.enough && figure.percent !== null ? (
                      <>
                        <span className="pl-3 text-2xl font-bold">{t.accuracy.right(figure.percent)}</span>
                        <span className="pl-3 text-sm text-slate-600">
                          {t.accuracy.basis(figure.reports, figure.scored)}
                        </span>
                      </>
                    ) : (
                      <>
                        <span className="pl-3 font-medium">{t.notEnoughReports}</span>
                        <span className="pl-3 text-sm text-slate-600">
                          {t.accuracy.soFar(figure.reports, data.min_reports)}
                        </span>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </section>
      <TitledSection title={t.accuracy.limitsHeading} className={CARD_CLASS}>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {t.accuracy.limits.map((limit) => (
            <li key={limit}>{limit}</li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
