import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../lib/session-store";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { ada, passkeyResponse, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock("@simplewebauthn/browser", () => browser);

beforeEach(() => {
  resetSession();
  setSession(null);
  vi.clearAllMocks();
  vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
});
afterEach(() => vi.unstubAllGlobals());

const passkeyButton = () => screen.findByRole("button", { name: "Sign in with a passkey" });

describe("signing in with a passkey", () => {
  it("asks the browser for any passkey, with no address typed, and opens the dashboard", async () => {
    browser.startAuthentication.mockResolvedValue(passkeyResponse);
    const fetchMock = serveApi({ "POST /api/auth/passkey": () => ({ token: "pk-token", others: ada }) });
    const { router } = await renderPage("/login");
    await userEvent.click(await passkeyButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: "Y2hhbGxlbmdl" } });
    expect(sentTo(fetchMock, "POST /api/auth/passkey")).toEqual([{ response: passkeyResponse }]);
    expect(useSession.getState()).toMatchObject({ token: "pk-token", user: { currentUser: ada } });
  });

  it("says so when the person cancels, and shows the server's refusal", async () => {
    browser.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error("cancelled"), { name: "NotAllowedError" }),
    );
    serveApi({
      "POST /api/auth/passkey": () =>
        apiError(
          401,
          "This passkey could not sign you in. Try again, or sign in with your password.",
          "wrong_credentials",
        ),
    });
    await renderPage("/login");
    await userEvent.click(await passkeyButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(/cancelled or timed out/);
    browser.startAuthentication.mockResolvedValueOnce(passkeyResponse);
    await userEvent.click(await passkeyButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This passkey could not sign you in. Try again, or sign in with your password.",
    );
    expect(useSession.getState().token).toBeNull();
  });

  it("tells a disabled account to contact support", async () => {
    browser.startAuthentication.mockResolvedValue(passkeyResponse);
    serveApi({ "POST /api/auth/passkey": () => apiError(403, "Account disabled", "account_disabled") });
    await renderPage("/login");
    await userEvent.click(await passkeyButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Account disabled. Please contact support.");
  });

  it("says when the browser has no passkeys at all", async () => {
    vi.stubGlobal("PublicKeyCredential", undefined);
    const fetchMock = serveApi();
    await renderPage("/login");
    await userEvent.click(await passkeyButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("This browser does not support passkeys.");
    expect(sentTo(fetchMock, "POST /api/auth/passkey/options")).toEqual([]);
  });

  it("finishes the second step after the password with a passkey, when that is the customer's second factor", async () => {
    browser.startAuthentication.mockResolvedValue(passkeyResponse);
    const fetchMock = serveApi({
      "POST /api/auth/login": () => ({ mfaRequired: true, mfaToken: "pending", methods: ["passkey"] }),
      "POST /api/auth/login/mfa": () => ({ token: "two-step", others: ada }),
    });
    const { router } = await renderPage("/login");
    await userEvent.type(await screen.findByLabelText("Email address or account number"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "long enough");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Confirm it is you with one of your passkeys.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Authentication code")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Use a passkey" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(sentTo(fetchMock, "POST /api/auth/login/mfa/passkey/options")).toEqual([{ mfaToken: "pending" }]);
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: "c2Vjb25k" } });
    expect(sentTo(fetchMock, "POST /api/auth/login/mfa")).toEqual([
      { mfaToken: "pending", response: passkeyResponse },
    ]);
    expect(useSession.getState().token).toBe("two-step");
  });

  it("offers a passkey beside the authenticator's code when the customer has both", async () => {
    serveApi({
      "POST /api/auth/login": () => ({
        mfaRequired: true,
        mfaToken: "pending",
        methods: ["totp", "passkey"],
      }),
    });
    await renderPage("/login");
    await userEvent.type(await screen.findByLabelText("Email address or account number"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "long enough");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByLabelText("Authentication code")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Use a passkey" })).toBeInTheDocument();
  });
});
