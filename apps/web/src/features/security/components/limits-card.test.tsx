import type { LimitsResponse } from "@larkspur/shared/schemas/limits";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi, standardLimits } from "../../../test/api";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  queryClient.clear();
  resetSession();
  setSession(ada);
  vi.clearAllMocks();
});

const limitsCard = async () =>
  (await screen.findByRole("heading", { name: "Sending limits" })).closest("section")!;

/** The customer's limits as the API keeps them; a PUT changes them the way the server would. */
function serve(initial: LimitsResponse = { ...standardLimits, usedToday: 1234, used30Days: 5000.5 }) {
  let limits = initial;
  return serveApi({
    "GET /api/limits/:userId": () => limits,
    "PUT /api/limits/:userId": ({ body }) => {
      limits = { ...limits, ...(body as object) };
      return limits;
    },
  });
}

describe("the Sending limits card", () => {
  it("shows each limit, what is used and what is left", async () => {
    serve();
    await renderPage("/security");
    const card = await limitsCard();
    expect(await within(card).findByText("$10,000.00")).toBeInTheDocument();
    expect(card).toHaveTextContent("$25,000.00");
    expect(card).toHaveTextContent("$1,234.00 used");
    expect(card).toHaveTextContent("$23,766.00 left today");
    expect(card).toHaveTextContent("$100,000.00");
    expect(card).toHaveTextContent("$94,999.50 left in these 30 days");
  });

  it("shows nothing left, never a negative amount, once a limit lowered below what was sent", async () => {
    serve({ ...standardLimits, daily: 100, usedToday: 150, used30Days: 150 });
    await renderPage("/security");
    const card = await limitsCard();
    expect(await within(card).findByText("$0.00 left today")).toBeInTheDocument();
  });

  it("lowers a limit: only the changed one is sent, and the card shows it", async () => {
    const fetchMock = serve();
    await renderPage("/security");
    const card = await limitsCard();
    await userEvent.click(await within(card).findByRole("button", { name: "Change limits" }));
    const dialog = await screen.findByRole("dialog", { name: "Change limits" });
    const daily = within(dialog).getByLabelText("Daily (USD)");
    expect(daily).toHaveValue("25,000.00");
    await userEvent.clear(daily);
    await userEvent.type(daily, "1,500.50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save limits" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Limits saved"));
    expect(sentTo(fetchMock, "PUT /api/limits/:userId")).toEqual([{ daily: 1500.5 }]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await within(card).findByText("$1,500.50")).toBeInTheDocument();
  });

  it("shows the bank's refusal in the dialog and keeps it open", async () => {
    const refusal =
      "Your daily limit can be at most $25,000.00, the bank's limit for you. Ask our support team to raise it.";
    serveApi({ "PUT /api/limits/:userId": () => apiError(400, refusal, "validation_error") });
    await renderPage("/security");
    const card = await limitsCard();
    await userEvent.click(await within(card).findByRole("button", { name: "Change limits" }));
    const dialog = await screen.findByRole("dialog", { name: "Change limits" });
    const daily = within(dialog).getByLabelText("Daily (USD)");
    await userEvent.clear(daily);
    await userEvent.type(daily, "30000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save limits" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("refuses an amount that is not dollars and cents more than 0, without asking the server", async () => {
    const fetchMock = serve();
    await renderPage("/security");
    const card = await limitsCard();
    await userEvent.click(await within(card).findByRole("button", { name: "Change limits" }));
    const dialog = await screen.findByRole("dialog", { name: "Change limits" });
    const perPayment = within(dialog).getByLabelText("Per payment (USD)");
    for (const typed of ["0", "12.345", "ten"]) {
      await userEvent.clear(perPayment);
      await userEvent.type(perPayment, typed);
      await userEvent.click(within(dialog).getByRole("button", { name: "Save limits" }));
      expect(
        await within(dialog).findByText("Enter an amount in dollars more than 0, with at most 2 decimals"),
      ).toBeInTheDocument();
    }
    expect(sentTo(fetchMock, "PUT /api/limits/:userId")).toEqual([]);
  });

  it("offers to try again when the limits cannot be loaded", async () => {
    let fail = true;
    serveApi({
      "GET /api/limits/:userId": () => (fail ? apiError(503, "Unavailable", "unavailable") : standardLimits),
    });
    await renderPage("/security");
    const card = await limitsCard();
    expect(await within(card).findByRole("alert")).toHaveTextContent("We could not load your limits.");
    fail = false;
    await userEvent.click(within(card).getByRole("button", { name: "Try again" }));
    expect(await within(card).findByText("$25,000.00")).toBeInTheDocument();
  });
});
