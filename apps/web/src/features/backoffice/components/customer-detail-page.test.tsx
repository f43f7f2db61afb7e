import type { CustomerDetail } from "@larkspur/shared/schemas/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { adaDetail, olivia } from "../../../test/backoffice-fixtures";
import { conversionRow } from "../../../test/currency-fixtures";
import { jsonResponse, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";
import { deposit, paymentReceived } from "../../../test/transaction-fixtures";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

const detailUrl = `/api/admin/customers/${adaDetail.customer.id}`;

beforeEach(() => {
  resetSession();
  queryClient.clear();
  vi.clearAllMocks();
  setSession(olivia);
});

/** The customer as the API holds them; a PUT changes them the way the server would. */
function serve(initial: CustomerDetail = adaDetail) {
  let detail = initial;
  return serveApi({
    "GET /api/admin/customers/:userId": () => detail,
    "PUT /api/admin/customers/:userId": ({ body }) => {
      const { transferDisabled, status } = body as Partial<CustomerDetail["customer"]>;
      detail = {
        ...detail,
        customer: {
          ...detail.customer,
          ...(transferDisabled === undefined ? {} : { transferDisabled }),
          ...(status === undefined ? {} : { status }),
        },
      };
      return detail.customer;
    },
    "PATCH /api/admin/customers/:userId": ({ body }) => {
      const { reason: _reason, ...changes } = body as Record<string, string>;
      detail = { ...detail, customer: { ...detail.customer, ...changes } };
      return { message: "Changes saved", customer: detail.customer };
    },
  });
}

async function openCustomer() {
  await renderPage(`/admin/customers/${adaDetail.customer.id}`);
  await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" });
}

function controls() {
  return within(screen.getByRole("region", { name: "Account controls" }));
}

describe("customer detail", () => {
  it("shows the profile, balances, latest transactions and sessions", async () => {
    serve();
    await openCustomer();
    expect(controls().getByText("Active")).toBeInTheDocument();
    expect(screen.getByText("$1,360.00")).toBeInTheDocument();
    expect(screen.getByText("$125.50")).toBeInTheDocument();
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    expect(screen.getByText("Mathematician")).toBeInTheDocument();
    expect(screen.getByText("Rent")).toBeInTheDocument();
    expect(screen.getByText("IP 203.0.113.7")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Audit history" })).toHaveAttribute(
      "href",
      `/admin/audit?subject=${adaDetail.customer.accountNumber}`,
    );
  });

  it("labels each latest transaction by its kind", async () => {
    serve({ ...adaDetail, transactions: [conversionRow, paymentReceived] });
    await openCustomer();
    expect(await screen.findByText(/^Conversion/)).toBeInTheDocument();
    expect(screen.getByText(/^Payment from Charles B\./)).toBeInTheDocument();
    expect(screen.queryByText(/Transfer to a bank account/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Deposit ·/)).not.toBeInTheDocument();
  });

  it("holds transfers only with a reason, then shows them on hold", async () => {
    const fetchMock = serve();
    await openCustomer();
    expect(controls().getByText("Allowed")).toBeInTheDocument();
    await userEvent.click(controls().getByRole("button", { name: "Hold transfers" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Hold transfers" }));
    await userEvent.click(dialog.getByRole("button", { name: "Hold transfers" }));
    expect(await dialog.findByText("Reason is required")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

    await userEvent.type(dialog.getByLabelText("Reason"), "Unusual activity reported by the card team");
    await userEvent.click(dialog.getByRole("button", { name: "Hold transfers" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentTo(fetchMock, "PUT /api/admin/customers/:userId")).toEqual([
      {
        transferDisabled: true,
        reason: "Unusual activity reported by the card team",
      },
    ]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Transfers are on hold."));
    expect(await controls().findByText("On hold")).toBeInTheDocument();
    expect(controls().getByRole("button", { name: "Release transfers" })).toBeInTheDocument();
    expect(screen.getByText("Transfers on hold")).toBeInTheDocument();
  });

  it("disables the account only with a reason", async () => {
    const fetchMock = serve();
    await openCustomer();
    await userEvent.click(controls().getByRole("button", { name: "Disable account" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Disable account" }));
    expect(dialog.getByText(/signed out everywhere/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Disable account" }));
    expect(await dialog.findByText("Reason is required")).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText("Reason"), "Customer asked to close access");
    await userEvent.click(dialog.getByRole("button", { name: "Disable account" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentTo(fetchMock, "PUT /api/admin/customers/:userId")).toEqual([
      { status: "disabled", reason: "Customer asked to close access" },
    ]);
    expect(await controls().findByRole("button", { name: "Enable account" })).toBeInTheDocument();
  });

  it("credits a deposit with an idempotency key, checking the amount first", async () => {
    const fetchMock = serve();
    await openCustomer();
    await userEvent.click(controls().getByRole("button", { name: "Credit a deposit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Credit a deposit" }));
    await userEvent.type(dialog.getByLabelText("Amount (USD)"), "12.345");
    await userEvent.click(dialog.getByRole("button", { name: "Credit deposit" }));
    expect(
      await dialog.findByText("Enter an amount in dollars, with at most 2 decimals"),
    ).toBeInTheDocument();
    expect(await dialog.findByText("Description is required")).toBeInTheDocument();

    await userEvent.clear(dialog.getByLabelText("Amount (USD)"));
    await userEvent.type(dialog.getByLabelText("Amount (USD)"), "1,500.25");
    await userEvent.type(dialog.getByLabelText("Description"), "Opening deposit");
    await userEvent.click(dialog.getByRole("button", { name: "Credit deposit" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    expect(sentTo(fetchMock, "POST /api/admin/customers/:userId/deposits")).toEqual([
      { currency: "USD", amount: 1500.25, description: "Opening deposit" },
    ]);
    const post = fetchMock.mock.calls.find(([url]) => url === `${detailUrl}/deposits`);
    const headers = post?.[1]?.headers as Record<string, string>;
    expect(headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Deposit of $1,500.25 credited."));
  });

  it("credits a deposit in the currency chosen, by that currency's decimals", async () => {
    const fetchMock = serve();
    await openCustomer();
    await userEvent.click(controls().getByRole("button", { name: "Credit a deposit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Credit a deposit" }));
    const currency = dialog.getByRole("combobox", { name: "Currency" });
    expect(currency).toHaveValue("USD");
    await userEvent.selectOptions(currency, "JPY");
    await userEvent.type(dialog.getByLabelText("Amount (JPY)"), "1500.5");
    await userEvent.type(dialog.getByLabelText("Description"), "Yen deposit");
    await userEvent.click(dialog.getByRole("button", { name: "Credit deposit" }));
    expect(await dialog.findByText("Enter a whole amount of JPY, more than 0.")).toBeInTheDocument();

    await userEvent.clear(dialog.getByLabelText("Amount (JPY)"));
    await userEvent.type(dialog.getByLabelText("Amount (JPY)"), "1,500");
    await userEvent.click(dialog.getByRole("button", { name: "Credit deposit" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentTo(fetchMock, "POST /api/admin/customers/:userId/deposits")).toEqual([
      { currency: "JPY", amount: 1500, description: "Yen deposit" },
    ]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Deposit of ¥1,500 credited."));
  });

  it("edits the name, phone or address with a reason, sending only what changed", async () => {
    const fetchMock = serve();
    await openCustomer();
    const profile = within(screen.getByRole("region", { name: "Profile" }));
    await userEvent.click(profile.getByRole("button", { name: "Edit details" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit details" }));
    expect(dialog.getByLabelText("First name")).toHaveValue("Ada");
    expect(dialog.getByText(/Only the customer\s+can change it/)).toBeInTheDocument();
    expect(dialog.queryByLabelText(/Email/)).not.toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Save Changes" })).toBeDisabled();

    await userEvent.clear(dialog.getByLabelText("Phone"));
    await userEvent.type(dialog.getByLabelText("Phone"), "+44 20 7946 0000");
    await userEvent.type(dialog.getByLabelText(/Address/), ", Flat 2");
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await dialog.findByText("A reason is required")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);

    await userEvent.type(dialog.getByLabelText("Reason"), "Customer called to update contact details");
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentTo(fetchMock, "PATCH /api/admin/customers/:userId")).toEqual([
      {
        phone: "+44 20 7946 0000",
        address: `${adaDetail.customer.address}, Flat 2`,
        reason: "Customer called to update contact details",
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith("Changes saved");
    expect(await profile.findByText("+44 20 7946 0000")).toBeInTheDocument();
  });

  it("keeps the edit open with the server's reason when it refuses", async () => {
    serveApi({
      "PATCH /api/admin/customers/:userId": () =>
        apiError(403, "Only an administrator can change a staff member's details.", "forbidden"),
    });
    await openCustomer();
    await userEvent.click(screen.getByRole("button", { name: "Edit details" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit details" }));
    await userEvent.type(dialog.getByLabelText("Last name"), "-King");
    await userEvent.type(dialog.getByLabelText("Reason"), "Married name");
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Only an administrator can change a staff member's details."),
    );
    expect(screen.getByRole("dialog", { name: "Edit details" })).toBeInTheDocument();
    expect(dialog.getByLabelText("Last name")).toHaveValue("Lovelace-King");
  });

  it("says a large deposit waits for a second operator instead of calling it credited", async () => {
    serveApi({
      "POST /api/admin/customers/:userId/deposits": () =>
        jsonResponse(
          {
            message: "Deposit awaits a second operator's approval",
            transaction: { ...deposit, status: "Pending", amount: 25_000 },
          },
          201,
        ),
    });
    await openCustomer();
    await userEvent.click(controls().getByRole("button", { name: "Credit a deposit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Credit a deposit" }));
    await userEvent.type(dialog.getByLabelText("Amount (USD)"), "25000");
    await userEvent.type(dialog.getByLabelText("Description"), "Inheritance");
    await userEvent.click(dialog.getByRole("button", { name: "Credit deposit" }));
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(
        "Deposit of $25,000.00 waits for a second operator's approval in the review queue.",
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says so when the customer does not exist", async () => {
    serveApi({ "GET /api/admin/customers/:userId": () => apiError(404, "No such customer.", "not_found") });
    await renderPage("/admin/customers/nobody");
    expect(await screen.findByText("No such customer")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All customers" })).toHaveAttribute("href", "/admin/customers");
  });
});
