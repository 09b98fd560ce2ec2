import { dayKindOf, type Line, manilaHour, type Station } from "@riles/core";
import { useQuery } from "@tanstack/react-query";
import { LoadFailure } from "#web/components/ui/load-failure.tsx";
import { useKeptFailure } from "#web/hooks/use-kept-failure.ts";
import { useMinuteClock } from "#web/hooks/use-minute-clock.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { crowdingQueryOptions } from "../api/crowding-query";
import { CrowdingChart } from "./crowding-chart";

/**
 * "Usually at this station": for each direction, how full trains usually are by hour on today's kind of
 * day in Manila, from the last 8 weeks of reports (docs/product.md, "Crowding"). Loaded after the arrivals.
 */
export function UsualCrowding({ line, station }: { line: Line; station: Station }) {
  const { t } = useI18n();
  const now = useMinuteClock();
  const { data, error, isPending, isFetching, refetch } = useQuery(crowdingQueryOptions(line.id, station.id));
  const failure = useKeptFailure(error, isFetching);
  const dayKind = dayKindOf(now);
  return (
    <section aria-labelledby="usual-crowding-heading" aria-busy={isPending} className="flex flex-col gap-3">
      <h3 id="usual-crowding-heading" className="text-lg font-bold text-slate-900">
        {t.usuallyHere}
      </h3>
      {failure ? (
        <LoadFailure
          title={t.usualCrowdFailed}
          error={failure}
          onRetry={() => void refetch()}
          retrying={isFetching}
          takesLostFocus={false}
        />
      ) : isPending ? (
        <p className="text-sm text-slate-600">{t.loadingUsualCrowd}</p>
      ) : null}
      {data?.directions.map((direction) => (
        <CrowdingChart
          key={direction.direction}
          line={line}
          direction={direction.direction}
          dayKind={dayKind}
          hours={direction[dayKind]}
          currentHour={manilaHour(now)}
        />
      ))}
    </section>
  );
}
