import { limits } from "@larkspur/shared/limits";
import { email } from "@larkspur/shared/schemas/fields";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { AuthCard } from "../../../components/auth-card";
import { TextField } from "../../../components/form-field";
import { SubmitButton } from "../../../components/submit-button";
import { formResolver } from "../../../lib/form-resolver";
import { text } from "../../../lib/texts";
import { notify } from "../../../lib/toast";
import { useForgotPassword } from "../api/forgot-password";

const forgotForm = z.object({ email });
type ForgotInput = z.input<typeof forgotForm>;
type ForgotValues = z.output<typeof forgotForm>;

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotInput, unknown, ForgotValues>({
    resolver: formResolver(forgotForm),
    defaultValues: { email: "" },
  });

  const onValid = (values: ForgotValues) =>
    forgot.mutate(values.email, {
      onSuccess: () => setSentTo(values.email),
      // This screen never says more than this, so it cannot reveal who has an account.
      onError: () => notify.error(text("somethingWentWrong")),
    });

  if (sentTo) {
    return (
      <AuthCard title={t`Forgot Password`}>
        <div role="status" className="text-center">
          <MailCheck className="mx-auto size-12 text-positive-600" aria-hidden="true" />
          <p className="mt-4 text-lg font-semibold text-ink-900">{text("emailSent")}</p>
          <p className="mt-2 text-ink-600">
            <Trans>
              If an account uses <strong className="font-semibold text-ink-900">{sentTo}</strong>, a link to
              choose a new password is on its way. It works once, within{" "}
              <Plural value={limits.resetTokenTtlMinutes} one="# minute" other="# minutes" />.
            </Trans>
          </p>
        </div>
        <Link
          to="/login"
          className="mt-6 block text-center text-sm font-semibold text-ink-900 underline underline-offset-4"
        >
          <Trans>Back to Sign In</Trans>
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t`Forgot Password`} lead={t`We will e-mail you a link to choose a new password.`}>
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label={t`Email Address`}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <SubmitButton busy={forgot.isPending} busyLabel={t`Confirming...`}>
          <Trans>Confirm</Trans>
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-ink-600">
        <Trans>
          Remembered it?{" "}
          <Link to="/login" className="font-semibold text-ink-900 underline underline-offset-4">
            Sign In
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
