import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, serveApi } from "../../../test/api";
import { resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  resetSession();
  setSession(null);
  vi.clearAllMocks();
});

describe("forgot password", () => {
  it("sends the e-mail and says Email sent", async () => {
    const fetchMock = serveApi();
    await renderPage("/forgot-password");
    await userEvent.type(await screen.findByLabelText("Email Address"), "Ada@Example.com");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Email sent")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "If an account uses ada@example.com, a link to choose a new password is on its way. It works once, within 30 minutes.",
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/forgotpassword");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: "ada@example.com" });
  });

  it("says only Something went wrong when it fails", async () => {
    serveApi({ "POST /api/auth/forgotpassword": () => apiError(429, "Too many requests", "rate_limited") });
    await renderPage("/forgot-password");
    await userEvent.type(await screen.findByLabelText("Email Address"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Something went wrong"));
  });
});

describe("reset password", () => {
  it.each([
    "/passwordreset/tok123",
    "/reset-password/tok123",
  ])("applies the sign-up rules at %s", async (path) => {
    const fetchMock = serveApi();
    await renderPage(path);
    await userEvent.type(await screen.findByLabelText("New Password"), "short");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Password should be at least 8 characters long")).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("New Password"));
    await userEvent.type(screen.getByLabelText("New Password"), "long enough");
    await userEvent.type(screen.getByLabelText("Confirm Password"), "long enougH");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(screen.getByLabelText("New Password")).toHaveValue("");
    expect(screen.getByLabelText("Confirm Password")).toHaveValue("");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the new password to the link's token and goes to sign in after 2 s", async () => {
    const fetchMock = serveApi();
    const { router } = await renderPage("/passwordreset/tok123");
    await userEvent.type(await screen.findByLabelText("New Password"), "long enough");
    await userEvent.type(screen.getByLabelText("Confirm Password"), "long enough");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
      expect(await screen.findByText("Your password has been changed.")).toBeInTheDocument();
      expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/passwordreset/tok123");
      expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("PUT");
      await act(() => vi.advanceTimersByTimeAsync(2100));
      await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    } finally {
      vi.useRealTimers();
    }
  });

  it("says Something went wrong and offers a new link when the link is spent", async () => {
    serveApi({
      "PUT /api/auth/passwordreset/:resetToken": () =>
        apiError(400, "This reset link is not valid", "invalid_link"),
    });
    await renderPage("/passwordreset/old");
    await userEvent.type(await screen.findByLabelText("New Password"), "long enough");
    await userEvent.type(screen.getByLabelText("Confirm Password"), "long enough");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Something went wrong"));
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("shows the API's answer on a common password under the field, and the link stays usable", async () => {
    const tooCommon = "This password is too common. Choose a longer or less predictable one.";
    serveApi({ "PUT /api/auth/passwordreset/:resetToken": () => apiError(400, tooCommon, "weak_password") });
    await renderPage("/passwordreset/tok123");
    await userEvent.type(await screen.findByLabelText("New Password"), "iloveyou");
    await userEvent.type(screen.getByLabelText("Confirm Password"), "iloveyou");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText(tooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText("New Password")).toHaveAttribute("aria-invalid", "true");
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.queryByRole("link", { name: "Ask for a new link" })).not.toBeInTheDocument();
  });
});

describe("a new staff member's first password", () => {
  it("opens Set your password, not Reset Password, and sets it with the link's token", async () => {
    const fetchMock = serveApi();
    await renderPage("/set-password/tok123");
    expect(await screen.findByRole("heading", { name: "Set your password" })).toBeInTheDocument();
    expect(screen.queryByText(/Reset Password/)).not.toBeInTheDocument();
    expect(screen.queryByText(/New to Larkspur/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("New Password"), "long enough");
    await userEvent.type(screen.getByLabelText("Confirm Password"), "long enough");
    await userEvent.click(screen.getByRole("button", { name: "Set Password" }));
    expect(await screen.findByText("Your password is set.")).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/passwordreset/tok123");
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("PUT");
  });

  it("sends a staff member with a spent link to an administrator, not to the customers' form", async () => {
    serveApi({
      "PUT /api/auth/passwordreset/:resetToken": () =>
        apiError(400, "This link is not valid", "invalid_link"),
    });
    await renderPage("/set-password/old");
    await userEvent.type(await screen.findByLabelText("New Password"), "long enough");
    await userEvent.type(screen.getByLabelText("Confirm Password"), "long enough");
    await userEvent.click(screen.getByRole("button", { name: "Set Password" }));
    expect(
      await screen.findByText("This link is not valid or has expired. Ask an administrator for a new one."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Ask for a new link" })).not.toBeInTheDocument();
  });
});
