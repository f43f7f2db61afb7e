import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { serveApi } from "../test/api";
import { ada, resetSession, setSession } from "../test/fixtures";
import { renderApp } from "../test/render-app";

beforeEach(() => {
  resetSession();
  // Signed-in screens load their own data; give them an account with no history.
  serveApi();
});

const signedInOnly = [
  ["/dashboard", "Dashboard"],
  ["/profile", "My Profile"],
  ["/security", "Security"],
  ["/payment-methods", "Payment Methods"],
  ["/send-money", "Send Money"],
  ["/transactions", "All Transactions"],
  ["/statements", "Statements"],
  ["/receive", "Receive money"],
] as const;

const signedOutOnly = [
  ["/login", "Sign In"],
  ["/signup", "Sign Up"],
  ["/forgot-password", "Forgot Password"],
  ["/otp-verification", "Verify Your Email"],
  ["/passwordreset/abc123", "Reset Password"],
  ["/reset-password/abc123", "Reset Password"],
  ["/set-password/abc123", "Set your password"],
] as const;

const publicPages = [
  ["/", "Larkspur: Money that moves when you do"],
  ["/about-us", "About Us"],
  ["/contact-us", "Contact Us"],
  ["/fees", "Fees"],
  ["/help", "Help"],
] as const;

describe("route guards", () => {
  it.each(signedInOnly)("sends a signed-out visitor from %s to /login", async (path) => {
    setSession(null);
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it.each(signedInOnly)("shows %s to a signed-in customer", async (path, heading) => {
    setSession(ada);
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole("button", { name: /Hi, Ada/ })).toBeInTheDocument();
  });

  it.each(signedOutOnly)("sends a signed-in customer from %s to /dashboard", async (path) => {
    setSession(ada);
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it.each(signedOutOnly)("shows %s to a signed-out visitor", async (path, heading) => {
    setSession(null);
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(publicPages)("shows the public page %s to everyone", async (path, heading) => {
    setSession(ada);
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Dashboard" }).length).toBeGreaterThan(0);
  });
});

describe("not-found page", () => {
  it("answers any other path with its not-found texts, a Home button and a breadcrumb", async () => {
    setSession(null);
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Oops! The page you requested was not found!")).toBeInTheDocument();
    expect(
      screen.getByText("The page you are looking for was moved, removed, renamed or never existed."),
    ).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(main.querySelector('a[href="/"]')).toHaveTextContent("Home");
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(breadcrumb).toHaveTextContent("Home");
    expect(breadcrumb).toHaveTextContent("404");
  });
});

describe("navigation", () => {
  it("starts every new page at the top", async () => {
    setSession(null);
    renderApp("/fees");
    await screen.findByRole("heading", { level: 1, name: "Fees" });
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole("navigation", { name: "Main" }).querySelector('a[href="/help"]')!);
    await screen.findByRole("heading", { level: 1, name: "Help" });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })));
  });
});
