import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../lib/query-client";
import { useSession } from "../../lib/session-store";
import { serveApi } from "../../test/api";
import { alan, olivia } from "../../test/backoffice-fixtures";
import { ada, resetSession, setSession } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";

beforeEach(() => {
  resetSession();
  queryClient.clear();
  serveApi();
});

const adminPaths = ["/admin", "/admin/customers", "/admin/customers/u_1", "/admin/audit", "/admin/staff"];

describe("back-office guards", () => {
  it.each(adminPaths)("sends a signed-out visitor from %s to /login", async (path) => {
    setSession(null);
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it.each(
    adminPaths,
  )("sends a customer from %s to /dashboard without showing the back office", async (path) => {
    setSession(ada);
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(screen.queryByText("Back Office")).not.toBeInTheDocument();
  });

  it("admits an operator to the review queue in the back-office layout, without staff management", async () => {
    setSession(olivia);
    const { router } = renderApp("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Review queue" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
    expect(screen.getByRole("link", { name: "Larkspur Back Office home" })).toHaveAttribute("href", "/admin");
    const nav = within(screen.getByRole("navigation", { name: "Back office" }));
    expect(nav.getByRole("link", { name: "Review queue" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Customers" })).not.toHaveAttribute("aria-current");
    expect(nav.getByRole("link", { name: "Audit log" })).toBeInTheDocument();
    expect(nav.queryByRole("link", { name: "Staff" })).not.toBeInTheDocument();
    expect(screen.getByText("Olivia Operator")).toBeInTheDocument();
  });

  it("sends an operator from staff management back to the review queue", async () => {
    setSession(olivia);
    const { router } = renderApp("/admin/staff");
    expect(await screen.findByRole("heading", { level: 1, name: "Review queue" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("admits an admin to staff management", async () => {
    setSession(alan);
    renderApp("/admin/staff");
    expect(await screen.findByRole("heading", { level: 1, name: "Staff" })).toBeInTheDocument();
    const nav = within(screen.getByRole("navigation", { name: "Back office" }));
    expect(nav.getByRole("link", { name: "Staff" })).toHaveAttribute("aria-current", "page");
  });

  it.each([
    "/login",
    "/signup",
    "/dashboard",
    "/transactions",
  ])("sends staff from %s to /admin", async (path) => {
    setSession(olivia);
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Review queue" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
  });
});

describe("signing in and out as staff", () => {
  it("lands staff on /admin after signing in", async () => {
    setSession(null);
    serveApi({
      "POST /api/auth/login": () => ({ token: "staff-token", others: olivia }),
      "GET /api/user": () => olivia,
    });
    const { router } = renderApp("/login");
    await userEvent.type(await screen.findByLabelText("Email address or account number"), olivia.email);
    await userEvent.type(screen.getByLabelText("Password"), "correct horse battery");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Review queue" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("signs out from the back office: revokes the token and goes home", async () => {
    setSession(olivia, "staff-token");
    const fetchMock = serveApi();
    const { router } = renderApp("/admin");
    await screen.findByRole("heading", { level: 1, name: "Review queue" });
    await userEvent.click(screen.getAllByRole("button", { name: "Sign Out" })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/auth/logout")).toBe(true);
    expect(useSession.getState().token).toBeNull();
  });
});
