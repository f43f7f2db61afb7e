import { loginBodyFor } from "@larkspur/shared/schemas/auth";
import { accountNumber, email } from "@larkspur/shared/schemas/fields";
import type { MfaRequiredResponse } from "@larkspur/shared/schemas/security";
import type { LoginResponse } from "@larkspur/shared/schemas/user";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { z } from "zod";
import { AuthCard } from "../../../components/auth-card";
import { TextField } from "../../../components/form-field";
import { PasswordField } from "../../../components/password-field";
import { SubmitButton } from "../../../components/submit-button";
import { ApiError } from "../../../lib/api-error";
import { formResolver } from "../../../lib/form-resolver";
import { landingPathFor } from "../../../lib/home-path";
import { useSession } from "../../../lib/session-store";
import { text } from "../../../lib/texts";
import { notify, toastError } from "../../../lib/toast";
import { useLogin } from "../api/login";
import { rememberPendingEmail } from "../pending-email";
import { emailHandedOver } from "../sign-in-state";
import { PasskeySignIn } from "./passkey-sign-in";
import { SecondStepCard, SecondStepForm } from "./second-step-form";

/** What is wrong with the identifier, in the reader's language (in English, the shared rules' own words). */
export function identifierProblem(identifier: string): string | null {
  if (/^\d+$/.test(identifier)) {
    return accountNumber.safeParse(identifier).success
      ? null
      : t`Enter a 12-digit account number starting with 9`;
  }
  const issue = email.safeParse(identifier).error?.issues[0];
  if (!issue) return null;
  return issue.code === "too_big" ? t`Email address is too long` : t`Enter a valid email address`;
}

/**
 * One field for either identifier: digits are an account number, anything else an e-mail. The rules are this
 * form's own, so their messages are written in the reader's language when the form is checked.
 */
function loginForm() {
  return z
    .object({
      identifier: z.string().trim().min(1, t`Enter your email address or account number`),
      password: z.string().min(1, t`Password is required`),
    })
    .superRefine(({ identifier }, ctx) => {
      const problem = identifierProblem(identifier);
      if (problem) ctx.addIssue({ code: "custom", path: ["identifier"], message: problem });
    });
}
type LoginValues = z.infer<ReturnType<typeof loginForm>>;

export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: (values, context, options) => formResolver(loginForm())(values, context, options),
    defaultValues: { identifier: emailHandedOver(location.state), password: "" },
  });

  const sessionEnded = useSession((state) => state.sessionEnded);
  const [secondStep, setSecondStep] = useState<MfaRequiredResponse | null>(null);
  const [secondStepEnded, setSecondStepEnded] = useState<string | null>(null);

  const signedIn = ({ token, others }: LoginResponse) => {
    useSession.getState().signIn(token, others);
    navigate(landingPathFor(others, location.state), { replace: true });
  };

  const onValid = ({ identifier, password }: LoginValues) => {
    const body = loginBodyFor(identifier, password);
    setSecondStepEnded(null);
    login.mutate(body, {
      onSuccess: (answer) => {
        if ("mfaRequired" in answer) setSecondStep(answer);
        else signedIn(answer);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === "account_disabled") {
          notify.error(text("accountDisabledToast"));
        } else if (error instanceof ApiError && error.code === "unverified") {
          // The server has just e-mailed a fresh code; the code screen asks for the address if it was not typed.
          if ("email" in body) rememberPendingEmail(body.email);
          notify.info(error.message);
          navigate("/otp-verification");
        } else {
          toastError(error);
        }
      },
    });
  };

  if (secondStep) {
    return (
      <SecondStepCard>
        <SecondStepForm
          mfaToken={secondStep.mfaToken}
          methods={secondStep.methods}
          onSignedIn={signedIn}
          onExpired={(reason) => {
            setSecondStep(null);
            setSecondStepEnded(reason);
          }}
          onCancel={() => setSecondStep(null)}
        />
      </SecondStepCard>
    );
  }

  return (
    <AuthCard title={t`Sign In`} lead={t`Sign in with your email address or account number.`}>
      {secondStepEnded && (
        <p role="alert" className="mb-4 rounded-lg border border-ink-200 bg-ink-50 p-3 text-sm text-ink-900">
          {secondStepEnded}
        </p>
      )}
      {sessionEnded && (
        <p role="status" className="mb-4 rounded-lg border border-ink-200 bg-ink-50 p-3 text-sm text-ink-900">
          {text("signedOutIdle")}
        </p>
      )}
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label={t`Email address or account number`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.identifier?.message}
          {...register("identifier")}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm font-semibold text-ink-900 underline underline-offset-4"
          >
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <SubmitButton busy={login.isPending} busyLabel={t`Signing In...`}>
          <Trans>Sign In</Trans>
        </SubmitButton>
      </form>
      <div className="my-6 flex items-center gap-3 text-sm text-ink-600" aria-hidden="true">
        <span className="h-px flex-1 bg-ink-200" />
        <Trans>or</Trans>
        <span className="h-px flex-1 bg-ink-200" />
      </div>
      <PasskeySignIn />
      <p className="mt-6 text-center text-sm text-ink-600">
        <Trans>
          New to Larkspur?{" "}
          <Link to="/signup" className="font-semibold text-ink-900 underline underline-offset-4">
            Sign Up
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
