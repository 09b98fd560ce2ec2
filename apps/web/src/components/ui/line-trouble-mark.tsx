import type { LineId, LineTrouble } from "@riles/core";

const TEXT: Record<Exclude<LineTrouble, null>, string> = {
  delayed: "Delays reported",
  cancelled: "Cancellations reported",
};

/**
 * A line button's accessible parts: named by the line alone (a name that changes with reports would be
 * hard to find by voice or by tests) and described by its mark when there is one.
 */
export function lineButtonLabel(lineId: LineId, lineName: string, trouble: LineTrouble, scope: string) {
  return {
    "aria-label": lineName,
    "aria-describedby": trouble ? `${scope}-trouble-${lineId}` : undefined,
  };
}

/** The small mark inside a line's button when its riders reported trouble in the last 30 minutes. */
export function LineTroubleMark({
  lineId,
  trouble,
  scope,
}: {
  lineId: LineId;
  trouble: LineTrouble;
  scope: string;
}) {
  if (!trouble) return null;
  return (
    <span
      id={`${scope}-trouble-${lineId}`}
      className={`mt-0.5 block rounded px-1 text-[0.7rem] leading-tight font-semibold text-white ${
        trouble === "cancelled" ? "bg-red-700" : "bg-amber-800"
      }`}
    >
      {TEXT[trouble]}
    </span>
  );
}
