import { timeAgo } from "../../../lib/manila-format";
import type { ArrivalsView } from "../use-arrivals";

/** 'Updated <relative time>', or why the arrivals are the schedule alone. */
export function UpdatedLine({ view, now }: { view: ArrivalsView; now: Date }) {
  if (view.kind !== "arrivals") return null;
  if (view.scheduleOnly) {
    return (
      <p className="text-sm font-medium text-amber-900">Schedule only: live reports could not be loaded</p>
    );
  }
  return view.updatedAt ? (
    <p className="text-sm text-slate-600">Updated {timeAgo(view.updatedAt, now)}</p>
  ) : null;
}
