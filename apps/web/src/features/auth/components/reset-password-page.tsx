import { timings } from "@larkspur/shared/limits";
import { resetPasswordForm } from "@larkspur/shared/schemas/auth";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import type { z } from "zod";
import { AuthCard } from "../../../components/auth-card";
import { NewPasswordFields } from "../../../components/new-password-fields";
import { SubmitButton } from "../../../components/submit-button";
import { ApiError } from "../../../lib/api-error";
import { formResolver } from "../../../lib/form-resolver";
import { text } from "../../../lib/texts";
import { notify } from "../../../lib/toast";
import { useResetPassword } from "../api/reset-password";
import { useRedirectAfter } from "../use-redirect-after";

type ResetInput = z.input<typeof resetPasswordForm>;
type ResetValues = z.output<typeof resetPasswordForm>;

/**
 * A new password from a mailed one-time link: a customer's reset, or a new staff member's first password ("set"),
 * which has nothing to reset and no sign-up to be offered.
 */
function PasswordFromLinkPage({ purpose }: { purpose: "reset" | "set" }) {
  const { t } = useLingui();
  const title = purpose === "set" ? t`Set your password` : t`Reset Password`;
  const { resetToken = "" } = useParams();
  const reset = useResetPassword(resetToken);
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);
  useRedirectAfter(done, "/login", timings.redirectMs);

  const {
    register,
    handleSubmit,
    resetField,
    setError,
    formState: { errors },
  } = useForm<ResetInput, unknown, ResetValues>({
    resolver: formResolver(resetPasswordForm),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onValid = ({ password }: ResetValues) =>
    reset.mutate(password, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        if (error instanceof ApiError && error.code === "weak_password") {
          setError("password", { message: error.message }, { shouldFocus: true });
          return;
        }
        notify.error(text("somethingWentWrong"));
        setLinkInvalid(error instanceof ApiError && error.code === "invalid_link");
      },
    });

  const onInvalid = (invalid: FieldErrors<ResetInput>) => {
    // The only check of the confirmation beyond its own field is that it matches.
    if (invalid.confirmPassword?.type === "custom") {
      resetField("password", { keepError: true });
      resetField("confirmPassword", { keepError: true });
    }
  };

  if (done) {
    return (
      <AuthCard title={title}>
        <div role="status" className="text-center">
          <CircleCheck className="mx-auto size-12 text-positive-600" aria-hidden="true" />
          <p className="mt-4 text-lg font-semibold text-ink-900">
            {purpose === "set" ? (
              <Trans>Your password is set.</Trans>
            ) : (
              <Trans>Your password has been changed.</Trans>
            )}
          </p>
          <p className="mt-1 text-ink-600">
            <Trans>Taking you to sign in...</Trans>
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      lead={
        purpose === "set"
          ? t`Choose the password you will sign in with.`
          : t`Choose a new password for your account.`
      }
    >
      {linkInvalid && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-negative-600/30 bg-red-50 p-3 text-sm text-ink-900"
        >
          {purpose === "set" ? (
            <Trans>This link is not valid or has expired. Ask an administrator for a new one.</Trans>
          ) : (
            <Trans>
              This reset link is not valid or has expired.{" "}
              <Link to="/forgot-password" className="font-semibold underline underline-offset-4">
                Ask for a new link
              </Link>
              .
            </Trans>
          )}
        </p>
      )}
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-4">
        <NewPasswordFields
          password={register("password")}
          confirmation={register("confirmPassword")}
          passwordError={errors.password?.message}
          confirmationError={errors.confirmPassword?.message}
        />
        <SubmitButton busy={reset.isPending} busyLabel={t`Saving...`}>
          {purpose === "set" ? <Trans>Set Password</Trans> : <Trans>Reset Password</Trans>}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

export const ResetPasswordPage = () => <PasswordFromLinkPage purpose="reset" />;

export const SetPasswordPage = () => <PasswordFromLinkPage purpose="set" />;
