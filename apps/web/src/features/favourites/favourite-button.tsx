import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { StarIcon } from "#web/components/ui/icons.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { type Favourite, useFavourites } from "./favourites-store";

/** The star on a station's arrivals heading: keeps the station on this device. */
export function FavouriteButton({ favourite, stationName }: { favourite: Favourite; stationName: string }) {
  const { isFavourite, toggle } = useFavourites();
  const kept = isFavourite(favourite);
  const { t } = useI18n();
  return (
    <button
      type="button"
      aria-label={kept ? t.removeFavourite(stationName) : t.addFavourite(stationName)}
      onClick={() => toggle(favourite)}
      className={`flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white hover:bg-slate-100 ${FOCUS_RING.default}`}
    >
      <StarIcon className={`size-5 ${kept ? "fill-amber-400 text-amber-700" : "text-slate-600"}`} />
    </button>
  );
}
