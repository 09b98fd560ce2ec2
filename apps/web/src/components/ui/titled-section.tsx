import { type ReactNode, type Ref, useId } from "react";

/**
 * A section named by its heading, so screen readers list it as a region by that name; `headingId` when
 * something inside is named by the same heading; `headingRef` when the heading may be handed the focus.
 */
export function TitledSection({
  title,
  headingId,
  headingRef,
  className = "",
  children,
}: {
  title: ReactNode;
  headingId?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-2 ${className}`}>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-lg font-semibold focus:outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
