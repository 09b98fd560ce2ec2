import { type ReactNode, useId } from "react";

/**
 * A section named by its heading, so screen readers list it as a region by that name; `headingId` when
 * something inside is named by the same heading.
 */
export function TitledSection({
  title,
  headingId,
  className = "",
  children,
}: {
  title: ReactNode;
  headingId?: string;
  className?: string;
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-2 ${className}`}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
