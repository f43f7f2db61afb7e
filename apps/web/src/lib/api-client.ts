import type { ErrorCode } from "@larkspur/shared/errors";
import { ApiError, genericErrorMessage, isSessionEnded } from "./api-error";
import { activeLocale } from "./i18n";
import { useSession } from "./session-store";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON; a file (Blob) is sent as it is, with its own type. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the API on this origin (`/api/...`) with the stored token and resolves with the parsed JSON answer.
 * Rejects with an ApiError for a non-2xx answer, or with the fetch error when no answer came back.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, headers, signal } = options;
  const token = useSession.getState().token;
  const file = body instanceof Blob ? body : undefined;
  const response = await fetch(path, {
    method,
    signal,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      // The API answers its messages in the language the app is shown in, a signed-out visitor's pick included.
      "Accept-Language": activeLocale(),
      ...(body === undefined
        ? {}
        : { "Content-Type": file ? file.type || "application/octet-stream" : "application/json" }),
      ...(token ? { token: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : (file ?? JSON.stringify(body)),
  });
  try {
    return await parseResponse<T>(response);
  } catch (error) {
    // "Token is not valid!": the session ended (idle, too old or revoked); it can never work again.
    if (token && isSessionEnded(error)) useSession.getState().endSession();
    throw error;
  }
}

/** An answer of the API as `apiRequest` resolves it: the parsed JSON, or an ApiError when it is not 2xx. */
export async function parseResponse<T>(response: Response): Promise<T> {
  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

type Options = Omit<RequestOptions, "method" | "body">;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: "DELETE" }),
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, data: unknown): ApiError {
  if (typeof data === "object" && data !== null && "message" in data && typeof data.message === "string") {
    const code = "code" in data && typeof data.code === "string" ? (data.code as ErrorCode) : undefined;
    return new ApiError(status, data.message, code);
  }
  // A proxy or crash page instead of our JSON: the customer still gets the generic text.
  return new ApiError(status, genericErrorMessage(), undefined);
}
