import { brand } from "@larkspur/shared/brand";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowUp } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LanguagePicker } from "../../components/language-picker";
import { Logo } from "../../components/logo";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from "./social-icons";

const linkClass = "rounded text-sm text-ink-200 hover:text-white hover:underline underline-offset-4";

/** Pages that do not exist yet: a real, focusable control that says so instead of a link to nowhere. */
function Placeholder({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <button type="button" aria-disabled="true" className={`${linkClass} cursor-default hover:no-underline`}>
      {children}
      <span className="sr-only">{t`, coming soon`}</span>
    </button>
  );
}

const columns: { title: MessageDescriptor; items: { label: MessageDescriptor; to?: string }[] }[] = [
  {
    title: msg`Company`,
    items: [{ label: msg`About Us`, to: "/about-us" }, { label: msg`Careers` }, { label: msg`Affiliate` }],
  },
  {
    title: msg`Support`,
    items: [{ label: msg`Help`, to: "/help" }, { label: msg`Fees`, to: "/fees" }, { label: msg`Support` }],
  },
  { title: msg`Legal`, items: [{ label: msg`Security` }, { label: msg`Terms` }, { label: msg`Privacy` }] },
];

const socials = [
  { label: "Facebook", Icon: FacebookIcon },
  { label: "X", Icon: XIcon },
  { label: "LinkedIn", Icon: LinkedInIcon },
  { label: "Instagram", Icon: InstagramIcon },
];

export function SiteFooter() {
  const { i18n, t } = useLingui();
  const year = new Date().getFullYear();
  const company = brand.contact.company;
  return (
    <footer className="surface-dark bg-ink-950 text-ink-200">
      <div className="page-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-6">
            <Trans>
              Larkspur is an online bank for individuals, freelancers, online sellers and small businesses:
              send, receive and hold money in one calm place.
            </Trans>
          </p>
          <ul className="mt-6 flex gap-2" aria-label={t`Social media`}>
            {socials.map(({ label, Icon }) => (
              <li key={label}>
                <button
                  type="button"
                  aria-disabled="true"
                  className="grid size-10 cursor-default place-items-center rounded-full border border-ink-700 text-ink-200"
                >
                  <Icon />
                  <span className="sr-only">{t`${label}, coming soon`}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <div key={column.title.id}>
            <h2 className="text-sm font-semibold text-white">{i18n._(column.title)}</h2>
            <ul className="mt-4 space-y-3">
              {column.items.map((item) => (
                <li key={item.label.id}>
                  {item.to ? (
                    <Link to={item.to} className={linkClass}>
                      {i18n._(item.label)}
                    </Link>
                  ) : (
                    <Placeholder>{i18n._(item.label)}</Placeholder>
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
            <Trans>
              © {year} {company} All rights reserved.
            </Trans>
          </p>
          <LanguagePicker tone="dark" />
          <a href="#top" className={`${linkClass} inline-flex items-center gap-1`}>
            <ArrowUp className="size-4" aria-hidden="true" />
            <Trans>Back to top</Trans>
          </a>
        </div>
      </div>
    </footer>
  );
}
