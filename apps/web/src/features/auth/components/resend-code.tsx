import { email as emailRule } from "@larkspur/shared/schemas/fields";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useResendCode } from "../api/resend-code";

/** The server sends at most one code a minute; the link waits as long, so a press never silently does nothing. */
const cooldownSeconds = 60;

export function ResendCode({ email }: { email: string }) {
  const { t } = useLingui();
  const resend = useResendCode();
  const [wait, setWait] = useState(0);
  const [answer, setAnswer] = useState<string | null>(null);
  const valid = emailRule.safeParse(email).success;

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = () =>
    resend.mutate(email, {
      onSuccess: ({ message }) => {
        setAnswer(message);
        setWait(cooldownSeconds);
      },
    });

  const action = resend.isPending ? t`sending...` : t`send a new code`;
  const countdown = wait > 0 && <span className="figures"> {t`(again in ${wait} s)`}</span>;

  return (
    <div className="mt-6 text-center text-sm text-ink-600">
      <p>
        <Trans>
          Didn't get it? Check your spam folder, or{" "}
          <button
            type="button"
            onClick={send}
            disabled={!valid || resend.isPending || wait > 0}
            className="font-semibold text-ink-900 underline underline-offset-4 disabled:cursor-not-allowed disabled:text-ink-500 disabled:no-underline"
          >
            {action}
          </button>
          {countdown}.
        </Trans>
      </p>
      <p role="status" className="mt-2 min-h-5 font-medium text-ink-900">
        {answer}
      </p>
    </div>
  );
}
