import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, resetSession } from "../test/fixtures";
import { api } from "./api-client";
import { ApiError } from "./api-error";
import { useSession } from "./session-store";
import { errorMessage } from "./toast";

beforeEach(resetSession);

describe("api client", () => {
  it("sends JSON with the stored token and returns the parsed answer", async () => {
    useSession.setState({ token: "t0k" });
    const fetchMock = mockFetch(() => jsonResponse({ message: "ok" }));
    await expect(api.post("/api/auth/logout", { all: true })).resolves.toEqual({ message: "ok" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/auth/logout");
    expect(init).toMatchObject({
      method: "POST",
      body: '{"all":true}',
      headers: { token: "Bearer t0k", "Content-Type": "application/json" },
    });
  });

  it("sends no token header when signed out", async () => {
    const fetchMock = mockFetch(() => jsonResponse([]));
    await api.get("/api/anything");
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty("token");
  });

  it("turns an error answer into an ApiError with status, message and code", async () => {
    mockFetch(() => jsonResponse({ message: "Account disabled", code: "account_disabled" }, 403));
    const error = await api.get("/api/user").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: "Account disabled", code: "account_disabled" });
    expect(errorMessage(error)).toBe("Account disabled");
  });

  it("falls back to the generic text when the answer is not ours or never came", async () => {
    mockFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await api.get("/api/user").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, message: "Something went wrong" });
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Something went wrong");
  });
});
