import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../lib/session-store";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";
import { pendingEmail } from "../pending-email";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  resetSession();
  setSession(null);
  sessionStorage.clear();
  vi.clearAllMocks();
});

async function signIn(identifier: string, password = "long enough") {
  await userEvent.type(await screen.findByLabelText("Email address or account number"), identifier);
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("sign-in form", () => {
  it("asks for both fields and checks the identifier's shape", async () => {
    const fetchMock = serveApi();
    await renderPage("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Enter your email address or account number")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Email address or account number"), "12345");
    expect(await screen.findByText("Enter a 12-digit account number starting with 9")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs in by e-mail, stores the token and the user, and opens the dashboard", async () => {
    const fetchMock = serveApi({ "POST /api/auth/login": () => ({ token: "t0k", others: ada }) });
    const { router } = await renderPage("/login");
    await signIn("Ada@Example.com");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(sentTo(fetchMock, "POST /api/auth/login")).toEqual([
      { email: "ada@example.com", password: "long enough" },
    ]);
    expect(useSession.getState()).toMatchObject({
      token: "t0k",
      user: { currentUser: ada, isAuthenticated: true },
    });
  });

  it("treats a numeric identifier as an account number", async () => {
    const fetchMock = serveApi({ "POST /api/auth/login": () => ({ token: "t0k", others: ada }) });
    await renderPage("/login");
    await signIn("912345678901");
    await waitFor(() => expect(useSession.getState().token).toBe("t0k"));
    expect(sentTo(fetchMock, "POST /api/auth/login")).toEqual([
      { accountNumber: "912345678901", password: "long enough" },
    ]);
  });

  it("shows the disabled-account text", async () => {
    serveApi({ "POST /api/auth/login": () => apiError(403, "Account disabled", "account_disabled") });
    await renderPage("/login");
    await signIn("ada@example.com");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Account disabled. Please contact support."),
    );
    expect(useSession.getState().token).toBeNull();
  });

  it("shows the server's text for wrong credentials", async () => {
    serveApi({ "POST /api/auth/login": () => apiError(401, "Wrong credentials", "wrong_credentials") });
    await renderPage("/login");
    await signIn("ada@example.com");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Wrong credentials"));
  });

  it("sends an unverified customer to the code screen, keeping the e-mail out of the URL", async () => {
    serveApi({
      "POST /api/auth/login": () => apiError(403, "Please verify your email address.", "unverified"),
    });
    const { router } = await renderPage("/login");
    await signIn("ada@example.com");
    await waitFor(() => expect(router.state.location.pathname).toBe("/otp-verification"));
    expect(router.state.location.search).toBe("");
    expect(pendingEmail()).toBe("ada@example.com");
    expect(toast.info).toHaveBeenCalledWith("Please verify your email address.");
  });
});
