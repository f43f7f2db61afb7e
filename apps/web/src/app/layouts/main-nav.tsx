import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { CloseIcon, MenuIcon } from "../../components/menu-icons";
import type { NavItem } from "./nav-items";

const linkClass = (padding: string) => (isActive: boolean) =>
  `relative rounded-md ${padding} py-2 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive
      ? "text-ink-900 after:absolute after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-accent-500"
      : "text-ink-600 hover:text-ink-900"
  }`;

const mobileLinkClass = (isActive: boolean) =>
  `block rounded-lg px-3 py-3 text-base font-medium ${
    isActive ? "bg-ink-100 text-ink-900 border-l-4 border-accent-500" : "text-ink-700 hover:bg-ink-50"
  }`;

// Whole class names, so Tailwind finds them in the source.
const breakpoints = {
  lg: { row: "hidden lg:block", narrowOnly: "lg:hidden", padding: "px-3 after:inset-x-3", gap: "gap-1" },
  // Many links in a row just wide enough: closer together.
  xl: { row: "hidden xl:block", narrowOnly: "xl:hidden", padding: "px-2 after:inset-x-2", gap: "gap-0" },
} as const;

/** The links as a list, each marked current on its page or, for a section, on the pages it names in `also`. */
function NavList({
  items,
  listClass,
  linkClass,
}: {
  items: NavItem[];
  listClass: string;
  linkClass: (isActive: boolean) => string;
}) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const inSection = (item: NavItem) => item.also?.some((path) => pathname.startsWith(path)) ?? false;
  return (
    <ul className={listClass}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end ?? item.to === "/"}
            className={({ isActive }) => linkClass(isActive || inSection(item))}
          >
            {i18n._(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's links: a row on wide screens, a disclosure panel below a menu button on narrow ones. NavLink marks
 * the current page with aria-current, which also drives the highlight.
 */
export function MainNav({
  items,
  label,
  actions,
  rowFrom = "lg",
}: {
  items: NavItem[];
  label: string;
  actions?: ReactNode;
  /** The width from which the links fit in a row: the back office has more of them than a customer's header. */
  rowFrom?: "lg" | "xl";
}) {
  const breakpoint = breakpoints[rowFrom];
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      <nav aria-label={label} className={breakpoint.row}>
        <NavList
          items={items}
          listClass={`flex items-center ${breakpoint.gap}`}
          linkClass={linkClass(breakpoint.padding)}
        />
      </nav>
      <button
        type="button"
        className={`inline-flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-ink-100 ${breakpoint.narrowOnly}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only">{open ? t`Close menu` : t`Open menu`}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute inset-x-0 top-full border-b border-ink-200 bg-white shadow-lg ${breakpoint.narrowOnly}`}
      >
        <nav aria-label={t`${label} (mobile)`} className="page-container py-4">
          <NavList items={items} listClass="flex flex-col gap-1" linkClass={mobileLinkClass} />
          {actions && (
            <div className="mt-4 flex flex-wrap gap-2 border-t border-ink-200 pt-4 sm:hidden">{actions}</div>
          )}
        </nav>
      </div>
    </>
  );
}
