import { Trans, useLingui } from "@lingui/react/macro";
import { Camera } from "lucide-react";
import type { ChangeEvent } from "react";
import { formatPercent } from "../../../lib/format";
import { text } from "../../../lib/texts";
import type { PictureUploadState } from "../use-picture-upload";

/**
 * The camera control on the avatar: a file input that takes images only, labelled for screen readers and reachable
 * by keyboard (Enter or Space opens the chooser); the round button around it shows where its focus is.
 */
export function CameraControl({ busy, onChoose }: { busy: boolean; onChoose: (file: File) => void }) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a failure) starts again.
    event.target.value = "";
    if (file) onChoose(file);
  };
  return (
    <label
      className={`absolute right-0 bottom-0 grid size-9 place-items-center rounded-full border-2 border-white bg-ink-900 text-white shadow focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ink-900 ${busy ? "cursor-wait opacity-60" : "cursor-pointer hover:bg-ink-700"}`}
    >
      <Camera className="size-4" aria-hidden="true" />
      <span className="sr-only">
        <Trans>Change profile picture</Trans>
      </span>
      <input type="file" accept="image/*" className="sr-only" disabled={busy} onChange={choose} />
    </label>
  );
}

/** "Uploading N%..." while the picture is on its way, then "Image updated". */
export function PictureUploadStatus({ state }: { state: PictureUploadState }) {
  const { t } = useLingui();
  const percent = state.phase === "uploading" ? formatPercent(state.percent) : "";
  const status =
    state.phase === "uploading"
      ? t`Uploading ${percent}...`
      : state.phase === "saved"
        ? text("imageUpdated")
        : "";
  return (
    <p role="status" className="mt-2 text-sm font-medium text-ink-700">
      {status}
    </p>
  );
}
