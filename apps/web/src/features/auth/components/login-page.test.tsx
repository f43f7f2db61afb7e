import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../../lib/i18n";
import { useSession } from "../../../lib/session-store";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";
import { pendingEmail } from "../pending-email";
import { identifierProblem } from "./login-page";

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

describe("the identifier's rules", () => {
  it("name the problem of an account number or an e-mail address in the shared rules' words", () => {
    expect(identifierProblem("912345678901")).toBeNull();
    expect(identifierProblem("812345678901")).toBe("Enter a 12-digit account number starting with 9");
    expect(identifierProblem("ada@example.com")).toBeNull();
    expect(identifierProblem("ada@")).toBe("Enter a valid email address");
    expect(identifierProblem(`${"a".repeat(250)}@example.com`)).toBe("Email address is too long");
  });
});

describe("sign-in form in Spanish", () => {
  beforeEach(() => activateLocale("es"));
  afterEach(() => activateLocale("en-US"));

  it("speaks Spanish, checks the identifier in Spanish and asks the API for Spanish answers", async () => {
    const fetchMock = serveApi({
      "POST /api/auth/login": () => apiError(401, "Credenciales incorrectas", "wrong_credentials"),
    });
    await renderPage("/login");
    expect(screen.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(
      await screen.findByText("Introduzca su correo electrónico o número de cuenta"),
    ).toBeInTheDocument();
    expect(screen.getByText("La contraseña es obligatoria")).toBeInTheDocument();
    const identifier = screen.getByLabelText("Correo electrónico o número de cuenta");
    await userEvent.type(identifier, "12345");
    expect(
      await screen.findByText("Introduzca un número de cuenta de 12 dígitos que empiece por 9"),
    ).toBeInTheDocument();
    await userEvent.clear(identifier);
    await userEvent.type(identifier, "ada@example.com");
    await userEvent.type(screen.getByLabelText("Contraseña"), "long enough");
    await userEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Credenciales incorrectas"));
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ "Accept-Language": "es" });
  });
});

describe("the second step", () => {
  const secondStepAnswer = () => ({ mfaRequired: true, mfaToken: "mfa-1", methods: ["totp"] });

  it("asks for a code from the authenticator app after the password, then signs in", async () => {
    const fetchMock = serveApi({ "POST /api/auth/login": secondStepAnswer });
    const { router } = await renderPage("/login");
    await signIn("ada@example.com");
    expect(await screen.findByRole("heading", { name: "2-Step Verification" })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    await userEvent.type(screen.getByLabelText("Authentication code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(sentTo(fetchMock, "POST /api/auth/login/mfa")).toEqual([{ mfaToken: "mfa-1", code: "123456" }]);
  });

  it("takes a recovery code instead, and shows a wrong one with the tries left", async () => {
    const fetchMock = serveApi({
      "POST /api/auth/login": secondStepAnswer,
      "POST /api/auth/login/mfa": () =>
        apiError(400, "That code is not right. 4 tries left.", "invalid_code"),
    });
    await renderPage("/login");
    await signIn("ada@example.com");
    await userEvent.click(await screen.findByRole("button", { name: "Use a recovery code" }));
    await userEvent.type(screen.getByLabelText("Recovery code"), "abcde-fghjk");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("That code is not right. 4 tries left.")).toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/auth/login/mfa")).toEqual([
      { mfaToken: "mfa-1", code: "abcde-fghjk" },
    ]);
  });

  it("goes back to the password when the sign-in has expired", async () => {
    serveApi({
      "POST /api/auth/login": secondStepAnswer,
      "POST /api/auth/login/mfa": () =>
        apiError(401, "This sign-in has expired. Sign in again with your password.", "invalid_token"),
    });
    await renderPage("/login");
    await signIn("ada@example.com");
    await userEvent.type(await screen.findByLabelText("Authentication code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This sign-in has expired. Sign in again with your password.",
    );
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });
});
