import { timings } from "@larkspur/shared/limits";
import { email, otp } from "@larkspur/shared/schemas/fields";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { AuthCard } from "../../../components/auth-card";
import { CodeField, TextField } from "../../../components/form-field";
import { SubmitButton } from "../../../components/submit-button";
import { formResolver } from "../../../lib/form-resolver";
import { text } from "../../../lib/texts";
import { notify } from "../../../lib/toast";
import { useVerifyAccount } from "../api/verify-account";
import { forgetPendingEmail, pendingEmail } from "../pending-email";
import type { SignInState } from "../sign-in-state";
import { useRedirectAfter } from "../use-redirect-after";
import { ResendCode } from "./resend-code";

const otpForm = z.object({ email, otp });
type OtpInput = z.input<typeof otpForm>;
type OtpValues = z.output<typeof otpForm>;

export function OtpVerificationPage() {
  const { t } = useLingui();
  // Read once: the address comes from sign-up or an unverified sign-in in this tab.
  const [known] = useState(pendingEmail);
  const verify = useVerifyAccount();
  const [verified, setVerified] = useState<SignInState | null>(null);
  useRedirectAfter(verified !== null, "/login", timings.redirectMs, verified);

  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<OtpInput, unknown, OtpValues>({
    resolver: formResolver(otpForm),
    defaultValues: { email: known ?? "", otp: "" },
  });

  const onValid = (values: OtpValues) =>
    verify.mutate(
      { email: values.email, otp: Number(values.otp) },
      {
        onSuccess: () => {
          forgetPendingEmail();
          // A "please verify" toast from the sign-in that led here is out of date now.
          notify.successAlone(text("accountVerifiedToast"));
          setVerified({ email: values.email });
        },
      },
    );

  if (verified) {
    return (
      <AuthCard title={t`Verify Your Email`}>
        <div role="status" className="text-center">
          <CircleCheck className="mx-auto size-12 text-positive-600" aria-hidden="true" />
          <p className="mt-4 text-lg font-semibold text-ink-900">{text("accountVerifiedToast")}</p>
          <p className="mt-1 text-ink-600">
            <Trans>Taking you to sign in...</Trans>
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Verify Your Email`}
      lead={
        known ? (
          <Trans>
            Enter the 6-digit code we sent to <strong className="font-semibold text-ink-900">{known}</strong>.
          </Trans>
        ) : (
          t`Enter your email address and the 6-digit code we sent to it.`
        )
      }
    >
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        {!known && (
          <TextField
            label={t`Email Address`}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email")}
          />
        )}
        <CodeField error={errors.otp?.message} {...register("otp")} />
        <SubmitButton busy={verify.isPending} busyLabel={t`Confirming...`}>
          <Trans>Confirm</Trans>
        </SubmitButton>
      </form>
      <ResendCode email={known ?? watch("email")} />
    </AuthCard>
  );
}
