import { brand } from "@larkspur/shared/brand";
import { ArrowUp } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../components/logo";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from "./social-icons";

const linkClass = "rounded text-sm text-ink-200 hover:text-white hover:underline underline-offset-4";

/** Pages that do not exist yet: a real, focusable control that says so instead of a link to nowhere. */
function Placeholder({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <button type="button" aria-disabled="true" className={`${linkClass} cursor-default hover:no-underline`}>
      {children}
      <span className="sr-only">{label ? `${label}, coming soon` : ", coming soon"}</span>
    </button>
  );
}

const columns: { title: string; items: { label: string; to?: string }[] }[] = [
  {
    title: "Company",
    items: [{ label: "About Us", to: "/about-us" }, { label: "Careers" }, { label: "Affiliate" }],
  },
  {
    title: "Support",
    items: [{ label: "Help", to: "/help" }, { label: "Fees", to: "/fees" }, { label: "Support" }],
  },
  { title: "Legal", items: [{ label: "Security" }, { label: "Terms" }, { label: "Privacy" }] },
];

const socials = [
  { label: "Facebook", Icon: FacebookIcon },
  { label: "X", Icon: XIcon },
  { label: "LinkedIn", Icon: LinkedInIcon },
  { label: "Instagram", Icon: InstagramIcon },
];

export function SiteFooter() {
  return (
    <footer className="surface-dark bg-ink-950 text-ink-200">
      <div className="page-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-6">{brand.description}</p>
          <ul className="mt-6 flex gap-2" aria-label="Social media">
            {socials.map(({ label, Icon }) => (
              <li key={label}>
                <button
                  type="button"
                  aria-disabled="true"
                  className="grid size-10 cursor-default place-items-center rounded-full border border-ink-700 text-ink-200"
                >
                  <Icon />
                  <span className="sr-only">{label}, coming soon</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.items.map((item) => (
                <li key={item.label}>
                  {item.to ? (
                    <Link to={item.to} className={linkClass}>
                      {item.label}
                    </Link>
                  ) : (
                    <Placeholder>{item.label}</Placeholder>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-ink-800">
        <div className="page-container flex flex-col items-start justify-between gap-4 py-6 text-sm sm:flex-row sm:items-center">
          <p>
            © {new Date().getFullYear()} {brand.contact.company} All rights reserved.
          </p>
          <a href="#top" className={`${linkClass} inline-flex items-center gap-1`}>
            <ArrowUp className="size-4" aria-hidden="true" />
            Back to top
          </a>
        </div>
      </div>
    </footer>
  );
}
