import type { ErrorCode } from "@larkspur/shared/errors";
import { limits, uploads } from "@larkspur/shared/limits";
import type { Server } from "@tus/server";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import type { Text } from "../../lib/i18n";
import { onFirstUse } from "../../lib/on-first-use";
import { tusServerModule } from "./upload-stores";
import {
  assertOwnUnfinishedUpload,
  cancelUpload,
  finishUpload,
  pictureTooLarge,
  startUpload,
} from "./uploads.service";

/** Runs one tus request for a signed-in user (none for OPTIONS) and answers tus's response. */
export type TusHandler = (request: Request, userId: string | undefined) => Promise<Response>;

/**
 * The tus protocol server for picture uploads. Every hook knows the user through the request it was handed, so an
 * upload is recorded for its owner when created and nobody else can read its offset, continue or end it. The server
 * is made by the first tus request, with the stores (`uploadStoresOnFirstUse`), so that a process that handles no
 * upload never loads tus.
 */
export function createTusHandler(ctx: AppContext): TusHandler {
  const uploaders = new WeakMap<Request, string>();
  const uploaderOf = (request: Request) => {
    const userId = uploaders.get(request);
    if (!userId) throw new AppError("unauthenticated", "error.notAuthenticated");
    return userId;
  };
  const server = onFirstUse(() => createTusServer(ctx, uploaderOf));
  return async (request, userId) => {
    if (userId) uploaders.set(request, userId);
    return (await server()).handleWeb(request);
  };
}

async function createTusServer(ctx: AppContext, uploaderOf: (request: Request) => string): Promise<Server> {
  const [{ EVENTS, Server }, { incoming }] = await Promise.all([tusServerModule(), ctx.files()]);
  const server = new Server({
    path: uploads.path,
    datastore: incoming,
    maxSize: limits.pictureMaxBytes,
    // The client resolves a relative Location against the address it used, which stays right behind any proxy.
    relativeLocation: true,
    // Same origin only: no Access-Control-Allow-Origin for anyone else.
    allowedOrigins: [],
    disableTerminationForFinishedUploads: true,
    async onIncomingRequest(request, id) {
      // A POST names a brand-new id; onUploadCreate records it.
      if (request.method !== "POST") await assertOwnUnfinishedUpload(ctx, uploaderOf(request), id);
    },
    async onUploadCreate(request, upload) {
      await startUpload(ctx, uploaderOf(request), upload.id, upload.sizeIsDeferred ? undefined : upload.size);
      return {};
    },
    async onUploadFinish(_request, upload) {
      await finishUpload(ctx, upload.id);
      return {};
    },
    onResponseError(_request, error) {
      if (error instanceof AppError) {
        return {
          status_code: error.statusCode,
          body: JSON.stringify({ text: error.text, code: error.code }),
        };
      }
      if (!("status_code" in error)) ctx.log.error({ err: error }, "Upload request failed");
      return undefined;
    },
  });
  server.on(EVENTS.POST_TERMINATE, (_request, _response, id) => {
    cancelUpload(ctx, id).catch((error) =>
      ctx.log.error({ err: error, id }, "Could not record a cancelled upload"),
    );
  });
  return server;
}

export interface TusError {
  status: number;
  code: ErrorCode;
  text: Text;
}

/**
 * tus answers its own protocol errors in plain text; the API always answers `{ message, code }`, the message in the
 * caller's language. A status tus uses for what it does not support (501) is the client's doing here, so it becomes
 * 400.
 */
export function tusError(status: number, body: string): TusError {
  try {
    const parsed = JSON.parse(body) as Partial<Omit<TusError, "status">>;
    if (parsed.text && parsed.code) return { status, code: parsed.code, text: parsed.text };
  } catch {
    // Plain text from tus itself: described below by its status.
  }
  const known: Record<number, [ErrorCode, Text]> = {
    404: ["not_found", { id: "error.noSuchUpload" }],
    409: ["conflict", { id: "error.uploadOffset" }],
    410: ["upload_expired", { id: "error.uploadExpired" }],
    413: ["payload_too_large", pictureTooLarge().text],
  };
  const match = known[status];
  if (match) return { status, code: match[0], text: match[1] };
  if (status >= 500 && status !== 501) {
    return { status, code: "internal", text: { id: "error.somethingWentWrong" } };
  }
  return {
    status: status === 501 ? 400 : status,
    code: "validation_error",
    text: { id: "error.notATusRequest" },
  };
}
