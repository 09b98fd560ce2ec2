import { ArrowLeft } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { PATHS } from "#web/config/paths.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { FOCUS_RING } from "./focus-ring";

/** Goes to the previous page, or home when this page was opened directly (no history to go back to). */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useI18n();
  // React Router gives the first entry of a session the key "default".
  const hasHistory = location.key !== "default";
  return (
    <button
      type="button"
      onClick={() => (hasHistory ? navigate(-1) : navigate(PATHS.lines))}
      className={`inline-flex min-h-11 items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 ${FOCUS_RING.default}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t.back}
    </button>
  );
}
