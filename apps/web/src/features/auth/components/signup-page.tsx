import { signupForm } from "@larkspur/shared/schemas/auth";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FieldErrors, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { AuthCard } from "../../../components/auth-card";
import { TextField } from "../../../components/form-field";
import { NewPasswordFields } from "../../../components/new-password-fields";
import { SubmitButton } from "../../../components/submit-button";
import { ApiError } from "../../../lib/api-error";
import { formResolver } from "../../../lib/form-resolver";
import { toastError } from "../../../lib/toast";
import { useRegister } from "../api/register";
import { rememberPendingEmail } from "../pending-email";

type SignupInput = z.input<typeof signupForm>;
type SignupValues = z.output<typeof signupForm>;

const empty: SignupInput = {
  firstName: "",
  middleName: "",
  lastName: "",
  email: "",
  phone: "",
  password: "",
  confirmPassword: "",
};

export function SignupPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    resetField,
    setError,
    formState: { errors },
  } = useForm<SignupInput, unknown, SignupValues>({
    resolver: formResolver(signupForm),
    defaultValues: empty,
  });

  const onValid = ({ confirmPassword: _, ...body }: SignupValues) =>
    registration.mutate(body, {
      onSuccess: () => {
        rememberPendingEmail(body.email);
        navigate("/otp-verification");
      },
      // Only the API knows the list of common passwords; its answer belongs under the field.
      onError: (error) => {
        if (error instanceof ApiError && error.code === "weak_password") {
          setError("password", { message: error.message }, { shouldFocus: true });
        } else {
          toastError(error);
        }
      },
    });

  // A mismatch clears both password fields, so the customer types them again with care.
  const onInvalid = (invalid: FieldErrors<SignupInput>) => {
    // The only check of the confirmation beyond its own field is that it matches.
    if (invalid.confirmPassword?.type === "custom") {
      resetField("password", { keepError: true });
      resetField("confirmPassword", { keepError: true });
    }
  };

  return (
    <AuthCard title={t`Sign Up`} lead={t`Open your free account in a few minutes.`}>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`First Name`}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register("firstName")}
          />
          <TextField
            label={t`Middle Name`}
            optional
            autoComplete="additional-name"
            error={errors.middleName?.message}
            {...register("middleName")}
          />
        </div>
        <TextField
          label={t`Last Name`}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register("lastName")}
        />
        <TextField
          label={t`Email Address`}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          label={t`Phone Number`}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register("phone")}
        />
        <NewPasswordFields
          label={t`Password`}
          password={register("password")}
          confirmation={register("confirmPassword")}
          passwordError={errors.password?.message}
          confirmationError={errors.confirmPassword?.message}
        />
        <SubmitButton busy={registration.isPending} busyLabel={t`Signing Up...`}>
          <Trans>Sign Up</Trans>
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-ink-600">
        <Trans>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-ink-900 underline underline-offset-4">
            Sign In
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
