import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../../lib/i18n";
import { queryClient } from "../../../lib/query-client";
import { apiError, heldAnswer, savedBankAccount, sentTo, serveApi } from "../../../test/api";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(async () => {
  resetSession();
  queryClient.clear();
  setSession(ada);
  vi.clearAllMocks();
  await activateLocale("en-US");
});

const graceH = {
  recipientId: "0d6f2a4b-1c3e-4f5a-9b8c-7d6e5f4a3b2c",
  type: "Larkspur" as const,
  name: "Grace H.",
  accountNumber: "987654321098",
  maskedAccountNumber: "•••• 1098",
  bankDetails: null,
  createdAt: "2026-03-06T10:00:00.000Z",
};

async function bankAccounts() {
  await renderPage("/payment-methods");
  return screen.findByRole("region", { name: "Bank Accounts (for withdrawal)" });
}

describe("Bank Accounts (for withdrawal)", () => {
  it("says there are none, then adds a local account with the wizard's fields", async () => {
    let recipients: unknown[] = [];
    const fetchMock = serveApi({
      "GET /api/recipients/:userId": () => ({ recipients }),
      "POST /api/recipients/:userId": ({ body }) => {
        const { bankDetails } = body as { bankDetails: Record<string, string> };
        const saved = {
          ...savedBankAccount,
          type: "Local",
          name: bankDetails.accountName,
          accountNumber: bankDetails.accountNumber,
          maskedAccountNumber: "•••• 6789",
          bankDetails,
        };
        recipients = [saved];
        return new Response(JSON.stringify(saved), { status: 201 });
      },
    });
    const section = await bankAccounts();
    expect(await within(section).findByText(/No bank accounts yet/)).toBeInTheDocument();

    await userEvent.click(within(section).getByRole("button", { name: "Add New Bank Account" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New Bank Account" });
    expect(within(dialog).getByRole("radio", { name: "Local" })).toBeChecked();
    expect(within(dialog).queryByLabelText("Swift Code")).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Account Name"), "Charles Babbage");
    await userEvent.type(within(dialog).getByLabelText("Account Number"), "0123456789");
    await userEvent.selectOptions(within(dialog).getByLabelText("Account Type"), "Checking account");
    await userEvent.type(within(dialog).getByLabelText("Bank Name"), "First Analytical Bank");
    await userEvent.type(within(dialog).getByLabelText(/^Routing Number/), "021000021");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save bank account" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Bank account added"));
    expect(sentTo(fetchMock, "POST /api/recipients/:userId")).toEqual([
      {
        type: "Local",
        bankDetails: {
          accountName: "Charles Babbage",
          accountNumber: "0123456789",
          bankName: "First Analytical Bank",
          accountType: "Checking account",
          routingNumber: "021000021",
        },
      },
    ]);
    const card = await within(section).findByRole("article", {
      name: "First Analytical Bank, account ending in 6789",
    });
    expect(within(card).getByText("•••• 6789")).toBeInTheDocument();
    expect(within(card).getByText("Charles Babbage")).toBeInTheDocument();
    expect(within(card).queryByText("0123456789")).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("checks an IBAN, a Swift code and a US routing number before sending anything", async () => {
    const fetchMock = serveApi({});
    const section = await bankAccounts();
    await userEvent.click(await within(section).findByRole("button", { name: "Add New Bank Account" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New Bank Account" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "International" }));
    await userEvent.type(within(dialog).getByLabelText("Account Name"), "Grace Hopper");
    await userEvent.type(within(dialog).getByLabelText(/^Account Number/), "DE89370400440532013001");
    await userEvent.selectOptions(within(dialog).getByLabelText("Account Type"), "Checking account");
    await userEvent.type(within(dialog).getByLabelText("Bank Name"), "Harbor Savings");
    await userEvent.type(within(dialog).getByLabelText(/^Routing Number/), "021000022");
    await userEvent.type(within(dialog).getByLabelText(/^Swift Code/), "COBAXXFF");
    await userEvent.selectOptions(within(dialog).getByLabelText("Country"), "United States");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save bank account" }));

    expect(
      await within(dialog).findByText("This IBAN is not valid: check it for typing mistakes"),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("This Swift (BIC) code is not valid: check its bank and country letters"),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("This US routing number is not valid: check it for typing mistakes"),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Account Number/)).toHaveAttribute("aria-invalid", "true");
    expect(sentTo(fetchMock, "POST /api/recipients/:userId")).toEqual([]);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    serveApi({
      "POST /api/recipients/:userId": () => apiError(409, "This recipient is already saved.", "conflict"),
    });
    const section = await bankAccounts();
    await userEvent.click(await within(section).findByRole("button", { name: "Add New Bank Account" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New Bank Account" });
    await userEvent.type(within(dialog).getByLabelText("Account Name"), "Charles Babbage");
    await userEvent.type(within(dialog).getByLabelText(/^Account Number/), "0123456789");
    await userEvent.selectOptions(within(dialog).getByLabelText("Account Type"), "Checking account");
    await userEvent.type(within(dialog).getByLabelText("Bank Name"), "First Analytical Bank");
    await userEvent.type(within(dialog).getByLabelText(/^Routing Number/), "021000021");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save bank account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This recipient is already saved.");
    expect(within(dialog).getByLabelText("Account Name")).toHaveValue("Charles Babbage");
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("lists accounts with masked numbers and removes one after asking", async () => {
    let recipients: unknown[] = [savedBankAccount, graceH];
    const fetchMock = serveApi({
      "GET /api/recipients/:userId": () => ({ recipients }),
      "DELETE /api/recipients/:userId/:recipientId": ({ params }) => {
        recipients = recipients.filter(
          (r) => (r as { recipientId: string }).recipientId !== params.recipientId,
        );
        return { message: "Recipient removed" };
      },
    });
    const section = await bankAccounts();
    const card = await within(section).findByRole("article", { name: "Nordbank, account ending in 3000" });
    expect(within(card).getByText("Germany")).toBeInTheDocument();
    expect(within(card).getByText("Current account")).toBeInTheDocument();
    expect(screen.queryByText("DE89370400440532013000")).not.toBeInTheDocument();
    // A Larkspur customer saved after a payment is not a bank account: it is listed on its own.
    const larkspur = screen.getByRole("region", { name: "Larkspur recipients" });
    expect(within(larkspur).getByText("Grace H.")).toBeInTheDocument();

    await userEvent.click(within(card).getByRole("button", { name: "Remove bank account ending in 3000" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this bank account?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove bank account" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Bank account removed"));
    expect(sentTo(fetchMock, "DELETE /api/recipients/:userId/:recipientId")).toHaveLength(1);
    expect(await within(section).findByText(/No bank accounts yet/)).toBeInTheDocument();
    expect(within(larkspur).getByText("Grace H.")).toBeInTheDocument();
  });

  it("shows a loader, then an error with a way to try again", async () => {
    const first = heldAnswer();
    let calls = 0;
    serveApi({
      "GET /api/recipients/:userId": (call) => {
        calls += 1;
        return calls === 1 ? first.handler(call) : { recipients: [savedBankAccount] };
      },
    });
    const section = await bankAccounts();
    expect(within(section).getByRole("status")).toHaveTextContent("Loading your bank accounts...");
    first.answer(apiError(400, "Something is off", "validation_error"));
    expect(await within(section).findByRole("alert")).toHaveTextContent(
      "Your bank accounts could not be loaded",
    );
    await userEvent.click(within(section).getByRole("button", { name: "Try again" }));
    expect(
      await within(section).findByRole("article", { name: "Nordbank, account ending in 3000" }),
    ).toBeInTheDocument();
  });

  it("speaks the reader's language", async () => {
    await activateLocale("es");
    serveApi({ "GET /api/recipients/:userId": () => ({ recipients: [savedBankAccount] }) });
    await renderPage("/payment-methods");
    const section = await screen.findByRole("region", { name: "Cuentas bancarias (para retiros)" });
    expect(
      await within(section).findByRole("button", {
        name: "Eliminar la cuenta bancaria que termina en 3000",
      }),
    ).toBeInTheDocument();
    expect(within(section).getByText("Alemania")).toBeInTheDocument();
  });
});
