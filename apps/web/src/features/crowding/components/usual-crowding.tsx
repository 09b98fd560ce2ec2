import { dayKindOf, type Line, manilaHour, type Station } from "@riles/core";
import { useQuery } from "@tanstack/react-query";
import { ErrorBox } from "#web/components/ui/message-box.tsx";
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
  const { data, error, isPending } = useQuery(crowdingQueryOptions(line.id, station.id));
  const dayKind = dayKindOf(now);
  return (
    <section aria-labelledby="usual-crowding-heading" aria-busy={isPending} className="flex flex-col gap-3">
      <h3 id="usual-crowding-heading" className="text-lg font-bold text-slate-900">
        {t.usuallyHere}
      </h3>
      {isPending ? <p className="text-sm text-slate-600">{t.loadingUsualCrowd}</p> : null}
      {error ? <ErrorBox title={t.usualCrowdFailed}>{error.message}</ErrorBox> : null}
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
