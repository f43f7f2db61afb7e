import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi, workLaptop } from "../../../test/api";
import { ada, passkeyResponse, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock("@simplewebauthn/browser", () => browser);

beforeEach(() => {
  resetSession();
  queryClient.clear();
  setSession(ada);
  vi.clearAllMocks();
  vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
});
afterEach(() => vi.unstubAllGlobals());

const overview = (passkeys: unknown[]) => ({ totp: false, passkeys, recoveryCodesLeft: 0, questions: [] });

async function passkeysCard() {
  await renderPage("/security");
  return screen.findByRole("region", { name: "Passkeys" });
}

describe("the Passkeys card", () => {
  it("says when there are none, then adds one under the name typed", async () => {
    let passkeys: unknown[] = [];
    const fetchMock = serveApi({ "GET /api/security": () => overview(passkeys) });
    browser.startRegistration.mockImplementation(async () => {
      passkeys = [{ ...workLaptop, name: "Home desktop" }];
      return passkeyResponse;
    });
    const card = await passkeysCard();
    expect(await within(card).findByText(/No passkeys yet/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Add a passkey" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a passkey" });
    await userEvent.type(within(dialog).getByLabelText("Passkey name"), "  Home desktop ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add passkey" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Passkey added"));
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: "Y2hhbGxlbmdl" } });
    expect(sentTo(fetchMock, "POST /api/security/passkeys")).toEqual([
      { name: "Home desktop", response: passkeyResponse },
    ]);
    expect(await within(card).findByText("Home desktop")).toBeInTheDocument();
    expect(within(card).getByText(/Not used yet/)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks for a name before the browser is asked", async () => {
    serveApi();
    const card = await passkeysCard();
    await userEvent.click(await within(card).findByRole("button", { name: "Add a passkey" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a passkey" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add passkey" }));
    expect(await within(dialog).findByText("Passkey name is required")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Passkey name"), "x".repeat(51));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add passkey" }));
    expect(await within(dialog).findByText("Passkey name must be at most 50 characters")).toBeInTheDocument();
    expect(browser.startRegistration).not.toHaveBeenCalled();
  });

  it("says so when the person cancels the browser's prompt, and when the server refuses", async () => {
    const fetchMock = serveApi({
      "POST /api/security/passkeys": () =>
        apiError(400, "This passkey could not be added. Please try again.", "passkey_refused"),
    });
    browser.startRegistration.mockRejectedValueOnce(
      Object.assign(new Error("cancelled"), { name: "NotAllowedError" }),
    );
    const card = await passkeysCard();
    await userEvent.click(await within(card).findByRole("button", { name: "Add a passkey" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a passkey" });
    await userEvent.type(within(dialog).getByLabelText("Passkey name"), "Phone");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add passkey" }));
    expect(await within(dialog).findByText(/the request was cancelled or timed out/)).toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/security/passkeys")).toEqual([]);
    browser.startRegistration.mockResolvedValueOnce(passkeyResponse);
    await userEvent.click(within(dialog).getByRole("button", { name: "Add passkey" }));
    expect(
      await within(dialog).findByText("This passkey could not be added. Please try again."),
    ).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("lists each passkey with when it was added and last used, renames and removes it", async () => {
    let passkeys = [{ ...workLaptop, lastUsedAt: "2026-04-01T09:30:00.000Z" }];
    const fetchMock = serveApi({
      "GET /api/security": () => overview(passkeys),
      "PATCH /api/security/passkeys/:id": ({ body }) => {
        passkeys = [{ ...passkeys[0]!, name: (body as { name: string }).name }];
        return passkeys[0];
      },
      "DELETE /api/security/passkeys/:id": () => {
        passkeys = [];
        return new Response(null, { status: 204 });
      },
    });
    const card = await passkeysCard();
    const list = await within(card).findByRole("list", { name: "Your passkeys" });
    expect(within(list).getByText("Work laptop")).toBeInTheDocument();
    expect(within(list).getByText(/Added Mar 5, 2026/)).toBeInTheDocument();
    expect(within(list).getByText(/Last used Apr 1, 2026/)).toBeInTheDocument();

    await userEvent.click(within(list).getByRole("button", { name: "Rename Work laptop" }));
    const rename = await screen.findByRole("dialog", { name: "Rename passkey" });
    const field = within(rename).getByLabelText("Passkey name");
    expect(field).toHaveValue("Work laptop");
    await userEvent.clear(field);
    await userEvent.type(field, "Old laptop");
    await userEvent.click(within(rename).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Passkey renamed"));
    expect(sentTo(fetchMock, "PATCH /api/security/passkeys/:id")).toEqual([{ name: "Old laptop" }]);
    expect(await within(card).findByText("Old laptop")).toBeInTheDocument();

    await userEvent.click(within(card).getByRole("button", { name: "Remove Old laptop" }));
    const remove = await screen.findByRole("dialog", { name: "Remove this passkey?" });
    expect(
      within(remove).getByText('You will no longer be able to sign in with "Old laptop".'),
    ).toBeInTheDocument();
    await userEvent.click(within(remove).getByRole("button", { name: "Remove passkey" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Passkey removed"));
    expect(await within(card).findByText(/No passkeys yet/)).toBeInTheDocument();
  });

  it("offers to try again when the list cannot be loaded", async () => {
    let fail = true;
    serveApi({
      "GET /api/security": () =>
        fail ? apiError(500, "Something went wrong", "internal") : overview([workLaptop]),
    });
    const card = await passkeysCard();
    expect(await within(card).findByText("Your passkeys could not be loaded")).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(card).getByRole("button", { name: "Try again" }));
    expect(await within(card).findByText("Work laptop")).toBeInTheDocument();
  });

  it("says when the browser cannot use passkeys", async () => {
    vi.stubGlobal("PublicKeyCredential", undefined);
    serveApi();
    const card = await passkeysCard();
    expect(await within(card).findByText("This browser does not support passkeys.")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Add a passkey" })).toBeDisabled();
  });
});
