import { texts } from "@larkspur/shared/texts";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ada, jsonResponse, mockFetch, resetSession, setSession } from "../test/fixtures";
import { renderPage } from "../test/render-page";
import { useSession } from "./session-store";

beforeEach(() => {
  resetSession();
  vi.clearAllMocks();
});

describe("a session the server ended", () => {
  it("sends the customer to /login, which says they were signed out after a period of inactivity", async () => {
    setSession(ada);
    mockFetch(() => jsonResponse({ message: texts.tokenNotValid, code: "invalid_token" }, 401));
    const { router } = await renderPage("/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByText("You were signed out after a period of inactivity.")).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });

  it("says nothing of inactivity after signing out on purpose", async () => {
    mockFetch(() => jsonResponse(ada));
    setSession(ada);
    useSession.getState().signOut();
    await renderPage("/login");
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.queryByText("You were signed out after a period of inactivity.")).not.toBeInTheDocument();
  });
});
