import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, heldAnswer, sentTo, serveApi } from "../../../test/api";
import { conversionRow, conversionTargetRow } from "../../../test/currency-fixtures";
import { ada, jsonResponse, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";
import {
  deposit,
  internationalTransfer,
  localTransfer,
  manyTransactions,
  paymentReceived,
  paymentSent,
} from "../../../test/transaction-fixtures";

// Each test starts with no cached history, so the loader shows or not by what the test serves, not by the last test.
beforeEach(() => {
  resetSession();
  queryClient.clear();
  setSession(ada);
});

function serve(history: unknown[]) {
  return serveApi({ "GET /api/transaction/:userId": () => history });
}

describe("dashboard", () => {
  it("shows the customer, the account and the balance, and says when there are no transactions", async () => {
    serve([]);
    await renderPage("/dashboard");
    expect(await screen.findByText("No transactions yet", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByText("912345678901")).toBeInTheDocument();
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    expect(await screen.findByRole("progressbar", { name: "Profile Completeness" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    expect(screen.getByRole("link", { name: "Add Card" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View all" })).not.toBeInTheDocument();
  });

  it("shows its fixed cards at once and the account behind the loader until the data is in", async () => {
    const history = heldAnswer();
    serveApi({ "GET /api/transaction/:userId": history.handler });
    await renderPage("/dashboard");
    expect(await screen.findByText("Loading your account")).toBeInTheDocument();
    expect(await screen.findByRole("progressbar", { name: "Profile Completeness" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Need Help?" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Recent Activity" })).toBeInTheDocument();
    expect(screen.queryByText("$1,234.50")).not.toBeInTheDocument();
    expect(screen.queryByText("No transactions yet")).not.toBeInTheDocument();
    history.answer([]);
    expect(await screen.findByText("No transactions yet", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows the completeness the server counts, each step done or a link to do it", async () => {
    serveApi({
      "GET /api/transaction/:userId": () => [],
      "GET /api/user/:userId/profile-completeness": () => ({
        percent: 75,
        mobile: true,
        email: true,
        card: false,
        bankAccount: true,
      }),
    });
    await renderPage("/dashboard");
    expect(await screen.findByRole("progressbar", { name: "Profile Completeness" })).toHaveAttribute(
      "aria-valuenow",
      "75",
    );
    expect(screen.getByText("75%")).toBeInTheDocument();
    expect(screen.getByText("Bank Account Added")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add Bank Account" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Card" })).toHaveAttribute(
      "href",
      "/payment-methods?issue-card",
    );
  });

  it("says when the completeness could not be read, and reads it again on request", async () => {
    let fail = true;
    serveApi({
      "GET /api/transaction/:userId": () => [],
      "GET /api/user/:userId/profile-completeness": () =>
        fail
          ? apiError(503, "Service unavailable", "unavailable")
          : { percent: 25, mobile: true, email: false, card: false, bankAccount: false },
    });
    await renderPage("/dashboard");
    expect(
      await screen.findByText("Your profile completeness could not be loaded.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("progressbar", { name: "Profile Completeness" })).toHaveAttribute(
      "aria-valuenow",
      "25",
    );
    expect(screen.getByRole("link", { name: "Add Email" })).toHaveAttribute("href", "/profile");
  });

  it("reads the history once on landing and uses the start-up answer instead of reading the user again", async () => {
    const fetchMock = serve([deposit]);
    await renderPage("/dashboard");
    expect(await screen.findByText("Salary for March", {}, { timeout: 3000 })).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url === "/api/user")).toHaveLength(0);
    expect(urls.filter((url) => url.startsWith("/api/transaction/"))).toHaveLength(1);
  });

  it("takes over the history read the page's head began with the same token", async () => {
    const fetchMock = serve([]);
    window.larkspurHistoryRead = {
      token: "good-token",
      userId: ada._id,
      response: Promise.resolve(jsonResponse([deposit])),
    };
    await renderPage("/dashboard");
    expect(await screen.findByText("Salary for March", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(window.larkspurHistoryRead).toBeUndefined();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.startsWith("/api/transaction/"))).toHaveLength(0);
  });

  it("reads the history itself when the head's read used another token", async () => {
    const fetchMock = serve([deposit]);
    window.larkspurHistoryRead = {
      token: "old-token",
      userId: ada._id,
      response: Promise.resolve(jsonResponse({ message: "Token is not valid!" }, 401)),
    };
    await renderPage("/dashboard");
    expect(await screen.findByText("Salary for March", {}, { timeout: 3000 })).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain(`/api/transaction/${ada._id}?limit=9`);
  });

  it("lists the latest 3 with signed amounts and opens their details", async () => {
    serve([localTransfer, deposit, internationalTransfer, ...manyTransactions(2)]);
    await renderPage("/dashboard");
    const activity = within(
      (await screen.findByRole("heading", { name: "Recent Activity" })).closest("section")!,
    );
    const rows = await activity.findAllByRole("listitem", {}, { timeout: 3000 });
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("Rent");
    expect(rows[0]).toHaveTextContent("Transfer to Bank account");
    expect(rows[0]).toHaveTextContent("- $125.50");
    expect(rows[1]).toHaveTextContent("Payment Received");
    expect(rows[1]).toHaveTextContent("+ $2,500.00");
    expect(within(rows[0]!).getByRole("img", { name: "Pending" })).toBeInTheDocument();
    expect(activity.getByRole("link", { name: "View all" })).toHaveAttribute("href", "/transactions");

    await userEvent.click(within(rows[0]!).getByRole("button"));
    const dialog = await screen.findByRole("dialog", { name: "Transaction Details" });
    expect(within(dialog).getByText("#1700000000002")).toBeInTheDocument();
  });

  it("names who a payment went to and who one came from", async () => {
    serve([paymentSent, paymentReceived]);
    await renderPage("/dashboard");
    const activity = within(
      (await screen.findByRole("heading", { name: "Recent Activity" })).closest("section")!,
    );
    const [sent, received] = await activity.findAllByRole("listitem", {}, { timeout: 3000 });
    expect(sent).toHaveTextContent("Sent to Grace H.");
    expect(sent).toHaveTextContent("- $42.00");
    expect(received).toHaveTextContent("Payment Received · From Charles B.");
    expect(received).toHaveTextContent("+ $18.25");
  });

  it("shows a conversion as a row in each currency: money out of one, money in to the other", async () => {
    serve([conversionRow, conversionTargetRow]);
    await renderPage("/dashboard");
    const activity = within(
      (await screen.findByRole("heading", { name: "Recent Activity" })).closest("section")!,
    );
    const [dollars, euros] = await activity.findAllByRole("listitem", {}, { timeout: 3000 });
    expect(dollars).toHaveTextContent("Converted to EUR");
    expect(dollars).toHaveTextContent("Currency conversion · 1 USD = 0.9155 EUR");
    expect(within(dollars!).getByText("- $100.00")).toBeInTheDocument();
    expect(euros).toHaveTextContent("Converted from USD");
    expect(within(euros!).getByText("+ €91.55")).toBeInTheDocument();
  });

  it("shows a payment whose code was never entered as not confirmed, never a debit, and lets the code be entered", async () => {
    const inFiveMinutes = new Date(Date.now() + 5 * 60_000).toISOString();
    const waiting = {
      ...paymentSent,
      status: "Unconfirmed" as const,
      amount: 250,
      counterparty: { name: "Boris P.", accountNumber: "955555555555" },
      codeExpiresAt: inFiveMinutes,
    };
    const abandoned = {
      ...waiting,
      _id: "t_gone",
      transactionId: "1700000000099",
      status: "Cancelled" as const,
      description: "Abandoned",
      codeExpiresAt: undefined,
      neverConfirmed: true as const,
    };
    const fetchMock = serveApi({
      "GET /api/transaction/:userId": () => [waiting, abandoned],
      "POST /api/transaction/verify/:userId": () => ({
        message: "Payment sent",
        transactionId: waiting.transactionId,
        status: "Completed",
      }),
    });
    await renderPage("/dashboard");
    const activity = within(
      (await screen.findByRole("heading", { name: "Recent Activity" })).closest("section")!,
    );
    const rows = await activity.findAllByRole("listitem", {}, { timeout: 3000 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent("Not confirmed: enter the code");
    expect(rows[0]).toHaveTextContent("$250.00");
    expect(rows[0]).not.toHaveTextContent("- $250.00");
    expect(rows[0]).not.toHaveTextContent("Sent to Boris P.");
    expect(activity.queryByText("Abandoned")).not.toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole("button"));
    const details = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
    await userEvent.click(details.getByRole("button", { name: "Enter the code" }));
    const code = within(await screen.findByRole("dialog", { name: "Payment Verification" }));
    await userEvent.type(code.getByRole("textbox"), "123456");
    await userEvent.click(code.getByRole("button", { name: /Verify|Confirm/ }));
    await waitFor(() =>
      expect(sentTo(fetchMock, "POST /api/transaction/verify/:userId")).toEqual([
        { otp: 123456, transactionId: waiting.transactionId },
      ]),
    );
  });

  it("offers a retry when the activity cannot be loaded", async () => {
    let fail = true;
    serveApi({
      "GET /api/transaction/:userId": () =>
        fail ? apiError(400, "Database unavailable", "unavailable") : [deposit],
    });
    await renderPage("/dashboard");
    const retry = await screen.findByRole("button", { name: "Try again" }, { timeout: 3000 });
    fail = false;
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByText("Salary for March")).toBeInTheDocument());
  });
});
