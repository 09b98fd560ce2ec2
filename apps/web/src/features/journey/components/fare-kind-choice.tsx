import { FARE_MEDIA, type FareKind, RIDER_CATEGORIES } from "@riles/core";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { LabelledField } from "#web/components/ui/labelled-field.tsx";
import { useJourneyTexts } from "#web/lib/i18n/use-journey-texts.ts";

const SELECT = `min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base ${FOCUS_RING.default}`;

/** The rider's card (beep or single journey) and fare kind (regular or one of the 50 % discounts). */
export function FareKindChoice({
  kind,
  onChange,
}: {
  kind: FareKind;
  onChange: (change: Partial<FareKind>) => void;
}) {
  const { j } = useJourneyTexts();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <LabelledField label={j.card}>
        {(control) => (
          <select
            {...control}
            value={kind.medium}
            onChange={(event) => {
              const medium = FARE_MEDIA.find((known) => known === event.target.value);
              if (medium) onChange({ medium });
            }}
            className={SELECT}
          >
            {FARE_MEDIA.map((medium) => (
              <option key={medium} value={medium}>
                {j.media[medium]}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField
        label={j.fareKind}
        hint={kind.rider === "regular" ? undefined : j.halfFareCard[kind.rider]}
      >
        {(control) => (
          <select
            {...control}
            value={kind.rider}
            onChange={(event) => {
              const rider = RIDER_CATEGORIES.find((known) => known === event.target.value);
              if (rider) onChange({ rider });
            }}
            className={SELECT}
          >
            {RIDER_CATEGORIES.map((rider) => (
              <option key={rider} value={rider}>
                {j.riders[rider]}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
    </div>
  );
}
