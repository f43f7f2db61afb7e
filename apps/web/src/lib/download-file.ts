import { parseResponse } from "./api-client";
import { activeLocale } from "./i18n";
import { useSession } from "./session-store";

/**
 * Saves what the API answers at `path` (a CSV export, a PDF statement) as a file named `fileName`. The call carries
 * the session's token, which a plain link cannot, so the answer is read and handed to the browser as a download.
 * Rejects with the API's error when it refuses.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = useSession.getState().token;
  const response = await fetch(path, {
    credentials: "same-origin",
    headers: { "Accept-Language": activeLocale(), ...(token ? { token: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) await parseResponse(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
