import { useLocation, useNavigate } from "react-router";
import { PATHS } from "#web/config/paths.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { FOCUS_RING } from "./focus-ring";
import { ArrowLeftIcon } from "./icons.tsx";

/** Goes to the previous page, or home when this page was opened directly (no history to go back to). */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useI18n();
  // React Router keys the entry the visit began on "default": there is nothing of the app to go back to.
  const hasHistory = location.key !== "default";
  return (
    <button
      type="button"
      onClick={() => (hasHistory ? navigate(-1) : navigate(PATHS.lines))}
      className={`inline-flex min-h-11 items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 ${FOCUS_RING.default}`}
    >
      <ArrowLeftIcon className="size-4" />
      {t.back}
    </button>
  );
}
