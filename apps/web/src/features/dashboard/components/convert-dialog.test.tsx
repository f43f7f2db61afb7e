import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { adaWithBalances, usdToEurQuote } from "../../../test/currency-fixtures";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

beforeEach(() => {
  resetSession();
  queryClient.clear();
  setSession(adaWithBalances);
});

afterEach(() => {
  vi.useRealTimers();
});

async function openConverter() {
  await renderPage("/dashboard");
  const card = (await screen.findByRole("heading", { name: "Other balances" }, { timeout: 5000 })).closest(
    "section",
  )!;
  // The card's buttons wait for the dashboard's loader.
  const convert = within(card).getByRole("button", { name: "Convert" });
  await waitFor(() => expect(convert).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(convert);
  return within(await screen.findByRole("dialog", { name: "Convert money" }));
}

async function quoteFor(dialog: ReturnType<typeof within>, amount: string) {
  await userEvent.type(dialog.getByRole("textbox", { name: "Amount to sell (USD)" }), amount);
  await userEvent.click(dialog.getByRole("button", { name: "Get a quote" }));
}

/** The countdown wakes once a second, each tick setting the next one. */
async function passSeconds(seconds: number) {
  for (let second = 0; second < seconds; second++) await act(() => vi.advanceTimersByTimeAsync(1000));
}

/** The Idempotency-Key of each confirmation sent. */
const idempotencyKeys = (fetchMock: ReturnType<typeof serveApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === `/api/conversions/${ada._id}`)
    .map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));

const detail = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByText(label).nextElementSibling?.textContent;

describe("converting between balances", () => {
  it("quotes the rate, the fee apart and exactly what is taken and given, then converts once", async () => {
    const fetchMock = serveApi();
    const dialog = await openConverter();
    expect(dialog.getByRole("combobox", { name: "From" })).toHaveValue("USD");
    expect(dialog.getByRole("combobox", { name: "To" })).toHaveValue("EUR");
    expect(dialog.getByRole("radio", { name: "I sell" })).toBeChecked();
    await quoteFor(dialog, "100");

    expect(await dialog.findByText("This price holds for 30 s.")).toBeInTheDocument();
    expect(detail(dialog, "Rate")).toBe("1 USD = 0.9155 EUR");
    expect(detail(dialog, "Fee")).toBe("$0.40");
    expect(detail(dialog, "You sell")).toBe("$100.00");
    expect(detail(dialog, "You receive")).toBe("€91.18");
    expect(sentTo(fetchMock, "POST /api/conversions/:userId/quote")).toEqual([
      { from: "USD", to: "EUR", amount: 100, side: "sell" },
    ]);

    await userEvent.click(dialog.getByRole("button", { name: "Convert now" }));
    expect(await dialog.findByText("Conversion completed")).toBeInTheDocument();
    expect(dialog.getByText(/You converted/)).toHaveTextContent("You converted $100.00 to €91.18.");
    expect(sentTo(fetchMock, "POST /api/conversions/:userId")).toEqual([{ quoteId: usdToEurQuote.quoteId }]);
    expect(idempotencyKeys(fetchMock)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    // Both balances and the history are read again.
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/user"));
    await userEvent.click(dialog.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("takes the amount to receive in the target currency's decimals", async () => {
    const fetchMock = serveApi();
    const dialog = await openConverter();
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: "To" }), "JPY");
    await userEvent.click(dialog.getByRole("radio", { name: "I receive" }));
    const amount = dialog.getByRole("textbox", { name: "Amount to receive (JPY)" });
    await userEvent.type(amount, "1500.5");
    await userEvent.click(dialog.getByRole("button", { name: "Get a quote" }));
    expect(amount).toHaveAccessibleDescription("Enter a whole amount of JPY, more than 0.");
    expect(sentTo(fetchMock, "POST /api/conversions/:userId/quote")).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, "1,500");
    await userEvent.click(dialog.getByRole("button", { name: "Get a quote" }));
    await waitFor(() =>
      expect(sentTo(fetchMock, "POST /api/conversions/:userId/quote")).toEqual([
        { from: "USD", to: "JPY", amount: 1500, side: "buy" },
      ]),
    );
  });

  it("lets the quote run out after 30 seconds and gets a new one on request", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = serveApi();
    const dialog = await openConverter();
    await quoteFor(dialog, "100");
    expect(await dialog.findByText("This price holds for 30 s.")).toBeInTheDocument();
    await passSeconds(10);
    expect(dialog.getByText("This price holds for 20 s.")).toBeInTheDocument();
    await passSeconds(20);
    expect(dialog.getByRole("alert")).toHaveTextContent("This quote has expired. Get a new one.");
    expect(dialog.queryByRole("button", { name: "Convert now" })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Get a new quote" }));
    expect(await dialog.findByText("This price holds for 30 s.")).toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/conversions/:userId/quote")).toHaveLength(2);
  });

  it("says when the rates are out of date, and tries again on request", async () => {
    let stale = true;
    serveApi({
      "POST /api/conversions/:userId/quote": () =>
        stale
          ? apiError(409, "Exchange rates are out of date. Try again later.", "rates_stale")
          : usdToEurQuote,
    });
    const dialog = await openConverter();
    await quoteFor(dialog, "100");
    const alert = await dialog.findByRole("alert");
    expect(alert).toHaveTextContent("We could not get a quote.");
    expect(alert).toHaveTextContent("Exchange rates are out of date. Try again later.");
    stale = false;
    await userEvent.click(dialog.getByRole("button", { name: "Try again" }));
    expect(await dialog.findByText("This price holds for 30 s.")).toBeInTheDocument();
  });

  it("retries a failed confirmation with the same key, and offers a new quote when the server finds it spent", async () => {
    let answer = () => apiError(503, "Service unavailable", "unavailable");
    const fetchMock = serveApi({ "POST /api/conversions/:userId": () => answer() });
    const dialog = await openConverter();
    await quoteFor(dialog, "100");
    await userEvent.click(await dialog.findByRole("button", { name: "Convert now" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("Service unavailable");
    answer = () => apiError(409, "This quote has expired. Get a new one.", "quote_expired");
    await userEvent.click(dialog.getByRole("button", { name: "Convert now" }));
    await waitFor(() =>
      expect(dialog.getByRole("alert")).toHaveTextContent("This quote has expired. Get a new one."),
    );
    expect(dialog.getByRole("button", { name: "Get a new quote" })).toBeInTheDocument();
    const keys = idempotencyKeys(fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
