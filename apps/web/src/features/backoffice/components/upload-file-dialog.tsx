import { limits } from "@larkspur/shared/limits";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { Modal, type ModalControl } from "../../../components/modal";
import { SaveOrCancel } from "../../../components/save-or-cancel";

interface UploadFileDialogProps extends ModalControl {
  title: string;
  description: string;
  fileLabel: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string;
  onUpload: (file: File) => void;
}

/** Choose one of the partner bank's XML files and send it; the API reads and checks it. */
export function UploadFileDialog({ open, onOpenChange, title, description, ...form }: UploadFileDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <UploadForm {...form} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}

/** Mounted afresh each time the dialog opens: no earlier file lingers. */
function UploadForm({
  fileLabel,
  submitLabel,
  busyLabel,
  busy,
  error,
  onUpload,
  onCancel,
}: Omit<UploadFileDialogProps, "open" | "onOpenChange" | "title" | "description"> & {
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const megabytes = limits.bankFileMaxBytes / 1024 / 1024;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = !file
      ? t`Choose a file`
      : file.size > limits.bankFileMaxBytes
        ? t`A bank file can be at most ${megabytes} MB.`
        : undefined;
    setProblem(found);
    if (file && !found) onUpload(file);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-ink-900">
          {fileLabel}
        </label>
        <input
          id={id}
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1.5 block w-full text-sm text-ink-900 file:mr-3 file:rounded-lg file:border file:border-ink-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
        />
        {problem && (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-negative-600">
            {problem}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-negative-600">
          {error}
        </p>
      )}
      <SaveOrCancel busy={busy} busyLabel={busyLabel} onCancel={onCancel}>
        {submitLabel}
      </SaveOrCancel>
    </form>
  );
}
