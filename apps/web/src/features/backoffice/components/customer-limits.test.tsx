import type { AdminLimitsResponse } from "@larkspur/shared/schemas/limits";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { adaDetail, olivia } from "../../../test/backoffice-fixtures";
import { resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  resetSession();
  queryClient.clear();
  vi.clearAllMocks();
  setSession(olivia);
});

const standard = { perPayment: 10_000, daily: 25_000, monthly: 100_000 };
const adaLimits: AdminLimitsResponse = {
  ...standard,
  daily: 2_000,
  usedToday: 150,
  used30Days: 900,
  bankLimits: standard,
  standardLimits: standard,
};

/** Ada's limits as the API keeps them; a PUT sets the bank's limits the way the server would. */
function serve() {
  let limits = adaLimits;
  return serveApi({
    "GET /api/admin/customers/:userId/limits": () => limits,
    "PUT /api/admin/customers/:userId/limits": ({ body }) => {
      const { reason: _reason, ...set } = body as Record<string, number>;
      limits = { ...limits, ...set, bankLimits: { ...limits.bankLimits, ...set } };
      return limits;
    },
  });
}

async function limitsSection() {
  await renderPage(`/admin/customers/${adaDetail.customer.id}`);
  return within(await screen.findByRole("region", { name: "Sending limits" }));
}

describe("a customer's sending limits in the back office", () => {
  it("shows each limit in force, the bank's for them, the standard and what is used", async () => {
    serve();
    const section = await limitsSection();
    const daily = within(await section.findByRole("row", { name: /Daily/ }));
    expect(daily.getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "$2,000.00",
      "$25,000.00",
      "$25,000.00",
      "$150.00",
    ]);
    expect(section.getByRole("row", { name: /30 days/ })).toHaveTextContent("$900.00");
  });

  it("raises a limit with a reason: only the changed limit and the reason are sent", async () => {
    const fetchMock = serve();
    const section = await limitsSection();
    await userEvent.click(await section.findByRole("button", { name: "Change limits" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Change sending limits" }));
    const daily = dialog.getByLabelText("Daily (USD)");
    await userEvent.clear(daily);
    await userEvent.type(daily, "50000");
    await userEvent.click(dialog.getByRole("button", { name: "Save limits" }));
    expect(await dialog.findByText("A reason is required")).toBeInTheDocument();
    expect(sentTo(fetchMock, "PUT /api/admin/customers/:userId/limits")).toEqual([]);

    await userEvent.type(dialog.getByLabelText("Reason"), "Buying a car; ID checked");
    await userEvent.click(dialog.getByRole("button", { name: "Save limits" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Limits changed"));
    expect(sentTo(fetchMock, "PUT /api/admin/customers/:userId/limits")).toEqual([
      { daily: 50_000, reason: "Buying a car; ID checked" },
    ]);
    const row = within(await section.findByRole("row", { name: /Daily/ }));
    await waitFor(() => expect(row.getAllByRole("cell")[0]).toHaveTextContent("$50,000.00"));
  });

  it("offers to try again when the limits cannot be loaded", async () => {
    let fail = true;
    serveApi({
      "GET /api/admin/customers/:userId/limits": () =>
        fail ? apiError(503, "Unavailable", "unavailable") : adaLimits,
    });
    await renderPage(`/admin/customers/${adaDetail.customer.id}`);
    expect(await screen.findByText("We could not load the limits.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Sending limits" })).toBeInTheDocument();
  });
});
