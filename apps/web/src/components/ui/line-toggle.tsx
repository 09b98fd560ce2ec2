import type { Line, LineTrouble } from "@riles/core";
import type { ReactNode } from "react";
import { FOCUS_RING } from "./focus-ring";
import { LineTroubleSign, lineButtonLabel } from "./line-trouble-mark";
import { textColorOn } from "./text-color-on";

const UNPRESSED = "border-slate-300 bg-white text-slate-800 hover:bg-slate-100";

/** The classes of a line toggle; `compact` for the map's row of four. */
function toggleClass(pressed: boolean, compact: boolean, pressedClass = "") {
  const size = compact ? "py-1 text-sm" : "py-2";
  return `min-h-11 rounded-lg border-2 px-2 font-semibold ${size} ${FOCUS_RING.onLineColour} ${pressed ? pressedClass : UNPRESSED}`;
}

/**
 * One line's toggle button, filled with the line's colour while pressed and carrying its trouble sign
 * (Lines' picker and the map's filter; `scope` ties it to that row's trouble notes).
 */
export function LineToggle({
  line,
  pressed,
  trouble,
  scope,
  compact = false,
  submitsAs,
  onPress,
}: {
  line: Line;
  pressed: boolean;
  trouble: LineTrouble;
  scope: string;
  compact?: boolean;
  /** In a form, the field it sends the line's id as when scripts are off (with them, `onPress` runs). */
  submitsAs?: string;
  onPress: () => void;
}) {
  return (
    <button
      {...(submitsAs ? { type: "submit", name: submitsAs, value: line.id } : { type: "button" })}
      aria-pressed={pressed}
      {...lineButtonLabel(line.id, line.name, trouble, scope)}
      onClick={(event) => {
        event.preventDefault();
        onPress();
      }}
      style={
        pressed
          ? { backgroundColor: line.color, borderColor: line.color, color: textColorOn(line.color) }
          : undefined
      }
      className={toggleClass(pressed, compact)}
    >
      {line.name}
      <LineTroubleSign trouble={trouble} />
    </button>
  );
}

/** A toggle beside the lines' that is no line (the map's 'All Lines'), pressed in slate. */
export function PlainToggle({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className={toggleClass(pressed, true, "border-slate-800 bg-slate-800 text-white")}
    >
      {children}
    </button>
  );
}
