import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { serveApi } from "../../../test/api";
import { cardPurchase, cardRefund } from "../../../test/card-fixtures";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";
import { deposit } from "../../../test/transaction-fixtures";

beforeEach(() => {
  resetSession();
  setSession(ada);
});

const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);

describe("card purchases in the history", () => {
  it("read as card purchases and refunds, never as bank transfers, each with its status", async () => {
    const cancelled = { ...cardPurchase, _id: "t_card_3", transactionId: "3", status: "Cancelled" as const };
    serveApi({ "GET /api/transaction/:userId": () => [cardPurchase, cardRefund, cancelled, deposit] });
    await renderPage("/transactions");
    await screen.findByRole("table");
    const [pending, refund, voided, salary] = bodyRows() as HTMLElement[];
    expect(pending).toHaveTextContent("Card · Corner Café");
    expect(within(pending!).getByText("Card purchase")).toBeInTheDocument();
    expect(pending).not.toHaveTextContent("Transfer to Bank account");
    expect(pending).toHaveTextContent("Pending");
    expect(pending).toHaveTextContent("- $4.50");

    expect(within(refund!).getByText("Card refund")).toBeInTheDocument();
    expect(refund).toHaveTextContent("Completed");
    expect(refund).toHaveTextContent("+ $20.00");

    expect(voided).toHaveTextContent("Cancelled");
    // An operator's deposit described by its own words stays a received payment.
    expect(within(salary!).getByText("Payment Received")).toBeInTheDocument();
  });

  it("show a pending purchase as held until the shop completes it, with nothing to cancel", async () => {
    serveApi({ "GET /api/transaction/:userId": () => [cardPurchase] });
    await renderPage("/transactions");
    await userEvent.click(await screen.findByRole("button", { name: /Corner Café/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
    expect(dialog.getByText("Card purchase")).toBeInTheDocument();
    expect(dialog.getByText("Description").nextElementSibling).toHaveTextContent("Card · Corner Café");
    expect(dialog.getByText("Status").nextElementSibling).toHaveTextContent("Pending");
    expect(dialog.getByText(/the amount is held from your balance until the shop completes/)).toBeVisible();
    expect(dialog.queryByRole("button", { name: /Cancel this/ })).not.toBeInTheDocument();
    expect(dialog.queryByText("Transfer Option")).not.toBeInTheDocument();
    expect(dialog.queryByText("Account Name")).not.toBeInTheDocument();
    expect(dialog.queryByText("Bank Name")).not.toBeInTheDocument();
  });

  it("show a completed purchase without the note about the held amount", async () => {
    serveApi({ "GET /api/transaction/:userId": () => [{ ...cardPurchase, status: "Completed" }] });
    await renderPage("/transactions");
    await userEvent.click(await screen.findByRole("button", { name: /Corner Café/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Transaction Details" }));
    expect(dialog.getByText("Status").nextElementSibling).toHaveTextContent("Completed");
    expect(dialog.queryByText(/the amount is held/)).not.toBeInTheDocument();
  });
});
