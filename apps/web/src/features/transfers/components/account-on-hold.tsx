import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Lock } from "lucide-react";
import { Link } from "react-router";
import { text } from "../../../lib/texts";

/** A held account can send nothing: only the notice, no tabs or form. */
export function AccountOnHold() {
  useLingui(); // re-renders the shared text in a newly chosen language
  return (
    <div role="alert" className="rounded-2xl border border-ink-200 bg-white p-10 text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-50 text-accent-700">
        <Lock className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-semibold text-ink-900">{text("accountOnHold")}</p>
      <Link
        to="/support"
        className="mt-3 inline-block text-sm font-semibold text-ink-900 underline underline-offset-4"
      >
        <Trans>Chat with Us</Trans>
      </Link>
    </div>
  );
}
