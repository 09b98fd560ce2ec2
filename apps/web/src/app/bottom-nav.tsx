import type { ComponentType } from "react";
import { NavLink } from "react-router";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { ListIcon, MapIcon, MegaphoneIcon, SettingsIcon, ShieldIcon } from "#web/components/ui/icons.tsx";
import { PATHS } from "#web/config/paths.ts";
import { useIsModerator } from "#web/lib/account-roles.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { FROM_TAB } from "./tab-navigation";

interface Tab {
  label: "tabLines" | "tabMap" | "tabReport" | "tabSettings" | "tabModerate";
  path: string;
  icon: ComponentType<{ className?: string }>;
  /** 'Lines' is active only on an exact match; the others on any path below theirs (docs/product.md). */
  end: boolean;
}

const TABS: readonly Tab[] = [
  { label: "tabLines", path: PATHS.lines, icon: ListIcon, end: true },
  { label: "tabMap", path: PATHS.map, icon: MapIcon, end: false },
  { label: "tabReport", path: PATHS.report, icon: MegaphoneIcon, end: false },
  { label: "tabSettings", path: PATHS.settings, icon: SettingsIcon, end: false },
];

/** Shown only to moderators (docs/decisions/041-moderation.md). */
const MODERATE_TAB: Tab = { label: "tabModerate", path: PATHS.moderate, icon: ShieldIcon, end: false };

export function BottomNav() {
  const { t } = useI18n();
  const tabs = useIsModerator() ? [...TABS, MODERATE_TAB] : TABS;
  return (
    <nav
      aria-label={t.mainNavigation}
      className="fixed inset-x-0 bottom-0 z-[1000] border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      {/* The size is the row's: five tabs (a moderator's) take the smaller one, so Filipino's longer words fit
          a 360 px screen. Each icon sits a fixed way from the top, not centred with its word: a phone may paint
          the page's HTML before the word has arrived, and the icon would then move when it comes. */}
      <ul
        className={`mx-auto grid max-w-md ${tabs.length > 4 ? "grid-cols-5 text-xs" : "grid-cols-4 text-sm"}`}
      >
        {tabs.map(({ label, path, icon: Icon, end }) => (
          <li key={path}>
            <NavLink
              to={path}
              state={FROM_TAB}
              end={end}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center gap-0.5 pt-2 px-0.5 text-center leading-tight font-medium ${FOCUS_RING.inset} ${
                  isActive ? "text-indigo-700" : "text-slate-600 hover:text-slate-900"
                }`
              }
            >
              <Icon className="size-5" />
              {t[label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
