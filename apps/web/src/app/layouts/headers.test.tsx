import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../lib/i18n";
import { useSession } from "../../lib/session-store";
import { sentTo, serveApi } from "../../test/api";
import { ada, resetSession, setSession } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";

beforeEach(resetSession);

function header() {
  return within(screen.getByRole("banner"));
}

describe("public header", () => {
  it("offers Login and Sign Up to an anonymous visitor and highlights the current page", async () => {
    setSession(null);
    renderApp("/fees");
    await screen.findByRole("heading", { level: 1, name: "Fees" });
    const nav = within(screen.getByRole("navigation", { name: "Main" }));
    for (const label of ["Home", "About Us", "Fees", "Help", "Contact Us"]) {
      expect(nav.getByRole("link", { name: label })).toBeInTheDocument();
    }
    expect(nav.getByRole("link", { name: "Fees" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(header().getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(header().getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    expect(header().queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
  });

  it("offers a Dashboard button instead to a signed-in visitor", async () => {
    setSession(ada);
    renderApp("/");
    await screen.findByRole("navigation", { name: "Main" });
    expect(header().getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(header().queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    expect(header().queryByRole("link", { name: "Sign Up" })).not.toBeInTheDocument();
  });

  it("opens and closes the menu on small screens", async () => {
    setSession(null);
    renderApp("/");
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("navigation", { name: "Main (mobile)" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("signed-in header", () => {
  it("links the account screens and greets the customer by first name", async () => {
    setSession(ada);
    renderApp("/transactions");
    await screen.findByRole("heading", { level: 1, name: "All Transactions" });
    const nav = within(screen.getByRole("navigation", { name: "Account" }));
    for (const label of ["Dashboard", "Transactions", "Send Money", "Help", "Contact Us"]) {
      expect(nav.getByRole("link", { name: label })).toBeInTheDocument();
    }
    expect(nav.getByRole("link", { name: "Transactions" })).toHaveAttribute("aria-current", "page");
    expect(header().getByRole("link", { name: "Larkspur home" })).toHaveAttribute("href", "/");

    await userEvent.click(header().getByRole("button", { name: /Hi, Ada/ }));
    const menu = within(await screen.findByRole("menu"));
    expect(menu.getByRole("menuitem", { name: "My Profile" })).toHaveAttribute("href", "/profile");
    expect(menu.getByRole("menuitem", { name: "Security" })).toHaveAttribute("href", "/security");
    expect(menu.getByRole("menuitem", { name: "Payment Methods" })).toHaveAttribute(
      "href",
      "/payment-methods",
    );
    expect(menu.getByRole("menuitem", { name: "Need Help?" })).toHaveAttribute("href", "/help");
    expect(menu.getByRole("menuitem", { name: "Sign Out" })).toBeInTheDocument();
  });

  it("opens the menu from the keyboard before and after its code has arrived, and Escape gives the focus back", async () => {
    setSession(ada);
    renderApp("/transactions");
    await screen.findByRole("heading", { level: 1, name: "All Transactions" });
    const name = /Hi, Ada/;
    const button = header().getByRole("button", { name });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu");
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(header().getByRole("button", { name })).toHaveFocus();
    expect(header().getByRole("button", { name })).toHaveAttribute("aria-expanded", "false");

    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Sign Out" })).toBeInTheDocument();
    // The open menu hides the rest of the page from screen readers, the button included.
    expect(screen.getByText("Hi, Ada").closest("button")).toHaveAttribute("aria-expanded", "true");
  });

  it("signs out: revokes the token on the server, forgets it and goes home", async () => {
    setSession(ada, "live-token");
    // The dashboard loads its own data; only the sign-out call matters here.
    const fetchMock = serveApi();
    const { router } = renderApp("/dashboard");
    await userEvent.click(await screen.findByRole("button", { name: /Hi, Ada/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Sign Out" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const logout = fetchMock.mock.calls.find(([url]) => url === "/api/auth/logout");
    expect(logout?.[1]).toMatchObject({ method: "POST" });
    const headers = logout?.[1]?.headers as Record<string, string>;
    expect(headers.token).toBe("Bearer live-token");
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(useSession.getState().user).toMatchObject({ currentUser: null, isAuthenticated: false });
    expect(await screen.findByRole("link", { name: "Login" })).toBeInTheDocument();
  });
});

describe("footer", () => {
  it("links real pages, keeps placeholders inert and shows the current year", async () => {
    setSession(null);
    renderApp("/about-us");
    const footer = within(await screen.findByRole("contentinfo"));
    expect(footer.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about-us");
    expect(footer.getByRole("link", { name: "Help" })).toHaveAttribute("href", "/help");
    expect(footer.getByRole("link", { name: "Fees" })).toHaveAttribute("href", "/fees");
    for (const label of ["Support", "Careers", "Affiliate", "Security", "Terms", "Privacy", "Facebook"]) {
      expect(footer.getByRole("button", { name: `${label}, coming soon` })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
    }
    expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(footer.getByRole("link", { name: "Back to top" })).toHaveAttribute("href", "#top");
  });

  it("saves a signed-in customer's pick of language to their account, as Settings does", async () => {
    setSession(ada);
    const fetchMock = serveApi();
    renderApp("/about-us");
    const footer = within(await screen.findByRole("contentinfo"));
    try {
      await userEvent.selectOptions(await footer.findByRole("combobox", { name: "Language" }), "es");
      await waitFor(() =>
        expect(sentTo(fetchMock, "PUT /api/user/:userId/settings")).toEqual([{ language: "es" }]),
      );
      await waitFor(() => expect(useSession.getState().user.currentUser?.language).toBe("es"));
    } finally {
      await activateLocale("en-US");
    }
  });

  it("saves nothing for a visitor who is not signed in", async () => {
    setSession(null);
    const fetchMock = serveApi();
    renderApp("/about-us");
    const footer = within(await screen.findByRole("contentinfo"));
    try {
      await userEvent.selectOptions(await footer.findByRole("combobox", { name: "Language" }), "ru");
      await waitFor(() => expect(document.documentElement.lang).toBe("ru"));
      expect(sentTo(fetchMock, "PUT /api/user/:userId/settings")).toEqual([]);
    } finally {
      await activateLocale("en-US");
    }
  });
});
