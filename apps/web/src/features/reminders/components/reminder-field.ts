/** The look of the reminder forms' own inputs and selects. */
export const REMINDER_FIELD = "min-h-11 rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm";
