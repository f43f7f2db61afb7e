import { limits } from "@larkspur/shared/limits";
import type { PasskeySummary } from "@larkspur/shared/schemas/security";
import { Trans, useLingui } from "@lingui/react/macro";
import { Fingerprint, KeyRound } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ConfirmRemovalModal } from "../../../components/confirm-removal-modal";
import { ErrorState } from "../../../components/error-state";
import { ApiError } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { errorMessage, notify } from "../../../lib/toast";
import { useAddPasskey } from "../api/add-passkey";
import { useRemovePasskey } from "../api/remove-passkey";
import { useRenamePasskey } from "../api/rename-passkey";
import { useSecurityOverview } from "../api/security-overview";
import { type PasskeyNameForm, PasskeyNameModal } from "./passkey-name-modal";

/** Whether this browser can make and use passkeys at all (WebAuthn). */
const browserHasPasskeys = () =>
  typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

/** The browser's own refusals carry a DOMException name; the server's come as an ApiError with its message. */
function useAddRefusal() {
  const { t } = useLingui();
  return (error: unknown): string => {
    if (error instanceof ApiError) return error.message;
    const name = error instanceof Error ? error.name : "";
    if (name === "NotAllowedError" || name === "AbortError") {
      return t`The passkey was not added: the request was cancelled or timed out. You can try again.`;
    }
    if (name === "InvalidStateError") return t`This device already holds a passkey for your account.`;
    return t`This browser could not create a passkey. Try again, or use another device.`;
  };
}

type Dialog =
  | { kind: "add" }
  | { kind: "rename"; passkey: PasskeySummary }
  | { kind: "remove"; passkey: PasskeySummary };

/** The Passkeys card of /security: add one under a name, see when each was added and last used, rename, remove. */
export function PasskeysCard() {
  const { t } = useLingui();
  const overview = useSecurityOverview();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const passkeys = overview.data?.passkeys ?? [];
  const supported = browserHasPasskeys();
  const most = limits.passkeysMax;
  const full = passkeys.length >= most;

  return (
    <section aria-labelledby="passkeys-title" className="rounded-2xl border border-ink-200 bg-white p-6">
      <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
        <Fingerprint className="size-5" aria-hidden="true" />
      </span>
      <h2 id="passkeys-title" className="mt-4 text-lg font-semibold text-ink-900">
        <Trans>Passkeys</Trans>
      </h2>
      <p className="mt-1 text-ink-600">
        <Trans>Sign in with your fingerprint, face or screen lock instead of your password.</Trans>
      </p>
      <div className="mt-5">
        {overview.isPending ? (
          <p role="status" className="text-sm text-ink-600">
            <Trans>Loading your passkeys...</Trans>
          </p>
        ) : overview.isError ? (
          <ErrorState title={t`Your passkeys could not be loaded`} query={overview} />
        ) : passkeys.length === 0 ? (
          <p className="text-sm text-ink-600">
            <Trans>No passkeys yet. Add one to sign in without typing your password.</Trans>
          </p>
        ) : (
          <ul
            aria-label={t`Your passkeys`}
            className="divide-y divide-ink-200 rounded-xl border border-ink-200"
          >
            {passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                onRename={() => setDialog({ kind: "rename", passkey })}
                onRemove={() => setDialog({ kind: "remove", passkey })}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => setDialog({ kind: "add" })}
          disabled={!supported || full || !overview.isSuccess}
          aria-describedby={!supported || full ? "passkeys-add-note" : undefined}
          className={buttonClass("outline", "sm")}
        >
          <Trans>Add a passkey</Trans>
        </button>
        {!supported ? (
          <span id="passkeys-add-note" className="text-sm text-ink-600">
            <Trans>This browser does not support passkeys.</Trans>
          </span>
        ) : (
          full && (
            <span id="passkeys-add-note" className="text-sm text-ink-600">
              <Trans>You have added the most passkeys allowed ({most}). Remove one to add another.</Trans>
            </span>
          )
        )}
      </div>
      <AddPasskeyModal open={dialog?.kind === "add"} onClose={close} />
      {dialog?.kind === "rename" && <RenamePasskeyModal passkey={dialog.passkey} onClose={close} />}
      {dialog?.kind === "remove" && <RemovePasskeyModal passkey={dialog.passkey} onClose={close} />}
    </section>
  );
}

function PasskeyRow({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: PasskeySummary;
  onRename: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const added = formatDate(passkey.createdAt);
  const lastUsed = passkey.lastUsedAt ? formatDate(passkey.lastUsedAt) : null;
  const name = passkey.name;
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <KeyRound className="size-5 shrink-0 text-ink-600" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink-900">{name}</p>
        <p className="text-sm text-ink-600">
          <Trans>Added {added}</Trans>
          {" · "}
          {lastUsed ? <Trans>Last used {lastUsed}</Trans> : <Trans>Not used yet</Trans>}
        </p>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={onRename}
          aria-label={t`Rename ${name}`}
          className={buttonClass("ghost", "sm")}
        >
          <Trans>Rename</Trans>
        </button>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t`Remove ${name}`}
          className={buttonClass("ghost", "sm")}
        >
          <Trans>Remove</Trans>
        </button>
      </div>
    </li>
  );
}

function AddPasskeyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const add = useAddPasskey();
  const refusal = useAddRefusal();
  const form: PasskeyNameForm = {
    title: t`Add a passkey`,
    description: t`Give it a name you will recognise, then follow your browser's steps.`,
    submitLabel: t`Add passkey`,
    busyLabel: t`Adding passkey...`,
    busy: add.isPending,
    onSave: async (name) => {
      try {
        await add.mutateAsync(name);
        notify.success(t`Passkey added`);
        onClose();
        return null;
      } catch (error) {
        return refusal(error);
      }
    },
  };
  return <PasskeyNameModal open={open} onOpenChange={(next) => !next && onClose()} form={form} />;
}

function RenamePasskeyModal({ passkey, onClose }: { passkey: PasskeySummary; onClose: () => void }) {
  const { t } = useLingui();
  const rename = useRenamePasskey();
  const form: PasskeyNameForm = {
    title: t`Rename passkey`,
    description: t`Choose a name you will recognise.`,
    submitLabel: t`Save`,
    busyLabel: t`Saving...`,
    initialName: passkey.name,
    busy: rename.isPending,
    onSave: async (name) => {
      try {
        await rename.mutateAsync({ id: passkey.id, name });
        notify.success(t`Passkey renamed`);
        onClose();
        return null;
      } catch (error) {
        return errorMessage(error);
      }
    },
  };
  return <PasskeyNameModal open onOpenChange={(next) => !next && onClose()} form={form} />;
}

function RemovePasskeyModal({ passkey, onClose }: { passkey: PasskeySummary; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useRemovePasskey();
  const name = passkey.name;
  return (
    <ConfirmRemovalModal
      title={t`Remove this passkey?`}
      description={t`You will no longer be able to sign in with "${name}".`}
      removeLabel={<Trans>Remove passkey</Trans>}
      busy={remove.isPending}
      busyLabel={t`Removing...`}
      onRemove={(refuse) =>
        remove.mutate(passkey.id, {
          onSuccess: () => {
            notify.success(t`Passkey removed`);
            onClose();
          },
          onError: (error) => refuse(errorMessage(error)),
        })
      }
      onClose={onClose}
    />
  );
}
