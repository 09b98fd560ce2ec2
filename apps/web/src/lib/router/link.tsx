import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useLocation, useNavigate } from "./router";
import { normalizedPath } from "./routes";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An in-app path, with its query. */
  to: string;
  replace?: boolean;
};

/** A click the page should handle itself: a plain primary click, not one that asks for a new tab or window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A real link (it opens in a new tab, and a screen reader reads a link) that moves within the app. */
export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
}

type NavLinkProps = Omit<LinkProps, "className"> & {
  /** Current only on its own path, not on the paths below it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
};

/** A link of the navigation: `aria-current="page"` and its own look while its screen is on show. */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const here = normalizedPath(useLocation().pathname);
  const path = normalizedPath(link.to);
  const isActive = here === path || (!end && here.startsWith(`${path}/`));
  return <Link {...link} aria-current={isActive ? "page" : undefined} className={className({ isActive })} />;
}
