import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../../lib/i18n";
import { queryClient } from "../../../lib/query-client";
import { type ApiRoute, apiError, type Handler, sentTo, serveApi } from "../../../test/api";
import { adaWithBalances } from "../../../test/currency-fixtures";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  queryClient.clear();
  resetSession();
  vi.clearAllMocks();
});

function serve(overrides: Partial<Record<ApiRoute, Handler>> = {}, user = ada) {
  setSession(user);
  return serveApi(overrides);
}

/** The look-ups made, as their query strings. */
function lookups(fetchMock: ReturnType<typeof serveApi>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/payees/lookup")
    .map((url) => url.search);
}

async function openLarkspurTab() {
  await renderPage("/send-money");
  await userEvent.click(screen.getByRole("tab", { name: "Larkspur account" }));
  return screen.findByLabelText("Account number or e-mail");
}

async function findPayee(typed: string) {
  await userEvent.type(await openLarkspurTab(), typed);
  await userEvent.click(screen.getByRole("button", { name: "Find account" }));
}

function currentStep() {
  return within(screen.getByRole("list", { name: "Transfer steps" }))
    .getAllByRole("listitem")
    .find((item) => item.getAttribute("aria-current") === "step")?.textContent;
}

// Each walks the whole wizard; on a loaded two-core machine the first render alone can take many seconds.
describe("paying another Larkspur customer", { timeout: 90_000 }, () => {
  it("offers a third tab beside Local and International", async () => {
    serve();
    await renderPage("/send-money");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Local",
      "International",
      "Larkspur account",
    ]);
  });

  it("shows who the account belongs to before anything is sent, then pays them at once", async () => {
    const fetchMock = serve({
      "POST /api/transaction/initiate/:userId": () => ({
        message: "Verification email sent",
        transactionId: "1700000000009",
      }),
      "POST /api/transaction/verify/:userId": () => ({
        message: "Payment sent",
        transactionId: "1700000000009",
        status: "Completed",
      }),
    });
    await findPayee("9876 5432 1098");

    expect(await screen.findByText("Grace H.")).toBeInTheDocument();
    expect(screen.getByText("Larkspur account found")).toBeInTheDocument();
    expect(lookups(fetchMock)).toEqual(["?accountNumber=987654321098"]);
    expect(sentTo(fetchMock, "POST /api/transaction/initiate/:userId")).toEqual([]);

    await userEvent.type(screen.getByLabelText("Amount (USD)"), "42");
    await userEvent.type(screen.getByLabelText("Description"), "Dinner");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));

    expect(currentStep()).toBe("2Confirm");
    expect(screen.getByRole("heading", { name: "Check your payment" })).toBeInTheDocument();
    expect(screen.getByText("to Grace H.")).toBeInTheDocument();
    expect(screen.getByText("Paid to").nextSibling).toHaveTextContent("Grace H.");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));

    const dialog = await screen.findByRole("dialog", { name: "Payment Verification" });
    expect(sentTo(fetchMock, "POST /api/transaction/initiate/:userId")).toEqual([
      {
        transferOption: "Larkspur",
        recipient: { accountNumber: "987654321098" },
        amount: 42,
        currency: "USD",
        description: "Dinner",
      },
    ]);
    const initiateInit = fetchMock.mock.calls.find(([url]) => String(url).includes("initiate"))?.[1];
    const headers = initiateInit?.headers as Record<string, string> | undefined;
    expect(headers?.["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);

    await userEvent.type(within(dialog).getByLabelText("Verification code"), "654321");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));

    expect(await screen.findByRole("heading", { name: "Success! Payment Sent" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Grace H. now has $42.00 in their Larkspur account, to use right away.",
    );
    expect(screen.queryByText(/reviewed/)).not.toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/transaction/verify/:userId")).toEqual([
      { otp: 654321, transactionId: "1700000000009" },
    ]);

    await userEvent.click(screen.getByRole("button", { name: "Send Another Payment" }));
    expect(currentStep()).toBe("1Details");
    expect(screen.getByLabelText("Account number or e-mail")).toHaveValue("");
    expect(screen.queryByText("Grace H.")).not.toBeInTheDocument();
  });

  it("pays from the euro balance when the customer chooses it, and says what arrived in euros", async () => {
    const fetchMock = serve(
      {
        "POST /api/transaction/verify/:userId": () => ({
          message: "Payment sent",
          transactionId: "1700000000009",
          status: "Completed",
        }),
      },
      adaWithBalances,
    );
    await findPayee("987654321098");
    expect(await screen.findByText("Grace H.")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Send from" }), "EUR");
    await userEvent.type(screen.getByLabelText("Amount (EUR)"), "20");
    await userEvent.type(screen.getByLabelText("Description"), "Museum tickets");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getAllByText("€20.00")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    const dialog = await screen.findByRole("dialog", { name: "Payment Verification" });
    expect(sentTo(fetchMock, "POST /api/transaction/initiate/:userId")).toEqual([
      {
        transferOption: "Larkspur",
        recipient: { accountNumber: "987654321098" },
        amount: 20,
        currency: "EUR",
        description: "Museum tickets",
      },
    ]);
    await userEvent.type(within(dialog).getByLabelText("Verification code"), "654321");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "Success! Payment Sent" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Grace H. now has €20.00 in their Larkspur account, to use right away.",
    );
  });

  it("looks up an e-mail address, and pays the account found rather than the address typed", async () => {
    const fetchMock = serve();
    await findPayee("Grace@Example.com");
    expect(await screen.findByText("Grace H.")).toBeInTheDocument();
    expect(lookups(fetchMock)).toEqual(["?email=grace%40example.com"]);

    await userEvent.type(screen.getByLabelText("Amount (USD)"), "5");
    await userEvent.type(screen.getByLabelText("Description"), "Coffee");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await screen.findByRole("dialog", { name: "Payment Verification" });
    expect(sentTo(fetchMock, "POST /api/transaction/initiate/:userId")).toMatchObject([
      { recipient: { accountNumber: "987654321098" } },
    ]);
  });

  it("looks the payee up on Continue when the customer did not, and shows them on Confirm", async () => {
    const fetchMock = serve();
    await userEvent.type(await openLarkspurTab(), "987654321098");
    await userEvent.type(screen.getByLabelText("Amount (USD)"), "10");
    await userEvent.type(screen.getByLabelText("Description"), "Lunch");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("to Grace H.")).toBeInTheDocument();
    expect(lookups(fetchMock)).toHaveLength(1);
  });

  it("refuses what is neither an account number nor an e-mail address without looking it up", async () => {
    const fetchMock = serve();
    await findPayee("12345");
    const field = screen.getByLabelText("Account number or e-mail");
    expect(field).toHaveAccessibleDescription("Enter a 12-digit account number or an e-mail address");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(lookups(fetchMock)).toEqual([]);
  });

  it.each([
    [404, "No Larkspur account matches", "not_found"],
    [400, "This is your own account", "own_account"],
    [429, "Too many look-ups. Please try again later.", "rate_limited"],
  ])("shows the server's %i by the field and moves on to nothing", async (status, message, code) => {
    const fetchMock = serve({ "GET /api/payees/lookup": () => apiError(status, message, code) });
    await findPayee("911111111111");
    const field = screen.getByLabelText("Account number or e-mail");
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    await userEvent.type(screen.getByLabelText("Amount (USD)"), "10");
    await userEvent.type(screen.getByLabelText("Description"), "Lunch");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(lookups(fetchMock)).toHaveLength(2));
    expect(currentStep()).toBe("1Details");
    expect(toast.error).not.toHaveBeenCalled();

    await userEvent.type(field, "2");
    expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("finds the account when Enter is pressed in its field, without complaining about the empty amount", async () => {
    serve();
    await userEvent.type(await openLarkspurTab(), "987654321098{Enter}");
    expect(await screen.findByText("Grace H.")).toBeInTheDocument();
    expect(screen.queryByText("Amount is required")).not.toBeInTheDocument();
    expect(currentStep()).toBe("1Details");
  });

  it("forgets the payee found once the customer changes what they typed", async () => {
    serve();
    await findPayee("987654321098");
    expect(await screen.findByText("Grace H.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Account number or e-mail"), "{backspace}");
    expect(screen.queryByText("Grace H.")).not.toBeInTheDocument();
  });

  it("shows the payee while Back is used, and refuses more than the balance", async () => {
    const fetchMock = serve({}, { ...ada, balance: 10 });
    await findPayee("987654321098");
    await userEvent.type(screen.getByLabelText("Amount (USD)"), "10.01");
    await userEvent.type(screen.getByLabelText("Description"), "Lunch");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(await screen.findByRole("button", { name: "Back" }));
    expect(screen.getByText("Grace H.")).toBeInTheDocument();
    expect(screen.getByLabelText("Amount (USD)")).toHaveValue("10.01");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Insufficient balance. Please top up your account balance."),
    );
    expect(sentTo(fetchMock, "POST /api/transaction/initiate/:userId")).toEqual([]);
    expect(lookups(fetchMock)).toHaveLength(1);
  });
});

describe("paying another customer in Spanish", () => {
  afterEach(() => activateLocale("en-US"));

  it("names the tab, the field, the payee found and the steps in Spanish", async () => {
    await activateLocale("es");
    serve({}, { ...ada, language: "es" });
    await renderPage("/send-money");
    await userEvent.click(screen.getByRole("tab", { name: "Cuenta Larkspur" }));
    await userEvent.type(
      await screen.findByLabelText("Número de cuenta o correo electrónico"),
      "987654321098",
    );
    await userEvent.click(screen.getByRole("button", { name: "Buscar la cuenta" }));
    expect(await screen.findByText("Cuenta Larkspur encontrada")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Importe (USD)"), "42,50");
    await userEvent.type(screen.getByLabelText("Descripción"), "Cena");
    await userEvent.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByRole("heading", { name: "Revise su pago" })).toBeInTheDocument();
    expect(screen.getByText("Pagado a").nextSibling).toHaveTextContent("Grace H.");
  });
});
