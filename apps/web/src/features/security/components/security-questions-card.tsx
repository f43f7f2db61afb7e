import { Trans, useLingui } from "@lingui/react/macro";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { securityQuestionLabels } from "../../../components/account-security-questions";
import { buttonClass } from "../../../components/button-styles";
import { useSecurityOverview } from "../api/security-overview";
import { SecurityQuestionsModal } from "./security-questions-modal";

/** The three chosen questions (never their answers), and the Change dialog that chooses them. */
export function SecurityQuestionsCard() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const overview = useSecurityOverview();
  const chosen = (overview.data?.questions ?? []).filter((question) => question in securityQuestionLabels);

  return (
    <section aria-labelledby="questions-title" className="rounded-2xl border border-ink-200 bg-white p-6">
      <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
        <KeyRound className="size-5" aria-hidden="true" />
      </span>
      <h2 id="questions-title" className="mt-4 text-lg font-semibold text-ink-900">
        <Trans>Security Questions</Trans>
      </h2>
      {overview.isPending ? (
        <div role="status" aria-busy="true" className="mt-2 space-y-2">
          <span className="sr-only">
            <Trans>Loading your security questions</Trans>
          </span>
          <div className="h-4 w-3/4 animate-pulse rounded bg-ink-100 motion-reduce:animate-none" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-ink-100 motion-reduce:animate-none" />
        </div>
      ) : overview.isError ? (
        <p role="alert" className="mt-1 text-ink-600">
          <Trans>We could not load your security questions.</Trans>{" "}
          <button
            type="button"
            onClick={() => overview.refetch()}
            className="font-semibold text-ink-900 underline underline-offset-4"
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : chosen.length > 0 ? (
        <>
          <p className="mt-1 text-ink-600">
            <Trans>We may ask you one of these to confirm it is you:</Trans>
          </p>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-ink-900">
            {chosen.map((question) => (
              <li key={question}>
                {i18n._(securityQuestionLabels[question as keyof typeof securityQuestionLabels])}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-1 text-ink-600">
          <Trans>Choose 3 security questions and answers. We may ask them to confirm it is you.</Trans>
        </p>
      )}
      <button type="button" onClick={() => setOpen(true)} className={`${buttonClass("outline", "sm")} mt-5`}>
        <Trans>Change</Trans>
      </button>
      <SecurityQuestionsModal open={open} onOpenChange={setOpen} chosen={chosen} />
    </section>
  );
}
