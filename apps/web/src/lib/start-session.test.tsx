import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError, heldAnswer, serveApi } from "../test/api";
import { ada, jsonResponse, resetSession } from "../test/fixtures";
import { renderApp } from "../test/render-app";
import { sessionStorageKey, useSession } from "./session-store";
import { startSession } from "./start-session";

beforeEach(resetSession);

function storedState() {
  return JSON.parse(localStorage.getItem(sessionStorageKey) ?? "null");
}

describe("startSession", () => {
  it("marks the signed-out state without calling the server when no token is stored", async () => {
    const fetchMock = serveApi();
    await startSession();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({
      ready: true,
      token: null,
      user: { currentUser: null, isAuthenticated: false, isLoading: false },
    });
  });

  it("exchanges a stored token for the current user", async () => {
    useSession.setState({ token: "good-token" });
    const fetchMock = serveApi();
    await startSession();
    expect(fetchMock).toHaveBeenCalledWith("/api/user", expect.anything());
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.token).toBe("Bearer good-token");
    expect(useSession.getState()).toMatchObject({
      ready: true,
      token: "good-token",
      user: { currentUser: ada, isAuthenticated: true, isLoading: false },
    });
    expect(storedState()).toMatchObject({ version: 1, state: { token: "good-token" } });
  });

  it("uses the read the page's head started with the same token instead of reading again", async () => {
    useSession.setState({ token: "good-token" });
    const fetchMock = serveApi();
    window.larkspurStartupRead = { token: "good-token", response: Promise.resolve(jsonResponse(ada)) };
    await startSession();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.larkspurStartupRead).toBeUndefined();
    expect(useSession.getState()).toMatchObject({
      ready: true,
      user: { currentUser: ada, isAuthenticated: true },
    });
  });

  it("reads again when the head's read used another token", async () => {
    useSession.setState({ token: "good-token" });
    const fetchMock = serveApi();
    window.larkspurStartupRead = { token: "old-token", response: Promise.resolve(jsonResponse({}, 401)) };
    await startSession();
    expect(fetchMock).toHaveBeenCalledWith("/api/user", expect.anything());
    expect(useSession.getState()).toMatchObject({ ready: true, user: { currentUser: ada } });
  });

  it("forgets a token the server rejects and signs out", async () => {
    useSession.setState({ token: "stale-token" });
    serveApi({ "GET /api/user": () => apiError(401, "Token is not valid!", "invalid_token") });
    await startSession();
    expect(useSession.getState()).toMatchObject({
      ready: true,
      token: null,
      user: { currentUser: null, isAuthenticated: false },
    });
    expect(storedState()).toMatchObject({ state: { token: null } });
  });

  it("keeps the token but signs out for now when the server cannot be reached", async () => {
    useSession.setState({ token: "good-token" });
    serveApi({
      "GET /api/user": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await startSession();
    expect(useSession.getState()).toMatchObject({
      ready: true,
      token: "good-token",
      user: { isAuthenticated: false },
    });
  });
});

describe("start-up on screen", () => {
  it("shows only the preloader until the user is known, then the signed-in page", async () => {
    useSession.setState({ token: "good-token" });
    const user = heldAnswer();
    serveApi({ "GET /api/user": user.handler });
    const starting = startSession();
    renderApp("/dashboard");
    expect(await screen.findByRole("status")).toHaveTextContent("Loading");
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Sign In" })).not.toBeInTheDocument();
    user.answer(ada);
    await starting;
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Hi, Ada/ })).toBeInTheDocument();
  });

  it("sends a visitor with a rejected token from a guarded page to /login", async () => {
    useSession.setState({ token: "stale-token" });
    serveApi({ "GET /api/user": () => apiError(401, "Token is not valid!", "invalid_token") });
    const starting = startSession();
    const { router } = renderApp("/dashboard");
    await starting;
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });
});
