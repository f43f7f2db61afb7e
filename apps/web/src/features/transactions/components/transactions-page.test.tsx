import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../../lib/i18n";
import { apiError, serveApi } from "../../../test/api";
import { conversionRow, conversionTargetRow } from "../../../test/currency-fixtures";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { renderPage } from "../../../test/render-page";
import {
  deposit,
  internationalTransfer,
  localTransfer,
  manyTransactions,
  paymentReceived,
  paymentSent,
} from "../../../test/transaction-fixtures";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  resetSession();
  setSession(ada);
  vi.clearAllMocks();
});

function bodyRows() {
  return within(screen.getByRole("table")).getAllByRole("row").slice(1);
}

describe("transactions page", () => {
  it("shows the columns, 8 rows and a Load more that asks for older ones", async () => {
    const first = manyTransactions(9);
    const older = manyTransactions(3, 9);
    const fetchMock = serveApi({
      "GET /api/transaction/:userId": ({ query }) => (query.has("before") ? older : first),
    });
    await renderPage("/transactions");
    await screen.findByRole("table");
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Date",
      "Description",
      "Status",
      "Amount",
    ]);
    expect(bodyRows()).toHaveLength(8);
    const historyReads = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/transaction/"));
    expect(historyReads()[0]).toBe("/api/transaction/u_1?limit=9");

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(11));
    expect(historyReads().at(-1)).toBe(`/api/transaction/u_1?limit=9&before=${first[7]?.transactionId}`);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("opens a transaction's details at its own address, reading older pages to find it", async () => {
    const first = manyTransactions(9);
    const older = manyTransactions(3, 9);
    const wanted = older[1]!;
    serveApi({ "GET /api/transaction/:userId": ({ query }) => (query.has("before") ? older : first) });
    // Not renderPage: the page's heading is hidden behind the dialog as soon as the details open.
    const { router } = renderApp(`/transactions/${wanted.transactionId}`);
    const details = await screen.findByRole("dialog", { name: "Transaction Details" }, { timeout: 15_000 });
    expect(details).toHaveTextContent(wanted.description);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/transactions"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says No transactions yet when there are none", async () => {
    serveApi();
    await renderPage("/transactions");
    expect(await screen.findByText("No transactions yet")).toBeInTheDocument();
  });

  it("shows an error with a retry when the history cannot be loaded", async () => {
    let fail = true;
    serveApi({
      "GET /api/transaction/:userId": () => (fail ? apiError(403, "Nope", "forbidden") : [deposit]),
    });
    await renderPage("/transactions");
    expect(await screen.findByText("We could not load your transactions.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Salary for March")).toBeInTheDocument();
  });

  it("shows every field of an international transfer, and none of the bank fields for a deposit", async () => {
    serveApi({ "GET /api/transaction/:userId": () => [internationalTransfer, deposit] });
    await renderPage("/transactions");
    await userEvent.click(await screen.findByRole("button", { name: /Tuition/ }));
    let dialog = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
    for (const [label, value] of [
      ["Transaction Type", "Withdrawal"],
      ["Transaction ID", "#1700000000003"],
      ["Description", "Tuition"],
      ["Status", "Cancelled"],
      ["Transfer Option", "International"],
      ["Account Name", "Mary Somerville"],
      ["Account Number", "GB29NWBK60161331926819"],
      ["Bank Name", "Royal Bank"],
      ["Account Type", "Savings account"],
      ["Routing Number", "026009593"],
      ["Country", "United Kingdom"],
      ["Swift Code", "NWBKGB2L"],
    ] as const) {
      expect(dialog.getByText(label).nextElementSibling).toHaveTextContent(value!);
    }
    expect(dialog.getByText("- $1,000.00")).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: "Cancel this transfer" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");

    await userEvent.click(screen.getByRole("button", { name: /Salary for March/ }));
    dialog = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
    expect(dialog.getByText("+ $2,500.00")).toBeInTheDocument();
    expect(dialog.queryByText("Account Name")).not.toBeInTheDocument();
    expect(dialog.queryByText("Transfer Option")).not.toBeInTheDocument();
  });

  it("shows a conversion as one row in each currency, each with its own side and the rate", async () => {
    const euroDeposit = { ...deposit, currency: "EUR", amount: 50 };
    serveApi({
      "GET /api/transaction/:userId": () => [conversionRow, conversionTargetRow, euroDeposit],
    });
    await renderPage("/transactions");
    await screen.findByRole("table");
    const [dollars, euros, received] = bodyRows();
    expect(dollars).toHaveTextContent("Converted to EUR");
    expect(within(dollars!).getByText("Currency conversion")).toBeInTheDocument();
    expect(within(dollars!).getByText("1 USD = 0.9155 EUR")).toBeInTheDocument();
    expect(within(dollars!).getByText("- $100.00")).toBeInTheDocument();
    expect(within(dollars!).queryByText("+ €91.55")).not.toBeInTheDocument();
    expect(euros).toHaveTextContent("Converted from USD");
    expect(within(euros!).getByText("+ €91.55")).toBeInTheDocument();
    expect(within(euros!).queryByText("- $100.00")).not.toBeInTheDocument();
    expect(received).toHaveTextContent("+ €50.00");

    await userEvent.click(within(euros!).getByRole("button", { name: /Converted from USD/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
    for (const [label, value] of [
      ["Transaction Type", "Conversion"],
      ["Rate", "1 USD = 0.9155 EUR"],
      ["Fee", "$0.40"],
    ] as const) {
      expect(dialog.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(dialog.getByText("+ €91.55")).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it("names who a payment went to and who one came from, in the rows and the details", async () => {
    serveApi({ "GET /api/transaction/:userId": () => [paymentReceived, paymentSent] });
    await renderPage("/transactions");
    await screen.findByRole("table");
    const [received, sent] = bodyRows();
    expect(received).toHaveTextContent("Concert ticket");
    expect(within(received!).getByText("Payment Received")).toBeInTheDocument();
    expect(within(received!).getByText("From Charles B.")).toBeInTheDocument();
    expect(received).toHaveTextContent("+ $18.25");
    expect(within(sent!).getByText("Sent to Grace H.")).toBeInTheDocument();
    expect(sent).not.toHaveTextContent("Transfer to Bank account");
    expect(sent).toHaveTextContent("- $42.00");

    await userEvent.click(within(sent!).getByRole("button", { name: /Dinner/ }));
    let dialog = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
    for (const [label, value] of [
      ["Transaction Type", "Withdrawal"],
      ["Transfer Option", "Larkspur account"],
      ["Paid to", "Grace H."],
      ["Account Number", "987654321098"],
      ["Description", "Dinner"],
    ] as const) {
      expect(dialog.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(dialog.queryByText("Bank Name")).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");

    await userEvent.click(within(received!).getByRole("button", { name: /Concert ticket/ }));
    dialog = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
    expect(dialog.getByText("From Charles B.")).toBeInTheDocument();
    expect(dialog.getByText("Paid by").nextElementSibling).toHaveTextContent("Charles B.");
    expect(dialog.getByText("Account Number").nextElementSibling).toHaveTextContent("955555555555");
    expect(dialog.queryByText("Paid to")).not.toBeInTheDocument();
  });

  it("says why a transfer the receiving bank returned was cancelled", async () => {
    const returned = {
      ...localTransfer,
      status: "Cancelled" as const,
      cancelReason: "Returned by the receiving bank: Closed account number (AC04)",
    };
    serveApi({ "GET /api/transaction/:userId": () => [returned] });
    await renderPage("/transactions");
    await userEvent.click(within(await screen.findByRole("table")).getByRole("button", { name: /Rent/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
    expect(dialog.getByText("Why it was cancelled").nextElementSibling).toHaveTextContent(
      returned.cancelReason,
    );
    expect(dialog.getByText("Status").nextElementSibling).toHaveTextContent("Cancelled");
  });

  it("lets the customer cancel a pending transfer", async () => {
    let status: "Pending" | "Cancelled" = "Pending";
    const fetchMock = serveApi({
      "GET /api/transaction/:userId": () => [{ ...localTransfer, status }],
      "POST /api/transaction/cancel/:userId/:transactionId": () => {
        status = "Cancelled";
        return { message: "Transfer cancelled", transaction: { ...localTransfer, status } };
      },
    });
    await renderPage("/transactions");
    await userEvent.click(await screen.findByRole("button", { name: /Rent/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
    await userEvent.click(dialog.getByRole("button", { name: "Cancel this transfer" }));
    await userEvent.click(dialog.getByRole("button", { name: "Yes, cancel transfer" }));
    await waitFor(() => expect(dialog.getByText("Status").nextElementSibling).toHaveTextContent("Cancelled"));
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/transaction/cancel/u_1/1700000000002")).toBe(
      true,
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Transfer cancelled"));
    expect(dialog.queryByRole("button", { name: "Cancel this transfer" })).not.toBeInTheDocument();
  });
});

describe("transfers and payments whose code was never entered", () => {
  it("read as not confirmed, never as a debit, with the code's deadline while it lives", async () => {
    const waiting = {
      ...paymentSent,
      status: "Unconfirmed" as const,
      codeExpiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    };
    const expired = {
      ...paymentSent,
      _id: "t_x",
      transactionId: "1700000000077",
      description: "Lunch",
      status: "Cancelled" as const,
      neverConfirmed: true as const,
    };
    serveApi({ "GET /api/transaction/:userId": () => [waiting, expired] });
    await renderPage("/transactions");
    await screen.findByRole("table");
    const [open, gone] = bodyRows();
    expect(open).toHaveTextContent("Not confirmed: enter the code");
    expect(open).toHaveTextContent("$42.00");
    expect(open).not.toHaveTextContent("- $42.00");
    expect(gone).toHaveTextContent("Not confirmed");
    expect(gone).not.toHaveTextContent("enter the code");
    expect(gone).not.toHaveTextContent("- $42.00");

    await userEvent.click(within(gone!).getByRole("button", { name: /Lunch/ }));
    let dialog = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
    expect(dialog.queryByRole("button", { name: "Enter the code" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(within(open!).getByRole("button", { name: /Dinner/ }));
    dialog = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
    expect(dialog.getByText(/Not confirmed: enter the code we e-mailed you/)).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Enter the code" })).toBeInTheDocument();
  });
});

describe("a bank transfer beyond our books", () => {
  it("says it waits to be sent, was sent to the bank on a day, or was returned, its status unchanged", async () => {
    const approved = {
      ...localTransfer,
      status: "Completed" as const,
      bankDetails: { ...localTransfer.bankDetails!, routingNumber: "021000021" },
    };
    const rows = [
      { ...approved, payout: { stage: "Waiting" as const } },
      {
        ...approved,
        _id: "t_sent",
        transactionId: "1700000000031",
        description: "Sent rent",
        payout: { stage: "Sent" as const, sentAt: "2026-03-08T10:00:00.000Z" },
      },
      {
        ...approved,
        _id: "t_back",
        transactionId: "1700000000032",
        description: "Returned rent",
        status: "Cancelled" as const,
        cancelReason: "Returned by the receiving bank: Creditor account closed (AC04)",
        payout: { stage: "Returned" as const, sentAt: "2026-03-08T10:00:00.000Z" },
      },
    ];
    serveApi({ "GET /api/transaction/:userId": () => rows });
    await renderPage("/transactions");
    for (const [description, status, where] of [
      ["Rent", "Completed", "Waiting to be sent"],
      ["Sent rent", "Completed", "Sent to the bank on Mar 8, 2026"],
      ["Returned rent", "Cancelled", "Returned by the receiving bank: Creditor account closed (AC04)"],
    ] as const) {
      await userEvent.click(await screen.findByRole("button", { name: new RegExp(`^${description}`) }));
      const dialog = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
      expect(dialog.getByText("Status").nextElementSibling).toHaveTextContent(status);
      expect(dialog.getByText("At the bank").nextElementSibling).toHaveTextContent(where);
      expect(dialog.getByText("Routing Number").nextElementSibling).toHaveTextContent("021000021");
      await userEvent.keyboard("{Escape}");
    }
  });
});

describe("transactions page in Russian", () => {
  afterEach(() => activateLocale("en-US"));

  it("lets the customer cancel a payment still waiting for its code, in a payment's words", async () => {
    let status: "Unconfirmed" | "Cancelled" = "Unconfirmed";
    const fetchMock = serveApi({
      "GET /api/transaction/:userId": () => [{ ...paymentSent, status }],
      "POST /api/transaction/cancel/:userId/:transactionId": () => {
        status = "Cancelled";
        return { message: "Transfer cancelled", transaction: { ...paymentSent, status } };
      },
    });
    await renderPage("/transactions");
    await userEvent.click(await screen.findByRole("button", { name: /Dinner/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
    expect(dialog.queryByRole("button", { name: "Cancel this transfer" })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel this payment" }));
    expect(
      dialog.getByText("Cancel this payment? Its code will no longer work, and nothing will be sent."),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Yes, cancel payment" }));
    await waitFor(() => expect(dialog.getByText("Status").nextElementSibling).toHaveTextContent("Cancelled"));
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/transaction/cancel/u_1/1700000000004")).toBe(
      true,
    );
  });

  it("names the columns, the row, its date and every detail in Russian, in the user's time zone", async () => {
    await activateLocale("ru");
    setSession({ ...ada, language: "ru", timeZone: "America/Guatemala" });
    serveApi({ "GET /api/transaction/:userId": () => [internationalTransfer] });
    await renderPage("/transactions");
    await screen.findByRole("table");
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Дата",
      "Описание",
      "Статус",
      "Сумма",
    ]);
    const [row] = bodyRows();
    expect(within(row!).getByRole("time")).toHaveTextContent("9 мар.");
    expect(within(row!).getByText("Перевод на банковский счёт")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: /Tuition/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Детали операции" }));
    for (const [label, value] of [
      ["Тип операции", "Списание"],
      ["Статус", "Отменён"],
      ["Вид перевода", "Международный"],
      ["Тип счёта", "Сберегательный счёт"],
      ["Страна", "Великобритания"],
    ] as const) {
      expect(dialog.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    const plain = (text: string) => text.replace(/\s/g, " ");
    expect(dialog.getByText("- 1 000,00 $", { normalizer: plain })).toBeInTheDocument();
    expect(dialog.getByText("9 мар. 2026 г., 09:00", { normalizer: plain })).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Закрыть" })).toBeInTheDocument();
  });
});

describe("searching, filtering and exporting the history", () => {
  const historyReads = (fetchMock: ReturnType<typeof serveApi>) =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/transaction/"));

  it("reads the filters from the address and writes a new search back to it", async () => {
    const fetchMock = serveApi({
      "GET /api/transaction/:userId": ({ query }) =>
        query.get("q") === "tuition" ? [internationalTransfer] : [],
    });
    const { router } = await renderPage("/transactions?type=Withdrawal&minAmount=10");
    expect(await screen.findByText("No transactions match your search.")).toBeInTheDocument();
    expect(historyReads(fetchMock)[0]).toBe("/api/transaction/u_1?type=Withdrawal&minAmount=10&limit=9");
    expect(screen.getByLabelText("Type")).toHaveValue("Withdrawal");
    expect(screen.getByLabelText("Smallest amount")).toHaveValue("10");

    await userEvent.type(screen.getByRole("searchbox", { name: "Search transactions" }), "tuition{Enter}");
    expect(await screen.findByText("Tuition")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?q=tuition&type=Withdrawal&minAmount=10");

    await userEvent.click(screen.getByRole("button", { name: "Clear all" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(historyReads(fetchMock).at(-1)).toBe("/api/transaction/u_1?limit=9");
  });

  it("downloads the CSV of the view on screen, and says why when it cannot", async () => {
    const createObjectURL = vi.fn(() => "blob:csv");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    let refuse = false;
    const fetchMock = serveApi({
      "GET /api/transaction/:userId/export.csv": () =>
        refuse
          ? apiError(400, "status must be Unconfirmed, Pending, Completed or Cancelled", "validation_error")
          : new Response("a,b\n"),
    });
    await renderPage("/transactions?status=Pending");
    await userEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      "/api/transaction/u_1/export.csv?status=Pending",
    );
    expect(createObjectURL).toHaveBeenCalled();

    refuse = true;
    await userEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("status must be Unconfirmed, Pending, Completed or Cancelled"),
    );
    click.mockRestore();
  });
});
