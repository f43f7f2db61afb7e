import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../../lib/i18n";
import { queryClient } from "../../../lib/query-client";
import { type ApiRoute, apiError, type Handler, sentTo, serveApi } from "../../../test/api";
import { adaDollarsOnly, adaWithBalances } from "../../../test/currency-fixtures";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";
import { localTransfer } from "../../../test/transaction-fixtures";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  queryClient.clear();
  resetSession();
  vi.clearAllMocks();
});

/** The API as the wizard meets it, signed in as `user`, with the test's answers to the transfer calls. */
function serve(user = ada, transfer: Partial<Record<ApiRoute, Handler>> = {}) {
  setSession(user);
  return serveApi(transfer);
}

async function fillLocal(amount = "100.50", currency = "USD") {
  await userEvent.type(screen.getByLabelText(`Amount (${currency})`), amount);
  await userEvent.type(screen.getByLabelText("Account Name"), "Charles Babbage");
  await userEvent.type(screen.getByLabelText("Account Number"), "0123456789");
  await userEvent.selectOptions(screen.getByLabelText("Account Type"), "Checking account");
  await userEvent.type(screen.getByLabelText("Bank Name"), "First Analytical Bank");
  await userEvent.type(screen.getByLabelText(/^Routing Number/), "021000021");
  await userEvent.type(screen.getByLabelText("Description"), "Rent");
}

function currentStep(steps = "Transfer steps") {
  return within(screen.getByRole("list", { name: steps }))
    .getAllByRole("listitem")
    .find((item) => item.getAttribute("aria-current") === "step")?.textContent;
}

describe("send money", () => {
  it("shows Local and International tabs, the steps and the free fee", async () => {
    serve(adaDollarsOnly);
    await renderPage("/send-money");
    expect(screen.getByRole("tab", { name: "Local" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("combobox", { name: "Send from" })).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "International" })).toBeInTheDocument();
    expect(currentStep()).toBe("1Details");
    expect(screen.getByText("Free")).toBeInTheDocument();
    expect(screen.getByText("1.00 USD", { exact: false }).tagName).toBe("S");
    expect(screen.getByText("0.00 USD")).toBeInTheDocument();
    const types = within(screen.getByLabelText("Account Type")).getAllByRole("option");
    expect(types.map((option) => option.textContent)).toEqual([
      "Select an account type",
      "Savings account",
      "Current account",
      "Checking account",
      "Fixed Deposit",
      "Non-resident account",
      "Online banking",
      "Domiciliary account",
      "Joint account",
    ]);
    expect(screen.queryByLabelText("Swift Code")).not.toBeInTheDocument();
  });

  it("requires every Local field, and the International ones on that tab", async () => {
    serve();
    await renderPage("/send-money");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    for (const message of [
      "Amount is required",
      "Account name is required",
      "Account number is required",
      "Bank name is required",
      "Choose an account type",
      "Routing number is required",
      "Description is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText(/^Routing Number/), "021000022");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("This US routing number is not valid: check it for typing mistakes"),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "International" }));
    const countries = within(await screen.findByLabelText("Country")).getAllByRole("option");
    expect(countries.length).toBeGreaterThan(200);
    await userEvent.type(screen.getByLabelText("Amount (USD)"), "10.123");
    await userEvent.type(screen.getByLabelText("Swift Code"), "ABC");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("Enter an amount in dollars, with at most 2 decimals"),
    ).toBeInTheDocument();
    expect(screen.getByText("Routing number is required")).toBeInTheDocument();
    expect(screen.getByText("Enter a Swift (BIC) code of 8 or 11 characters")).toBeInTheDocument();
    expect(screen.getByText("Choose a country from the list")).toBeInTheDocument();
  });

  it("refuses more than the balance with its toast and calls nothing", async () => {
    const fetchMock = serve({ ...ada, balance: 100 });
    await renderPage("/send-money");
    await fillLocal("100.01");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Insufficient balance. Please top up your account balance."),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/transaction/"))).toBe(false);
  });

  it("sends from the balance chosen, in its currency and by its rules, when the customer holds more than one", async () => {
    const fetchMock = serve(adaWithBalances);
    await renderPage("/send-money");
    const from = screen.getByRole("combobox", { name: "Send from" });
    expect(
      within(from)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "USD balance · $1,234.50 available",
      "EUR balance · €91.55 available",
      "JPY balance · ¥0 available",
    ]);
    await userEvent.selectOptions(from, "EUR");
    await fillLocal("12.345", "EUR");
    expect(screen.queryByLabelText("Amount (USD)")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("Enter an amount of EUR more than 0, with at most 2 decimals."),
    ).toBeInTheDocument();

    const amount = screen.getByLabelText("Amount (EUR)");
    await userEvent.clear(amount);
    await userEvent.type(amount, "95");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getAllByText("€95.00")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    // €95.00 is more than the €91.55 of the euro balance, however many dollars there are.
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Insufficient balance. Please top up your account balance."),
    );
    expect(sentTo(fetchMock, "POST /api/transaction/initiate/:userId")).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await userEvent.clear(screen.getByLabelText("Amount (EUR)"));
    await userEvent.type(screen.getByLabelText("Amount (EUR)"), "50");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await screen.findByRole("dialog", { name: "Transfer Verification" });
    expect(sentTo(fetchMock, "POST /api/transaction/initiate/:userId")).toMatchObject([
      { transferOption: "Local", currency: "EUR", amount: 50 },
    ]);
  });

  it("walks Details, Confirm, the code dialog and Success, sending one idempotency key", async () => {
    const fetchMock = serve(ada, {
      "POST /api/transaction/initiate/:userId": () => ({
        message: "Verification email sent",
        transactionId: "1700000000002",
      }),
      "POST /api/transaction/verify/:userId": () => ({
        message: "Transfer request submitted",
        transaction: localTransfer,
      }),
    });
    await renderPage("/send-money");
    await fillLocal();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));

    expect(currentStep()).toBe("2Confirm");
    expect(screen.getAllByText("$100.50")).toHaveLength(2);
    expect(screen.getByText("First Analytical Bank")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));

    const dialog = await screen.findByRole("dialog", { name: "Transfer Verification" });
    const [initiateUrl, initiateInit] =
      fetchMock.mock.calls.find(([url]) => String(url).includes("initiate")) ?? [];
    expect(initiateUrl).toBe("/api/transaction/initiate/u_1");
    expect(JSON.parse(String(initiateInit?.body))).toEqual({
      transferOption: "Local",
      currency: "USD",
      amount: 100.5,
      description: "Rent",
      bankDetails: {
        accountName: "Charles Babbage",
        accountNumber: "0123456789",
        bankName: "First Analytical Bank",
        accountType: "Checking account",
        routingNumber: "021000021",
      },
    });
    const key = (initiateInit?.headers as Record<string, string> | undefined)?.["Idempotency-Key"];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    await userEvent.type(within(dialog).getByLabelText("Verification code"), "654321");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Success! Transfer Request Submitted")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const verifyInit = fetchMock.mock.calls.find(([url]) => String(url).includes("verify"))?.[1];
    expect(JSON.parse(String(verifyInit?.body))).toEqual({ otp: 654321, transactionId: "1700000000002" });
    expect(currentStep()).toBe("3Success");

    await userEvent.click(screen.getByRole("button", { name: "Transfer Money Again" }));
    expect(currentStep()).toBe("1Details");
    expect(screen.getByLabelText("Amount (USD)")).toHaveValue("");
  });

  it("keeps the dialog open with the server's reason when the code is wrong", async () => {
    serve(ada, {
      "POST /api/transaction/initiate/:userId": () => ({
        message: "Verification email sent",
        transactionId: "17",
      }),
      "POST /api/transaction/verify/:userId": () =>
        apiError(400, "Wrong code. 4 tries left.", "invalid_code"),
    });
    await renderPage("/send-money");
    await fillLocal();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    const dialog = await screen.findByRole("dialog", { name: "Transfer Verification" });
    await userEvent.type(within(dialog).getByLabelText("Verification code"), "111111");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await within(dialog).findByText("Wrong code. 4 tries left.")).toBeInTheDocument();
  });

  it("asks for the code on any success answer to Confirm, whatever language its message is in", async () => {
    serve(ada, {
      "POST /api/transaction/initiate/:userId": () => ({
        message: "Correo de verificación enviado",
        transactionId: "17",
      }),
    });
    await renderPage("/send-money");
    await fillLocal();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("dialog", { name: "Transfer Verification" })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("fetches the customer again when the server refuses, so a hold placed meanwhile shows at once", async () => {
    let held = false;
    setSession(ada);
    serveApi({
      "GET /api/user": () => ({ ...ada, transferDisabled: held }),
      "POST /api/transaction/initiate/:userId": () => {
        held = true;
        return apiError(403, "Account on hold. Please contact support", "account_on_hold");
      },
    });
    await renderPage("/send-money");
    await fillLocal();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Account on hold. Please contact support"));
    expect(await screen.findByText("Account on hold. Please contact support")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });

  it("shows only the hold notice when transfers are disabled", async () => {
    serve({ ...ada, transferDisabled: true });
    await renderPage("/send-money");
    expect(await screen.findByText("Account on hold. Please contact support")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Amount (USD)")).not.toBeInTheDocument();
  });
});

describe("send money in Russian", () => {
  afterEach(() => activateLocale("en-US"));

  it("names the tabs, steps, fields, account types and countries in Russian and sends the API's English values", async () => {
    await activateLocale("ru");
    const fetchMock = serve(
      { ...ada, language: "ru" },
      {
        "POST /api/transaction/initiate/:userId": () => ({
          message: "Письмо отправлено",
          transactionId: "17",
        }),
      },
    );
    await renderPage("/send-money");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Перевести деньги");
    expect(screen.getByRole("tab", { name: "Внутренний" })).toHaveAttribute("aria-selected", "true");
    expect(currentStep("Этапы перевода")).toBe("1Реквизиты");
    expect(screen.getByText("Бесплатно")).toBeInTheDocument();
    expect(screen.getByText("0,00 USD")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Продолжить" }));
    expect(await screen.findByText("Укажите сумму")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Международный" }));
    await userEvent.type(await screen.findByLabelText("Сумма (USD)"), "250,5");
    await userEvent.type(screen.getByLabelText("Имя владельца счёта"), "Mary Somerville");
    await userEvent.type(screen.getByLabelText("Номер счёта"), "GB29");
    await userEvent.selectOptions(screen.getByLabelText("Тип счёта"), "Сберегательный счёт");
    await userEvent.type(screen.getByLabelText("Название банка"), "Royal Bank");
    await userEvent.type(screen.getByLabelText("Код банка (routing)"), "026009593");
    await userEvent.type(screen.getByLabelText("Код SWIFT"), "NWBKGB2L");
    await userEvent.selectOptions(screen.getByLabelText("Страна"), "Великобритания");
    await userEvent.type(screen.getByLabelText("Описание"), "Учёба");
    await userEvent.click(screen.getByRole("button", { name: "Продолжить" }));

    expect(await screen.findByText("Проверьте перевод")).toBeInTheDocument();
    expect(screen.getAllByText("250,50 $", { normalizer: (text) => text.replace(/\s/g, " ") })).toHaveLength(
      2,
    );
    expect(screen.getByText("Сберегательный счёт")).toBeInTheDocument();
    expect(screen.getByText("Великобритания")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Подтвердить" }));
    expect(await screen.findByRole("dialog", { name: "Подтверждение перевода" })).toBeInTheDocument();
    const initiateInit = fetchMock.mock.calls.find(([url]) => String(url).includes("initiate"))?.[1];
    expect(JSON.parse(String(initiateInit?.body)).amount).toBe(250.5);
    expect(JSON.parse(String(initiateInit?.body)).bankDetails).toMatchObject({
      accountType: "Savings account",
      country: "United Kingdom",
    });
  }, 90_000);
});
