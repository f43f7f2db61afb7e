import { brand } from "@larkspur/shared/brand";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHero } from "../../../components/page-hero";

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-ink-200 bg-white p-6 sm:p-8">
      <span className="grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-700">{icon}</span>
      <h2 className="mt-5 text-lg font-semibold text-ink-900">{title}</h2>
      <div className="mt-3 text-ink-700">{children}</div>
    </section>
  );
}

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;
const linkClass = "font-medium text-ink-900 underline decoration-accent-500 decoration-2 underline-offset-4";

export function ContactPage() {
  const { contact } = brand;
  return (
    <>
      <PageHero
        title="Contact Us"
        lead="Questions about your account or a payment? Write, call or visit us."
        crumbs={[{ label: "Home", to: "/" }, { label: "Contact Us" }]}
      />
      <div className="page-container grid gap-6 py-16 sm:py-24 md:grid-cols-3">
        <ContactCard icon={<MapPin className="size-6" aria-hidden="true" />} title="Our office">
          <address className="not-italic leading-7">
            {contact.company}
            {contact.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </ContactCard>
        <ContactCard icon={<Phone className="size-6" aria-hidden="true" />} title="Call us">
          <ul className="space-y-3">
            {contact.phones.map((phone) => (
              <li key={phone.number}>
                <span className="block text-sm text-ink-600">{phone.label}</span>
                <a href={telHref(phone.number)} className={`figures ${linkClass}`}>
                  {phone.number}
                </a>
              </li>
            ))}
          </ul>
        </ContactCard>
        <ContactCard icon={<Mail className="size-6" aria-hidden="true" />} title="Email us">
          <p className="text-sm text-ink-600">For business enquiries</p>
          <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
            {contact.email}
          </a>
        </ContactCard>
        <div className="flex flex-col gap-4 rounded-2xl bg-ink-100 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8 md:col-span-3">
          <p className="flex items-center gap-3 text-ink-800">
            <Clock className="size-5 shrink-0 text-accent-700" aria-hidden="true" />
            {contact.hours}
          </p>
          <Link to="/help" className={linkClass}>
            Find answers in our Help centre
          </Link>
        </div>
      </div>
    </>
  );
}
