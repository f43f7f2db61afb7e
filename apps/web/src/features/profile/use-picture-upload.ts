import { timings } from "@larkspur/shared/limits";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { useEffect, useRef, useState } from "react";
import { text } from "../../lib/texts";
import { notify } from "../../lib/toast";
import { useUpdateUser } from "./api/update-user";
import { uploadPicture } from "./api/upload-picture";

export type PictureUploadState =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number }
  | { phase: "saved" }
  | { phase: "failed" };

/**
 * Picture upload: the chosen file uploads at once with its progress, then becomes the user's
 * picture: "Image updated" and a reload after 1.8 s. Any failure says "Something went wrong" and stops uploading.
 */
export function usePictureUpload(user: CurrentUser) {
  const [state, setState] = useState<PictureUploadState>({ phase: "idle" });
  const save = useUpdateUser(user._id);
  const stop = useRef<AbortController | null>(null);

  useEffect(() => () => stop.current?.abort(), []);

  useEffect(() => {
    if (state.phase !== "saved") return;
    const timer = setTimeout(() => window.location.reload(), timings.reloadMs);
    return () => clearTimeout(timer);
  }, [state.phase]);

  async function start(file: File) {
    stop.current?.abort();
    const controller = new AbortController();
    stop.current = controller;
    setState({ phase: "uploading", percent: 0 });
    try {
      const url = await uploadPicture(file, {
        userId: user._id,
        signal: controller.signal,
        onProgress: (percent) => setState({ phase: "uploading", percent }),
      });
      await save.mutateAsync({ picture: url });
      notify.success(text("imageUpdated"));
      setState({ phase: "saved" });
    } catch {
      controller.abort();
      notify.error(text("somethingWentWrong"));
      setState({ phase: "failed" });
    }
  }

  return { state, start };
}
