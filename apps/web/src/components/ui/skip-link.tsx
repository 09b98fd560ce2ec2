import { useI18n } from "#web/lib/i18n/i18n.ts";

/** The id of every screen's `<main>`, the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * 'Skip to main content': the page's first tab stop, hidden until focused, so a keyboard user passes the
 * header in one key. A plain link (no script), like the copy index.html paints before the app starts; the
 * target `<main>` takes focus with tabIndex -1. Styled in styles.css, which index.html shares.
 */
export function SkipLink() {
  const { t } = useI18n();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {t.skipToMain}
    </a>
  );
}
