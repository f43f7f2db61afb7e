import { brand } from "@larkspur/shared/brand";
import { useLingui } from "@lingui/react/macro";
import { Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { supportBanner } from "../content/pages";
import { telHref } from "../tel-href";
import { SupportArt } from "./support-art";

export function SupportBanner() {
  const { i18n } = useLingui();
  const phone = brand.contact.phones.customerCare;
  return (
    <section aria-labelledby="support-title" className="page-container py-16">
      <div className="surface-dark grid items-center gap-8 rounded-3xl bg-ink-900 p-8 text-white sm:p-12 md:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <div className="w-28 shrink-0">
            <SupportArt />
          </div>
          <div>
            <h2 id="support-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              {i18n._(supportBanner.title)}
            </h2>
            <p className="mt-3 max-w-xl text-ink-200">{i18n._(supportBanner.text)}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/support" className={buttonClass("accent", "lg")}>
            {i18n._(supportBanner.cta)}
          </Link>
          <a href={telHref(phone)} className={buttonClass("outline-light", "lg")}>
            <Phone className="size-4" aria-hidden="true" />
            {phone}
          </a>
        </div>
      </div>
    </section>
  );
}
