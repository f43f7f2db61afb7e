import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { serveApi } from "../../../test/api";
import { olivia } from "../../../test/backoffice-fixtures";
import { resetSession, setSession } from "../../../test/fixtures";
import { balancedBooks, openBatch, waitingPayment } from "../../../test/rails-fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  resetSession();
  queryClient.clear();
  setSession(olivia);
  vi.clearAllMocks();
});

describe("payments out, in the back office", () => {
  it("makes a batch of the payments waiting, and flags a settlement balance that does not add up", async () => {
    const [line] = balancedBooks.items;
    const fetchMock = serveApi({
      "GET /api/admin/payments-out": () => ({
        items: [waitingPayment],
        totals: [{ currency: "USD", count: 1, amount: 25 }],
      }),
      "GET /api/admin/reconciliation": () => ({
        items: [{ ...line!, settlementBalance: 30, difference: 5 }],
      }),
    });
    await renderPage("/admin/payments-out");
    const reconciliation = within(
      await screen.findByRole("table", { name: "The settlement account of each currency" }),
    );
    expect(await reconciliation.findByText("Difference of $5.00")).toBeInTheDocument();
    expect(await screen.findByText("Charles Babbage")).toBeInTheDocument();
    expect(screen.getByText("USD: $25.00 (1)")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Make a batch" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(`Batch ${openBatch.messageId} made. Payments: 1.`),
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith("/payment-batches") && init?.method === "POST",
      ),
    ).toBe(true);
  });

  it("uploads the bank's status report for an open batch, to wait for another operator", async () => {
    const fetchMock = serveApi({ "GET /api/admin/payment-batches": () => ({ items: [openBatch] }) });
    await renderPage("/admin/payments-out");
    await userEvent.click(
      await screen.findByRole("button", {
        name: `Upload the bank's status report for ${openBatch.messageId}`,
      }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Upload the bank's status report" }));
    const report = new File(["<Document/>"], "pain002.xml", { type: "text/xml" });
    await userEvent.upload(dialog.getByLabelText("Status report (XML)"), report);
    await userEvent.click(dialog.getByRole("button", { name: "Upload for approval" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Status report uploaded. Another operator must approve it."),
    );
    const [sent] = fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/${openBatch.id}/status`));
    expect(sent?.[1]?.body).toBe(report);
  });
});
