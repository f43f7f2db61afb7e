import { timings } from "@larkspur/shared/limits";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UploadOptions } from "tus-js-client";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

/** tus-js-client stand-in: each started upload waits for the test to report progress, success or failure. */
const tus = vi.hoisted(() => ({
  started: [] as { url: string | null; options: UploadOptions; file: File }[],
}));
vi.mock("tus-js-client", () => ({
  defaultOptions: { fingerprint: async (file: File) => `fp-${file.name}` },
  Upload: class {
    url: string | null = null;
    constructor(
      readonly file: File,
      readonly options: UploadOptions,
    ) {}
    findPreviousUploads = async () => [];
    resumeFromPreviousUpload() {}
    start() {
      tus.started.push(this);
    }
    abort = async () => {};
  },
}));

const reload = vi.fn();
const uploadUrl = "http://localhost:3000/api/uploads/0123456789abcdef0123456789abcdef";
const picture = new File([new Uint8Array(600_000)], "me.jpg", { type: "image/jpeg" });

beforeEach(() => {
  resetSession();
  setSession(ada);
  vi.clearAllMocks();
  tus.started.length = 0;
  vi.stubGlobal("location", { ...window.location, reload });
});

async function chooser() {
  await renderPage("/profile");
  return screen.findByLabelText("Change profile picture");
}

const lastUpload = () => {
  const upload = tus.started.at(-1);
  if (!upload) throw new Error("no upload started");
  return upload;
};

describe("profile picture", () => {
  it("offers a labelled, keyboard-reachable chooser for image files only", async () => {
    serveApi();
    const input = await chooser();
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/*");
    expect(input).toBeEnabled();
    input.focus();
    expect(input).toHaveFocus();

    await userEvent.upload(input, new File(["just text"], "notes.txt", { type: "text/plain" }));
    expect(tus.started).toHaveLength(0);
  });

  it("uploads at once in 256 KiB chunks, shows the percentage, saves the picture and reloads after 1.8 s", async () => {
    // Both moments are taken on a fake clock when they happen: the save when the server answers it, the reload
    // when it is asked for.
    let savedAt = 0;
    let reloadedAt = 0;
    const fetchMock = serveApi({
      "PUT /api/user/:userId": () => {
        savedAt = Date.now();
        return { ...ada, picture: "/api/uploads/abc.webp" };
      },
    });
    reload.mockImplementation(() => {
      reloadedAt = Date.now();
    });
    await userEvent.upload(await chooser(), picture);

    await waitFor(() => expect(tus.started).toHaveLength(1));
    const { options, file } = lastUpload();
    expect(file).toBe(picture);
    expect(options.chunkSize).toBe(262_144);
    expect(options.retryDelays?.length).toBeGreaterThan(2);
    expect(options.headers).toEqual({ token: "Bearer good-token" });
    expect(options.endpoint).toBe(`${window.location.origin}/api/uploads`);
    expect(await options.fingerprint?.(picture, options)).toBe("u_1:fp-me.jpg");
    expect(screen.getByLabelText("Change profile picture")).toBeDisabled();

    act(() => options.onProgress?.(262_144, 600_000));
    expect(screen.getByText("Uploading 43%...")).toHaveAttribute("role", "status");
    act(() => options.onProgress?.(600_000, 600_000));
    expect(screen.getByText("Uploading 100%...")).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => {
        lastUpload().url = uploadUrl;
        options.onSuccess?.({ lastResponse: {} as never });
      });
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Image updated"));
      expect(screen.getByText("Image updated")).toBeInTheDocument();
      expect(sentTo(fetchMock, "PUT /api/user/:userId")).toEqual([{ picture: uploadUrl }]);
      expect(fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")?.[0]).toBe("/api/user/u_1");

      await act(() => vi.advanceTimersByTimeAsync(timings.reloadMs));
      await waitFor(() => expect(reload).toHaveBeenCalledOnce());
      expect(reloadedAt - savedAt).toBeGreaterThanOrEqual(timings.reloadMs);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says Something went wrong and stops when the upload fails", async () => {
    const fetchMock = serveApi();
    const input = await chooser();
    await userEvent.upload(input, picture);
    await waitFor(() => expect(tus.started).toHaveLength(1));

    act(() => lastUpload().options.onError?.(new Error("tus: unexpected response while creating upload")));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Something went wrong"));
    expect(screen.queryByText(/Uploading/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
    expect(input).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("says Something went wrong when the picture cannot be saved", async () => {
    serveApi({
      "PUT /api/user/:userId": () =>
        apiError(400, "The picture must be the URL of one of your finished uploads.", "validation_error"),
    });
    await userEvent.upload(await chooser(), picture);
    await waitFor(() => expect(tus.started).toHaveLength(1));
    act(() => {
      lastUpload().url = uploadUrl;
      lastUpload().options.onSuccess?.({ lastResponse: {} as never });
    });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Something went wrong"));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.queryByText("Image updated")).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
