import type { LineTrouble } from "@riles/core";

const TEXT: Record<Exclude<LineTrouble, null>, string> = {
  delayed: "Delays reported",
  cancelled: "Cancellations reported",
};

/** The small mark inside a line's button when its riders reported trouble in the last 30 minutes. */
export function LineTroubleMark({ trouble }: { trouble: LineTrouble }) {
  if (!trouble) return null;
  // The space keeps the button's accessible name readable: "LRT-1 Delays reported".
  return (
    <>
      {" "}
      <span
        className={`mt-0.5 block rounded px-1 text-[0.7rem] leading-tight font-semibold text-white ${
          trouble === "cancelled" ? "bg-red-700" : "bg-amber-800"
        }`}
      >
        {TEXT[trouble]}
      </span>
    </>
  );
}
