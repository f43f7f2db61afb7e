import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { heldAnswer, serveApi } from "../../../test/api";
import { resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";
import { pendingEmail, rememberPendingEmail } from "../pending-email";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  resetSession();
  setSession(null);
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe("code screen", () => {
  it("checks the code has 6 digits", async () => {
    rememberPendingEmail("ada@example.com");
    const fetchMock = serveApi();
    await renderPage("/otp-verification");
    await userEvent.type(await screen.findByLabelText("Verification code"), "12a");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("The code has 6 digits")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the remembered e-mail and the code as a number, then goes to sign in after 2 s", async () => {
    rememberPendingEmail("ada@example.com");
    const verification = heldAnswer();
    const fetchMock = serveApi({ "POST /api/auth/verify": verification.handler });
    const { router } = await renderPage("/otp-verification");
    await userEvent.type(await screen.findByLabelText("Verification code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("button", { name: "Confirming..." })).toBeDisabled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: "ada@example.com",
      otp: 123456,
    });

    // On a fake clock, taken when the server answers: the redirect is timed from the answer.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let signInShownAt = 0;
    const stopWatching = router.subscribe((state) => {
      if (state.location.pathname === "/login") signInShownAt ||= Date.now();
    });
    try {
      const answeredAt = Date.now();
      verification.answer({ message: "Account verified" });
      expect(await screen.findByText("Account Verified!")).toBeInTheDocument();
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Account Verified!"));
      // Whatever toast the way here left on screen (a "please verify" from signing in) goes first.
      expect(toast.dismiss.mock.invocationCallOrder[0]).toBeLessThan(
        toast.success.mock.invocationCallOrder[0]!,
      );
      expect(pendingEmail()).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
      expect(signInShownAt - answeredAt).toBeGreaterThanOrEqual(2000);
      expect(await screen.findByLabelText("Email address or account number")).toHaveValue("ada@example.com");
      expect(toast.success).toHaveBeenCalledTimes(1);
      expect(toast.info).not.toHaveBeenCalled();
    } finally {
      stopWatching();
      vi.useRealTimers();
    }
  });

  it("asks for the e-mail when it does not know it, and sends a new code on request", async () => {
    const fetchMock = serveApi();
    await renderPage("/otp-verification");
    const resend = await screen.findByRole("button", { name: "send a new code" });
    expect(resend).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Email Address"), "ada@example.com");
    await userEvent.click(resend);
    expect(await screen.findByText(/a new one is on its way/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/resend-code");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: "ada@example.com" });
    expect(screen.getByRole("button", { name: "send a new code" })).toBeDisabled();
  });
});
