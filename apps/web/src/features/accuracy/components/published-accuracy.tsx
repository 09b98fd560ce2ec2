import { type AccuracyAnswer, getLine } from "@riles/core";
import { useQuery } from "@tanstack/react-query";
import { CARD_CLASS } from "#web/components/ui/card.tsx";
import { LoadFailure } from "#web/components/ui/load-failure.tsx";
import { TitledSection } from "#web/components/ui/titled-section.tsx";
import { useKeptFailure } from "#web/hooks/use-kept-failure.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { accuracyQueryOptions } from "../api/fetch-accuracy";

/** A line's point, or the range its reports support while they are too few, or none without reports. */
function LineFigure({ figure }: { figure: AccuracyAnswer["lines"][number] }) {
  const { t } = useI18n();
  if (figure.enough && figure.percent !== null)
    return <span className="pl-3 text-2xl font-bold">{t.accuracy.right(figure.percent)}</span>;
  if (figure.low === null || figure.high === null)
    return <span className="pl-3 font-medium">{t.notEnoughReports}</span>;
  return (
    <>
      <span className="pl-3 text-2xl font-bold">{t.accuracy.range(figure.low, figure.high)}</span>
      <span className="pl-3 text-sm text-slate-600">{t.accuracy.rangeWhy}</span>
    </>
  );
}

/**
 * Each line's published accuracy over the last 7 days: a point, or the range the reports support while
 * they are too few, and the reports it rests on, with what it measures and what it cannot
 * (docs/product.md, "Published accuracy").
 */
export function PublishedAccuracy() {
  const { t } = useI18n();
  const { data, error, isPending, isFetching, refetch } = useQuery(accuracyQueryOptions);
  const failure = useKeptFailure(error, isFetching);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t.accuracy.intro}</p>
      <section aria-labelledby="accuracy-lines-heading" aria-busy={isPending} className={CARD_CLASS}>
        <h2 id="accuracy-lines-heading" className="sr-only">
          {t.accuracy.linesHeading}
        </h2>
        {failure ? (
          <LoadFailure
            title={t.accuracy.failed}
            error={failure}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : isPending ? (
          <p className="text-sm text-slate-600">{t.accuracy.loading}</p>
        ) : null}
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
                    <LineFigure figure={figure} />
                    {figure.reports > 0 ? (
                      <span className="pl-3 text-sm text-slate-600">
                        {t.accuracy.basis(figure.reports, figure.scored)}
                      </span>
                    ) : null}
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
