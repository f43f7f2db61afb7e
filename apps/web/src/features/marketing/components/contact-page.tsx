import { brand } from "@larkspur/shared/brand";
import { Trans, useLingui } from "@lingui/react/macro";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHero } from "../../../components/page-hero";
import { openingHours, phoneLabels } from "../content/pages";
import { telHref } from "../tel-href";

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-ink-200 bg-white p-6 sm:p-8">
      <span className="grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-700">{icon}</span>
      <h2 className="mt-5 text-lg font-semibold text-ink-900">{title}</h2>
      <div className="mt-3 text-ink-700">{children}</div>
    </section>
  );
}

const linkClass = "font-medium text-ink-900 underline decoration-accent-500 decoration-2 underline-offset-4";

export function ContactPage() {
  const { i18n, t } = useLingui();
  const { contact } = brand;
  const phones = [
    { label: i18n._(phoneLabels.customerCare), number: contact.phones.customerCare },
    { label: i18n._(phoneLabels.tollFree), number: contact.phones.tollFree },
  ];
  return (
    <>
      <PageHero
        title={t`Contact Us`}
        lead={t`Questions about your account or a payment? Write, call or visit us.`}
        crumbs={[{ label: t`Home`, to: "/" }, { label: t`Contact Us` }]}
      />
      <div className="page-container grid gap-6 py-16 sm:py-24 md:grid-cols-3">
        <ContactCard icon={<MapPin className="size-6" aria-hidden="true" />} title={t`Our office`}>
          <address className="not-italic leading-7">
            {contact.company}
            {contact.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </ContactCard>
        <ContactCard icon={<Phone className="size-6" aria-hidden="true" />} title={t`Call us`}>
          <ul className="space-y-3">
            {phones.map((phone) => (
              <li key={phone.number}>
                <span className="block text-sm text-ink-600">{phone.label}</span>
                <a href={telHref(phone.number)} className={`figures ${linkClass}`}>
                  {phone.number}
                </a>
              </li>
            ))}
          </ul>
        </ContactCard>
        <ContactCard icon={<Mail className="size-6" aria-hidden="true" />} title={t`Email us`}>
          <p className="text-sm text-ink-600">
            <Trans>For business enquiries</Trans>
          </p>
          <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
            {contact.email}
          </a>
        </ContactCard>
        <div className="flex flex-col gap-4 rounded-2xl bg-ink-100 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8 md:col-span-3">
          <p className="flex items-center gap-3 text-ink-800">
            <Clock className="size-5 shrink-0 text-accent-700" aria-hidden="true" />
            {i18n._(openingHours)}
          </p>
          <Link to="/help" className={linkClass}>
            <Trans>Find answers in our Help centre</Trans>
          </Link>
        </div>
      </div>
    </>
  );
}
