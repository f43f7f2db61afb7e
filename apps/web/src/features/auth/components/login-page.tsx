import { loginBodyFor } from "@larkspur/shared/schemas/auth";
import { accountNumber, email } from "@larkspur/shared/schemas/fields";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { AuthCard } from "../../../components/auth-card";
import { TextField } from "../../../components/form-field";
import { PasswordField } from "../../../components/password-field";
import { SubmitButton } from "../../../components/submit-button";
import { ApiError } from "../../../lib/api-client";
import { formResolver } from "../../../lib/form-resolver";
import { homePathFor } from "../../../lib/home-path";
import { useSession } from "../../../lib/session-store";
import { text } from "../../../lib/texts";
import { notify, toastError } from "../../../lib/toast";
import { useLogin } from "../api/login";
import { rememberPendingEmail } from "../pending-email";

/** One field for either identifier: digits are an account number, anything else an e-mail. */
const loginForm = z
  .object({
    identifier: z.string().trim().min(1, "Enter your email address or account number"),
    password: z.string().min(1, "Password is required"),
  })
  .superRefine(({ identifier }, ctx) => {
    const rule = /^\d+$/.test(identifier) ? accountNumber : email;
    const result = rule.safeParse(identifier);
    if (!result.success) {
      ctx.addIssue({ code: "custom", path: ["identifier"], message: result.error.issues[0]?.message });
    }
  });
type LoginValues = z.infer<typeof loginForm>;

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: formResolver(loginForm),
    defaultValues: { identifier: "", password: "" },
  });

  const sessionEnded = useSession((state) => state.sessionEnded);

  const onValid = ({ identifier, password }: LoginValues) => {
    const body = loginBodyFor(identifier, password);
    login.mutate(body, {
      onSuccess: ({ token, others }) => {
        useSession.getState().signIn(token, others);
        navigate(homePathFor(others), { replace: true });
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

  return (
    <AuthCard title="Sign In" lead="Sign in with your email address or account number.">
      {sessionEnded && (
        <p role="status" className="mb-4 rounded-lg border border-ink-200 bg-ink-50 p-3 text-sm text-ink-900">
          {text("signedOutIdle")}
        </p>
      )}
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label="Email address or account number"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.identifier?.message}
          {...register("identifier")}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm font-semibold text-ink-900 underline underline-offset-4"
          >
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={login.isPending} busyLabel="Signing In...">
          Sign In
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-ink-600">
        New to Larkspur?{" "}
        <Link to="/signup" className="font-semibold text-ink-900 underline underline-offset-4">
          Sign Up
        </Link>
      </p>
    </AuthCard>
  );
}
