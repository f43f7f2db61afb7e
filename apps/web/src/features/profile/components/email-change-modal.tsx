import { timings } from "@larkspur/shared/limits";
import { otp } from "@larkspur/shared/schemas/fields";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { Trans, useLingui } from "@lingui/react/macro";
import { MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { buttonClass } from "../../../components/button-styles";
import { CodeField, TextField } from "../../../components/form-field";
import { Modal, type ModalControl } from "../../../components/modal";
import { SubmitButton } from "../../../components/submit-button";
import { ApiError } from "../../../lib/api-error";
import { formResolver } from "../../../lib/form-resolver";
import { text } from "../../../lib/texts";
import { errorMessage, notify } from "../../../lib/toast";
import { useUpdateUser } from "../api/update-user";
import { useVerifyEmailChange } from "../api/verify-email-change";
import { emailForm } from "../profile-forms";

type EmailValues = z.output<typeof emailForm>;

/** Where a change stands: choosing the address, then entering the code mailed to it. */
type Step = { name: "address" } | { name: "code"; email: string; message: string };

/**
 * The Email Address dialog. A new address is not used until the code mailed to it comes back: the first step saves
 * the request and says where the code went, the second takes the code; "Changes saved" and a reload follow.
 */
export function EmailChangeModal({
  open,
  onOpenChange,
  user,
}: ModalControl & {
  user: CurrentUser;
}) {
  const { t } = useLingui();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`Email Address`}>
      {/* Mounted per opening (Radix drops closed content), so each change starts from the saved address. */}
      <EmailChange user={user} />
    </Modal>
  );
}

function EmailChange({ user }: { user: CurrentUser }) {
  const [step, setStep] = useState<Step>({ name: "address" });
  if (step.name === "address") {
    return (
      <AddressStep user={user} onCodeSent={(email, message) => setStep({ name: "code", email, message })} />
    );
  }
  return (
    <CodeStep
      user={user}
      email={step.email}
      message={step.message}
      onResent={(message) => setStep({ ...step, message })}
      onBack={() => setStep({ name: "address" })}
    />
  );
}

function AddressStep({
  user,
  onCodeSent,
}: {
  user: CurrentUser;
  onCodeSent: (email: string, message: string) => void;
}) {
  const { t } = useLingui();
  const update = useUpdateUser(user._id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<EmailValues>({ resolver: formResolver(emailForm), defaultValues: { email: user.email } });

  const onValid = ({ email }: EmailValues) =>
    update.mutate(
      { email },
      {
        onSuccess: (answer) => {
          if ("message" in answer) onCodeSent(email, answer.message);
          else notify.success(text("changesSaved"));
        },
        onError: (error) => {
          notify.error(text("somethingWentWrong"));
          if (error instanceof ApiError && error.status === 400)
            setError("email", { message: error.message });
        },
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <p className="text-sm text-ink-600">
        <Trans>
          We will e-mail a code to the new address. Your current address stays in use until you enter it.
        </Trans>
      </p>
      <TextField
        label={t`Email Address`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      {isDirty && (
        <SubmitButton busy={update.isPending} busyLabel={t`Saving Changes...`}>
          <Trans>Save Changes</Trans>
        </SubmitButton>
      )}
    </form>
  );
}

const codeForm = z.object({ otp });
type CodeInput = z.input<typeof codeForm>;
type CodeValues = z.output<typeof codeForm>;

function CodeStep({
  user,
  email,
  message,
  onResent,
  onBack,
}: {
  user: CurrentUser;
  email: string;
  message: string;
  onResent: (message: string) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const verify = useVerifyEmailChange(user._id);
  const resend = useUpdateUser(user._id);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<CodeInput, unknown, CodeValues>({
    resolver: formResolver(codeForm),
    defaultValues: { otp: "" },
  });

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => window.location.reload(), timings.reloadMs);
    return () => clearTimeout(timer);
  }, [saved]);

  const onValid = (values: CodeValues) =>
    verify.mutate(Number(values.otp), {
      onSuccess: () => {
        notify.success(text("changesSaved"));
        setSaved(true);
      },
      onError: (error) => setError("otp", { message: errorMessage(error) }, { shouldFocus: true }),
    });

  const sendAgain = () =>
    resend.mutate(
      { email },
      {
        onSuccess: (answer) => {
          clearErrors("otp");
          if ("message" in answer) onResent(answer.message);
          notify.info(t`We sent a new code.`);
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  if (saved) {
    return (
      <p role="status" className="text-sm font-medium text-positive-600">
        {text("changesSaved")}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <div role="status" className="flex gap-3 rounded-lg bg-accent-50 p-3 text-sm text-ink-900">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
        <p>{message}</p>
      </div>
      <CodeField error={errors.otp?.message} autoFocus {...register("otp")} />
      <SubmitButton busy={verify.isPending} busyLabel={t`Verifying...`}>
        <Trans>Verify</Trans>
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" onClick={onBack} className={buttonClass("ghost", "sm")}>
          <Trans>Use a different address</Trans>
        </button>
        <button
          type="button"
          onClick={sendAgain}
          disabled={resend.isPending}
          className={buttonClass("ghost", "sm")}
        >
          {resend.isPending ? <Trans>Sending...</Trans> : <Trans>Send a new code</Trans>}
        </button>
      </div>
    </form>
  );
}
