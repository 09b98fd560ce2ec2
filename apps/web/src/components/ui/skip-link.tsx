/** The id of every screen's `<main>`, the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";

const SKIP_LINK_CLASSES =
  "sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[1100] focus:flex focus:min-h-11 focus:items-center focus:rounded-lg focus:bg-indigo-700 focus:px-4 focus:text-base focus:font-semibold focus:text-white focus:outline-2 focus:outline-offset-2 focus:outline-indigo-600";

/**
 * 'Skip to main content': the page's first tab stop, hidden until focused, so a keyboard user passes the
 * header in one key. A plain link (no script), like the copy index.html paints before React starts; the
 * target `<main>` takes focus with tabIndex -1.
 */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={SKIP_LINK_CLASSES}>
      Skip to main content
    </a>
  );
}
