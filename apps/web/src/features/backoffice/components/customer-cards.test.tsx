import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, heldAnswer, sentTo, serveApi } from "../../../test/api";
import { adaDetail, olivia } from "../../../test/backoffice-fixtures";
import { frozenEuroCard, travelCard } from "../../../test/card-fixtures";
import { resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  resetSession();
  queryClient.clear();
  vi.clearAllMocks();
  setSession(olivia);
});

async function cardsSection() {
  await renderPage(`/admin/customers/${adaDetail.customer.id}`);
  await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" });
  const heading = screen.getByRole("heading", { level: 2, name: "Cards" });
  return within(heading.closest("section") as HTMLElement);
}

describe("a customer's cards in the back office", () => {
  it("says loading, then that the customer has none", async () => {
    const cards = heldAnswer();
    serveApi({ "GET /api/admin/customers/:userId/cards": cards.handler });
    const section = await cardsSection();
    expect(section.getByRole("status")).toHaveTextContent("Loading the cards");
    cards.answer([]);
    expect(await section.findByText("No cards")).toBeInTheDocument();
    expect(section.getByText("Ada has not issued a card.")).toBeInTheDocument();
  });

  it("says when they could not be loaded, and loads them again on request", async () => {
    let fail = true;
    serveApi({
      "GET /api/admin/customers/:userId/cards": () =>
        fail ? apiError(503, "Service unavailable", "unavailable") : [travelCard],
    });
    const section = await cardsSection();
    expect(await section.findByText("We could not load the cards.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(section.getByRole("button", { name: "Try again" }));
    expect(await section.findByText("•••• 4242")).toBeInTheDocument();
  });

  it("lists each card and freezes an active one with a reason for the audit log", async () => {
    let status = "Active";
    const fetchMock = serveApi({
      "GET /api/admin/customers/:userId/cards": () => [{ ...travelCard, status }, frozenEuroCard],
      "POST /api/admin/customers/:userId/cards/:cardId/freeze": () => {
        status = "Frozen";
        return { ...travelCard, status };
      },
    });
    const section = await cardsSection();
    const list = await section.findByRole("list", { name: "Cards" });
    const [travel, euro] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(within(travel).getByText("Active")).toBeInTheDocument();
    expect(within(travel).getByText("USD · expires 08/2029")).toBeInTheDocument();
    expect(within(euro).getByText("Frozen")).toBeInTheDocument();
    expect(within(euro).queryByRole("button")).not.toBeInTheDocument();

    await userEvent.click(within(travel).getByRole("button", { name: "Freeze card ending in 4242" }));
    const dialog = await screen.findByRole("dialog", { name: "Freeze card ending in 4242" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Freeze card" }));
    expect(sentTo(fetchMock, "POST /api/admin/customers/:userId/cards/:cardId/freeze")).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText("Reason"), "Reported stolen by phone");
    await userEvent.click(within(dialog).getByRole("button", { name: "Freeze card" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Card frozen."));
    expect(sentTo(fetchMock, "POST /api/admin/customers/:userId/cards/:cardId/freeze")).toEqual([
      { reason: "Reported stolen by phone" },
    ]);
    expect(await within(travel).findByText("Frozen")).toBeInTheDocument();
    expect(within(travel).queryByRole("button")).not.toBeInTheDocument();
  });
});
