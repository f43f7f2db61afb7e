import { passwordMentionsOwner } from "@larkspur/shared/password-rules";
import { changePasswordForm } from "@larkspur/shared/schemas/auth";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import type { z } from "zod";
import { Modal, type ModalControl } from "../../../components/modal";
import { NewPasswordFields } from "../../../components/new-password-fields";
import { PasswordField } from "../../../components/password-field";
import { SubmitButton } from "../../../components/submit-button";
import { ApiError } from "../../../lib/api-error";
import { formResolver } from "../../../lib/form-resolver";
import { text } from "../../../lib/texts";
import { errorMessage, notify } from "../../../lib/toast";
import { useChangePassword } from "../api/change-password";

type ChangeInput = z.input<typeof changePasswordForm>;
type ChangeValues = z.output<typeof changePasswordForm>;

/**
 * The Change password dialog: the current password, then the new one twice (the same pair as the reset page). On
 * success the other devices are signed out and the dialog says so.
 */
export function ChangePasswordModal({ user, ...control }: ModalControl & { user: CurrentUser }) {
  const { t } = useLingui();
  return (
    <Modal
      {...control}
      title={t`Change password`}
      description={t`Enter your current password, then choose a new one.`}
    >
      {/* Mounted per opening (Radix drops closed content), so the fields start empty each time. */}
      <ChangePasswordForm user={user} onDone={() => control.onOpenChange(false)} />
    </Modal>
  );
}

function ChangePasswordForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const { t } = useLingui();
  const change = useChangePassword(user._id);
  const [done, setDone] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    setError,
    formState: { errors },
  } = useForm<ChangeInput, unknown, ChangeValues>({
    resolver: formResolver(changePasswordForm),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onValid = ({ currentPassword, newPassword }: ChangeValues) => {
    setRefusal(null);
    // The API also refuses the most common passwords; the form checks what it can without that list.
    if (passwordMentionsOwner(newPassword, user)) {
      setError("newPassword", { message: text("passwordTooCommon") }, { shouldFocus: true });
      return;
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notify.success(t`Password changed`);
          setDone(true);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "wrong_password") {
            setError("currentPassword", { message: error.message }, { shouldFocus: true });
          } else if (error instanceof ApiError && error.code === "weak_password") {
            setError("newPassword", { message: error.message }, { shouldFocus: true });
          } else {
            setRefusal(errorMessage(error));
            notify.error(text("somethingWentWrong"));
          }
        },
      },
    );
  };

  const onInvalid = (invalid: FieldErrors<ChangeInput>) => {
    if (invalid.confirmPassword?.message === text("passwordsDoNotMatch")) {
      resetField("newPassword", { keepError: true });
      resetField("confirmPassword", { keepError: true });
    }
  };

  if (done) {
    return (
      <div role="status" className="text-center">
        <CircleCheck className="mx-auto size-12 text-positive-600" aria-hidden="true" />
        <p className="mt-4 text-lg font-semibold text-ink-900">
          <Trans>Your password has been changed.</Trans>
        </p>
        <p className="mt-1 text-ink-600">
          <Trans>We signed you out on every other device and e-mailed you about it.</Trans>
        </p>
        <button
          type="button"
          onClick={onDone}
          className="mt-5 font-semibold text-ink-900 underline underline-offset-4"
        >
          <Trans>Close</Trans>
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-4">
      {refusal && (
        <p
          role="alert"
          className="rounded-lg border border-negative-600/30 bg-red-50 p-3 text-sm text-ink-900"
        >
          {refusal}
        </p>
      )}
      <PasswordField
        label={t`Current Password`}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register("currentPassword")}
      />
      <NewPasswordFields
        password={register("newPassword")}
        confirmation={register("confirmPassword")}
        passwordError={errors.newPassword?.message}
        confirmationError={errors.confirmPassword?.message}
      />
      <SubmitButton busy={change.isPending} busyLabel={t`Changing Password...`}>
        <Trans>Change Password</Trans>
      </SubmitButton>
    </form>
  );
}
