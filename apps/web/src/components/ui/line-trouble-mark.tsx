import { LINES, type LineId, type LineTrouble } from "@riles/core";
import { useI18n } from "#web/lib/i18n/i18n.ts";

const COLOUR: Record<Exclude<LineTrouble, null>, string> = {
  delayed: "bg-amber-800",
  cancelled: "bg-red-700",
};

const SIGN_COLOUR: Record<Exclude<LineTrouble, null>, string> = {
  delayed: "text-amber-800",
  cancelled: "text-red-700",
};

function noteId(scope: string, lineId: LineId): string {
  return `${scope}-trouble-${lineId}`;
}

/**
 * A line button's accessible parts: named by the line alone (a name that changes with reports would be
 * hard to find by voice or by tests) and described by its note when there is one.
 */
export function lineButtonLabel(lineId: LineId, lineName: string, trouble: LineTrouble, scope: string) {
  return {
    "aria-label": lineName,
    "aria-describedby": trouble ? noteId(scope, lineId) : undefined,
  };
}

/**
 * The sign inside a troubled line's button. Its words sit under the buttons (LineTroubleNotes): at 14 px
 * "Cancellations" is wider than a button of a 360 px screen
 * (docs/decisions/034-trouble-notes-and-the-wide-map.md).
 */
export function LineTroubleSign({ trouble }: { trouble: LineTrouble }) {
  if (!trouble) return null;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`ml-1 inline size-4 align-[-0.125rem] ${SIGN_COLOUR[trouble]}`}
    >
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <path d="M8 4v5m0 3v.5" stroke="white" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * One item per troubled line, under the line buttons: "LRT-2 Cancellations reported". Their row keeps one
 * line's height from the first paint, whether or not a line is troubled, and never wraps them onto a second
 * line (more than fit scroll sideways), so a note arriving with the first answer or the stream, or going,
 * never moves the station list or the map's pins under a finger
 * (docs/decisions/168-trouble-notes-keep-their-row.md, 177-the-map-keeps-its-trouble-row.md). The row holds
 * no list while no line is troubled, so a screen reader finds nothing there; with notes it is a named tab
 * stop, so a keyboard can scroll to those that do not fit.
 */
export function LineTroubleNotes({
  troubleOf,
  scope,
}: {
  troubleOf: (lineId: LineId) => LineTrouble;
  scope: string;
}) {
  const { t } = useI18n();
  const troubled = LINES.flatMap((line) => {
    const trouble = troubleOf(line.id);
    return trouble ? [{ line, trouble }] : [];
  });
  const notes =
    troubled.length === 0 ? null : (
      <ul className="flex gap-x-3 gap-y-1 whitespace-nowrap text-sm">
        {troubled.map(({ line, trouble }) => (
          <li key={line.id} className="flex shrink-0 items-center gap-1">
            <span className="font-semibold">{line.name}</span>{" "}
            <span
              id={noteId(scope, line.id)}
              className={`rounded px-1.5 font-semibold text-white ${COLOUR[trouble]}`}
            >
              {t.lineTrouble[trouble]}
            </span>
          </li>
        ))}
      </ul>
    );
  // Notes that do not fit scroll sideways; a keyboard reaches the row to scroll it (WCAG 2.1.1).
  const reachable = notes ? { tabIndex: 0, role: "group", "aria-label": t.lineTroubleNotes } : {};
  return (
    <div
      className="min-h-5 overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      {...reachable}
    >
      {notes}
    </div>
  );
}
