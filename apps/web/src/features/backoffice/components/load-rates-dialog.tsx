import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { Modal, type ModalControl } from "../../../components/modal";
import { SaveOrCancel } from "../../../components/save-or-cancel";
import { formatDay } from "../../../lib/format";
import { errorMessage, notify } from "../../../lib/toast";
import { useLoadRates } from "../api/rates";
import { ReasonField } from "./reason-field";

/** An ECB rates file is a few kilobytes; anything far larger is not one. */
const maxFileBytes = 1_000_000;

/** Choose an ECB rates file (XML) and say why; the API checks and stages it for a second operator, audited. */
export function LoadRatesDialog({ open, onOpenChange }: ModalControl) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Load a rates file`}
      description={t`A daily reference rates file of the European Central Bank (eurofxref-daily.xml). It waits until another operator approves it; then its rates are kept beside the fetched ones (never replacing a day the ECB published), and the newest day is used for conversions.`}
    >
      <LoadRatesForm onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

/** Mounted afresh each time the dialog opens: no earlier file or reason lingers. */
function LoadRatesForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ file?: string; reason?: string }>({});
  const load = useLoadRates();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      file: !file
        ? t`Choose a rates file`
        : file.size > maxFileBytes
          ? t`This file is too large to be a rates file`
          : undefined,
      reason: reason.trim() === "" ? t`Reason is required` : undefined,
    };
    setErrors(found);
    if (!file || found.file || found.reason) return;
    const xml = await file.text();
    load.mutate(
      { xml, reason: reason.trim() },
      {
        onSuccess: ({ dates }) => {
          const newest = formatDay(dates[0]!);
          notify.success(t`Rates file of ${newest} staged: another operator must approve it`);
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-ink-900">
          <Trans>Rates file (XML)</Trans>
        </label>
        <input
          id={fileId}
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${fileId}-error` : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1.5 block w-full text-sm text-ink-900 file:mr-3 file:rounded-lg file:border file:border-ink-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
        />
        {errors.file && (
          <p id={`${fileId}-error`} className="mt-1.5 text-sm font-medium text-negative-600">
            {errors.file}
          </p>
        )}
      </div>
      <ReasonField
        label={t`Reason`}
        hint={t`Recorded in the audit log with your name.`}
        error={errors.reason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {load.isError && (
        <p role="alert" className="text-sm font-medium text-negative-600">
          {errorMessage(load.error)}
        </p>
      )}
      <SaveOrCancel busy={load.isPending} busyLabel={t`Loading...`} onCancel={onDone}>
        <Trans>Load rates</Trans>
      </SaveOrCancel>
    </form>
  );
}
