import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, serveApi } from "../../../test/api";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

const statement = (month: string, currency: string) => ({
  month,
  currency,
  url: `/api/statements/u_1/${month}.pdf?currency=${currency}`,
});

beforeEach(() => {
  resetSession();
  setSession(ada);
  vi.clearAllMocks();
});

describe("statements page", () => {
  it("lists each month with a PDF per balance and downloads the one chosen", async () => {
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:pdf"), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const fetchMock = serveApi({
      "GET /api/statements/:userId": () => ({
        statements: [statement("2026-11", "USD"), statement("2026-11", "EUR"), statement("2026-10", "USD")],
      }),
    });
    await renderPage("/statements");
    await screen.findByRole("heading", { level: 2, name: "November 2026" });
    const months = within(screen.getByRole("main")).getAllByRole("heading", { level: 2 });
    expect(months.map((month) => month.textContent)).toEqual(["November 2026", "October 2026"]);
    await userEvent.click(
      screen.getByRole("button", { name: "Download the EUR statement for November 2026" }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      "/api/statements/u_1/2026-11.pdf?currency=EUR",
    );
    click.mockRestore();
  });

  it("says when there are no statements yet", async () => {
    serveApi();
    await renderPage("/statements");
    expect(await screen.findByText(/No statements yet/)).toBeInTheDocument();
  });

  it("shows an error with a retry when the list cannot be loaded", async () => {
    let fail = true;
    serveApi({
      "GET /api/statements/:userId": () =>
        fail ? apiError(403, "Nope", "forbidden") : { statements: [statement("2026-11", "USD")] },
    });
    await renderPage("/statements");
    expect(await screen.findByText("We could not load your statements.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("November 2026")).toBeInTheDocument();
  });
});
