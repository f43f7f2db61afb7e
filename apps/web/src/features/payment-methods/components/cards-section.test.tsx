import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../../lib/i18n";
import { queryClient } from "../../../lib/query-client";
import { apiError, heldAnswer, sentTo, serveApi } from "../../../test/api";
import { frozenEuroCard, travelCard, travelCardDetails } from "../../../test/card-fixtures";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { renderPage } from "../../../test/render-page";
import { detailsShownSeconds, groupedPan } from "./card-details";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(async () => {
  resetSession();
  queryClient.clear();
  setSession({
    ...ada,
    balances: [
      { currency: "USD", available: 1234.5, balance: 1234.5, held: 0 },
      { currency: "EUR", available: 50, balance: 50, held: 0 },
    ],
  });
  vi.clearAllMocks();
  await activateLocale("en-US");
});

afterEach(() => {
  vi.useRealTimers();
});

async function cardsRegion(path = "/payment-methods") {
  await renderPage(path);
  return screen.findByRole("region", { name: "Credit or Debit Cards (for payments)" });
}

const reauthenticationRequired = () =>
  apiError(403, "Confirm it is you: enter your password again.", "reauthentication_required");

describe("Cards on Payment Methods", () => {
  it("says loading, then that there are none, with no made-up card", async () => {
    const cards = heldAnswer();
    serveApi({ "GET /api/cards/:userId": cards.handler });
    const region = await cardsRegion();
    expect(within(region).getByRole("status")).toHaveTextContent("Loading your cards...");

    cards.answer([]);
    expect(await within(region).findByText("No cards yet")).toBeInTheDocument();
    expect(within(region).queryByText(/Larkspur does not offer cards/)).not.toBeInTheDocument();
    expect(within(region).queryByRole("article")).not.toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Issue a card" })).toBeEnabled();
  });

  it("says when the cards could not be loaded, and loads them again on request", async () => {
    let fail = true;
    serveApi({
      "GET /api/cards/:userId": () =>
        fail ? apiError(503, "Service unavailable", "unavailable") : [travelCard],
    });
    const region = await cardsRegion();
    expect(await within(region).findByText("Your cards could not be loaded")).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(region).getByRole("button", { name: "Try again" }));
    expect(
      await within(region).findByRole("article", { name: "Travel, card ending in 4242" }),
    ).toBeInTheDocument();
  });

  it("draws each card with its last four digits, expiry, status, nickname and currency", async () => {
    serveApi({
      "GET /api/cards/:userId": () => [
        travelCard,
        frozenEuroCard,
        { ...travelCard, cardId: "ended", last4: "0005", status: "Terminated", nickname: "Old" },
      ],
    });
    const region = await cardsRegion();
    const travel = await within(region).findByRole("article", { name: "Travel, card ending in 4242" });
    expect(within(travel).getByText("•••• 4242")).toBeInTheDocument();
    expect(within(travel).getByText("08/29")).toBeInTheDocument();
    expect(within(travel).getByText("Active")).toBeInTheDocument();
    expect(within(travel).getByText("USD")).toBeInTheDocument();

    const frozen = within(region).getByRole("article", { name: "Larkspur card, card ending in 1881" });
    expect(within(frozen).getByText("Frozen")).toBeInTheDocument();
    expect(within(frozen).getByText("01/30")).toBeInTheDocument();
    expect(within(frozen).getByText("EUR")).toBeInTheDocument();
    expect(within(frozen).getByRole("button", { name: "Unfreeze card ending in 1881" })).toBeInTheDocument();

    // A terminated card is kept apart, with nothing left to do with it.
    const ended = within(region).getByRole("list", { name: "Terminated cards" });
    const old = within(ended).getByRole("article", { name: "Old, card ending in 0005" });
    expect(within(old).getByText("Terminated")).toBeInTheDocument();
    expect(within(old).queryByRole("button")).not.toBeInTheDocument();
  });

  it("issues a card in a currency the customer holds, with a nickname", async () => {
    let cards: unknown[] = [];
    const fetchMock = serveApi({
      "GET /api/cards/:userId": () => cards,
      "POST /api/cards/:userId": ({ body }) => {
        const issued = { ...frozenEuroCard, status: "Active", nickname: "Trips", ...(body as object) };
        cards = [issued];
        return new Response(JSON.stringify(issued), { status: 201 });
      },
    });
    const region = await cardsRegion();
    await userEvent.click(await within(region).findByRole("button", { name: "Issue a card" }));
    const dialog = await screen.findByRole("dialog", { name: "Issue a card" });
    const currency = within(dialog).getByLabelText("Currency");
    expect(
      within(currency)
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual(["USD", "EUR"]);
    await userEvent.selectOptions(currency, "EUR");
    await userEvent.type(within(dialog).getByLabelText(/Nickname/), "  Trips ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue card" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Card ending in 1881 issued"));
    expect(sentTo(fetchMock, "POST /api/cards/:userId")).toEqual([{ currency: "EUR", nickname: "Trips" }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(
      await within(region).findByRole("article", { name: "Trips, card ending in 1881" }),
    ).toBeInTheDocument();
  });

  it("keeps the dialog open with the API's refusal at the most cards allowed", async () => {
    const five = Array.from({ length: 5 }, (_, index) => ({
      ...travelCard,
      cardId: `card-${index}`,
      last4: `000${index}`,
    }));
    serveApi({
      "GET /api/cards/:userId": () => five,
      "POST /api/cards/:userId": () =>
        apiError(
          409,
          "You have 5 cards, the most allowed. Terminate one to issue another.",
          "card_limit_reached",
        ),
    });
    const region = await cardsRegion();
    const issue = await within(region).findByRole("button", { name: "Issue a card" });
    expect(issue).toHaveAccessibleDescription(
      "You have the most cards allowed (5). Terminate one to issue another.",
    );
    await userEvent.click(issue);
    const dialog = await screen.findByRole("dialog", { name: "Issue a card" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue card" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You have 5 cards, the most allowed. Terminate one to issue another.",
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("opens the issue dialog at once when the dashboard's Add Card leads here", async () => {
    serveApi();
    // The dialog hides the page from assistive technology, so the page's heading is not waited for.
    renderApp("/payment-methods?issue-card");
    const dialog = await screen.findByRole("dialog", { name: "Issue a card" }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("button", { name: "Issue a card" })).toBeInTheDocument();
  });

  it("freezes an active card and unfreezes a frozen one", async () => {
    let status = "Active";
    const fetchMock = serveApi({
      "GET /api/cards/:userId": () => [{ ...travelCard, status }],
      "POST /api/cards/:userId/:cardId/freeze": () => {
        status = "Frozen";
        return { ...travelCard, status };
      },
      "POST /api/cards/:userId/:cardId/unfreeze": () => {
        status = "Active";
        return { ...travelCard, status };
      },
    });
    const region = await cardsRegion();
    await userEvent.click(await within(region).findByRole("button", { name: "Freeze card ending in 4242" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Card ending in 4242 frozen"));
    const card = within(region).getByRole("article", { name: "Travel, card ending in 4242" });
    expect(await within(card).findByText("Frozen")).toBeInTheDocument();

    await userEvent.click(within(region).getByRole("button", { name: "Unfreeze card ending in 4242" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Card ending in 4242 unfrozen"));
    expect(await within(card).findByText("Active")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/cards/${ada._id}/${travelCard.cardId}/unfreeze`,
    );
  });

  it("terminates a card only after asking, and says it is final", async () => {
    let status = "Active";
    const fetchMock = serveApi({
      "GET /api/cards/:userId": () => [{ ...travelCard, status }],
      "DELETE /api/cards/:userId/:cardId": () => {
        status = "Terminated";
        return { ...travelCard, status };
      },
    });
    const region = await cardsRegion();
    await userEvent.click(
      await within(region).findByRole("button", { name: "Terminate card ending in 4242" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Terminate this card?" });
    expect(dialog).toHaveAccessibleDescription(/stop working for good/);

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sentTo(fetchMock, "DELETE /api/cards/:userId/:cardId")).toEqual([]);

    await userEvent.click(within(region).getByRole("button", { name: "Terminate card ending in 4242" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Terminate card" }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Card ending in 4242 terminated"));
    expect(sentTo(fetchMock, "DELETE /api/cards/:userId/:cardId")).toHaveLength(1);
    expect(await within(region).findByText("No cards yet")).toBeInTheDocument();
  });

  it("sends only the limits that changed, empty meaning no card limit, and refuses a bad amount", async () => {
    const fetchMock = serveApi({ "GET /api/cards/:userId": () => [frozenEuroCard] });
    const region = await cardsRegion();
    await userEvent.click(
      await within(region).findByRole("button", { name: "Limits of card ending in 1881" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Limits of card ending in 1881" });
    expect(within(dialog).getByLabelText("Per purchase (EUR)")).toHaveValue("200.00");
    expect(within(dialog).getByLabelText("30 days (EUR)")).toHaveValue("");
    expect(within(dialog).getByRole("checkbox", { name: "Online purchases" })).not.toBeChecked();

    const daily = within(dialog).getByLabelText("Daily (EUR)");
    await userEvent.clear(daily);
    await userEvent.type(daily, "12.345");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save limits" }));
    expect(
      await within(dialog).findByText("Enter an amount in EUR more than 0, or leave it empty"),
    ).toBeVisible();
    expect(sentTo(fetchMock, "PUT /api/cards/:userId/:cardId/limits")).toEqual([]);

    await userEvent.clear(daily);
    await userEvent.clear(within(dialog).getByLabelText("Per purchase (EUR)"));
    await userEvent.type(within(dialog).getByLabelText("30 days (EUR)"), "1,500.50");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Online purchases" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save limits" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Card limits saved"));
    expect(sentTo(fetchMock, "PUT /api/cards/:userId/:cardId/limits")).toEqual([
      { perPurchase: null, daily: null, monthly: 1500.5, online: true },
    ]);
  });

  it("shows a limits refusal from the API above the fields", async () => {
    serveApi({
      "GET /api/cards/:userId": () => [travelCard],
      "PUT /api/cards/:userId/:cardId/limits": () =>
        apiError(400, "Per-purchase limit is too large", "validation_failed"),
    });
    const region = await cardsRegion();
    await userEvent.click(
      await within(region).findByRole("button", { name: "Limits of card ending in 4242" }),
    );
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Per purchase (USD)"), "50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save limits" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Per-purchase limit is too large");
  });
});

describe("Card details", () => {
  it("groups the number in fours", () => {
    expect(groupedPan("4000123412344242")).toBe("4000 1234 1234 4242");
  });

  it("asks for the password when the sign-in is not fresh, then shows the details and hides them", async () => {
    let proven = false;
    const fetchMock = serveApi({
      "GET /api/cards/:userId": () => [travelCard],
      "POST /api/cards/:userId/:cardId/details": () =>
        proven ? travelCardDetails : reauthenticationRequired(),
      "POST /api/security/reauthenticate": () => {
        proven = true;
        return new Response(null, { status: 204 });
      },
    });
    const region = await cardsRegion();
    await userEvent.click(
      await within(region).findByRole("button", { name: "Show details of card ending in 4242" }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Confirm it is you" });
    expect(confirm).toHaveAccessibleDescription(/to see your card details/);
    await userEvent.type(within(confirm).getByLabelText("Password"), "correct horse battery");
    await userEvent.click(within(confirm).getByRole("button", { name: "Confirm" }));

    const details = await screen.findByRole("dialog", { name: "Card ending in 4242" });
    expect(within(details).getByText("4000 1234 1234 4242")).toBeInTheDocument();
    expect(within(details).getByText("123")).toBeInTheDocument();
    expect(within(details).getByText("08/29")).toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/security/reauthenticate")).toEqual([
      { password: "correct horse battery" },
    ]);

    const clipboard = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText: clipboard }, configurable: true });
    await userEvent.click(within(details).getByRole("button", { name: "Copy Card number" }));
    expect(clipboard).toHaveBeenCalledWith("4000123412344242");
    expect(toast.success).toHaveBeenCalledWith("Card number copied");

    await userEvent.click(within(details).getByRole("button", { name: "Hide details" }));
    expect(screen.queryByText("4000 1234 1234 4242")).not.toBeInTheDocument();
  });

  it("hides the details by itself after a short while", async () => {
    serveApi({ "GET /api/cards/:userId": () => [travelCard] });
    const region = await cardsRegion();
    const show = await within(region).findByRole("button", { name: "Show details of card ending in 4242" });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(show);
    const details = await screen.findByRole("dialog", { name: "Card ending in 4242" });
    expect(
      within(details).getByText(`These details hide themselves in ${detailsShownSeconds} s.`),
    ).toBeVisible();

    // A second at a time, as the countdown schedules itself anew after each render.
    for (let second = 0; second <= detailsShownSeconds; second++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    await waitFor(() => expect(screen.queryByText("4000 1234 1234 4242")).not.toBeInTheDocument());
  });

  it("shows nothing when the password dialog is closed, and says why when the call fails otherwise", async () => {
    let answer = reauthenticationRequired;
    serveApi({
      "GET /api/cards/:userId": () => [travelCard],
      "POST /api/cards/:userId/:cardId/details": () => answer(),
    });
    const region = await cardsRegion();
    const show = await within(region).findByRole("button", { name: "Show details of card ending in 4242" });
    await userEvent.click(show);
    const confirm = await screen.findByRole("dialog", { name: "Confirm it is you" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(show).toBeEnabled());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();

    answer = () => apiError(404, "No such card", "not_found");
    await userEvent.click(show);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("No such card"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
