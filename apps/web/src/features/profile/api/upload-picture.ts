import { uploads } from "@larkspur/shared/limits";
import { useSession } from "../../../lib/session-store";

export interface PictureUploadOptions {
  /** Whose upload it is: part of the resume fingerprint, so one browser never resumes another user's upload. */
  userId: string;
  onProgress: (percent: number) => void;
  /** Aborting stops the upload (it stays resumable). */
  signal: AbortSignal;
}

/**
 * Sends a picture over tus in 256 KiB chunks and resolves with its upload URL. Dropped connections are retried with
 * growing pauses; the upload URL is kept in local storage, so choosing the same file after a reload resumes it.
 */
export async function uploadPicture(file: File, { userId, onProgress, signal }: PictureUploadOptions) {
  // Loaded when a picture is chosen, so the profile page does not carry the tus client for everyone.
  const { defaultOptions, Upload } = await import("tus-js-client");
  const token = useSession.getState().token;
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: new URL(uploads.path, window.location.origin).href,
      chunkSize: uploads.chunkBytes,
      retryDelays: [...uploads.retryDelaysMs],
      headers: token ? { token: `Bearer ${token}` } : {},
      fingerprint: async (chosen, options) =>
        `${userId}:${await defaultOptions.fingerprint(chosen, options)}`,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
      onSuccess: () => (upload.url ? resolve(upload.url) : reject(new Error("The upload has no URL"))),
      onError: reject,
    });
    signal.addEventListener("abort", () => void upload.abort(), { once: true });
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (signal.aborted) return;
        const latest = previous[0];
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      })
      .catch(reject);
  });
}
