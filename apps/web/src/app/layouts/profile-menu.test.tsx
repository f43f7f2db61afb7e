import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

/** What the page asked to run once idle; a test runs it when the menu's code is to arrive. */
let idleCallbacks: (() => void)[] = [];

beforeEach(() => {
  // Fresh modules, so the menu's code has not arrived yet.
  vi.resetModules();
  idleCallbacks = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => idleCallbacks.push(callback));
});

async function renderMenu() {
  const { ada, setSession } = await import("../../test/fixtures");
  const { ProfileMenu } = await import("./profile-menu");
  setSession(ada);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProfileMenu />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole("button", { name: /Hi, Ada/ });
}

describe("profile menu", () => {
  it("opens by keyboard before its code has arrived and gives focus back on Escape", async () => {
    const button = await renderMenu();
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "My Profile" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: /Hi, Ada/ })).toHaveFocus();
  });

  it("keeps the focus on its button when its code arrives once the page is idle", async () => {
    const button = await renderMenu();
    await userEvent.tab();
    for (const callback of idleCallbacks) callback();
    await waitFor(() => expect(screen.getByRole("button", { name: /Hi, Ada/ })).not.toBe(button));
    expect(screen.getByRole("button", { name: /Hi, Ada/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Sign Out" })).toBeInTheDocument();
  });
});
