import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-toastify";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Balance } from "../../../lib/balances";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { adaBalances, adaDollarsOnly, adaWithBalances } from "../../../test/currency-fixtures";
import { ada, jsonResponse, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

beforeEach(() => {
  resetSession();
  queryClient.clear();
});

/** The card once the dashboard's loader is done: its frame shows at once, its balances and buttons after. */
const balancesCard = async () => {
  const card = within(
    (await screen.findByRole("heading", { name: "Other balances" }, { timeout: 5000 })).closest("section")!,
  );
  await waitFor(() => expect(card.getByRole("button", { name: "Convert" })).toBeEnabled(), { timeout: 5000 });
  return card;
};

describe("balances on the dashboard", () => {
  it("shows dollars only, with nothing to add or convert, when the server lists no balances", async () => {
    setSession(adaDollarsOnly);
    serveApi();
    await renderPage("/dashboard");
    expect(await screen.findByText("$1,234.50", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Other balances" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add a currency" })).not.toBeInTheDocument();
  });

  it("shows its frame and help at once, a placeholder per balance last read, and its buttons after the loader", async () => {
    setSession(adaWithBalances);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    serveApi({
      "GET /api/user": async () => {
        await answered;
        return adaWithBalances;
      },
    });
    await renderPage("/dashboard");
    const section = (
      await screen.findByRole("heading", { name: "Other balances" }, { timeout: 5000 })
    ).closest("section")!;
    const card = within(section);
    expect(
      card.getByText("Hold money in more currencies, and convert between them at the reference rate."),
    ).toBeInTheDocument();
    expect(card.queryAllByRole("listitem")).toHaveLength(0);
    expect(section.querySelectorAll("[aria-hidden='true'] > div")).toHaveLength(2);
    expect(card.getByRole("button", { name: "Convert" })).toBeDisabled();
    expect(card.getByRole("button", { name: "Add a currency" })).toBeDisabled();

    answer();
    await waitFor(() => expect(card.getByRole("button", { name: "Convert" })).toBeEnabled(), {
      timeout: 5000,
    });
    expect(card.getAllByRole("listitem")).toHaveLength(2);
    expect(section.querySelectorAll("[aria-hidden='true'] > div")).toHaveLength(0);
  });

  it("lists every other balance in its own currency, and offers to close only the empty one", async () => {
    setSession(adaWithBalances);
    serveApi();
    await renderPage("/dashboard");
    const card = await balancesCard();
    const rows = card.getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual(["EUREuro (EUR)€91.55", "JPYJapanese Yen (JPY)¥0"]);
    expect(card.queryByRole("button", { name: "Close your EUR balance" })).not.toBeInTheDocument();
    expect(card.getByRole("button", { name: "Close your JPY balance" })).toBeInTheDocument();
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
  });

  it("opens a balance in the chosen currency and shows it", async () => {
    setSession(adaWithBalances);
    const toastSuccess = vi.spyOn(toast, "success");
    let balances: Balance[] = adaBalances;
    const fetchMock = serveApi({
      "GET /api/user": () => ({ ...adaWithBalances, balances }),
      "POST /api/balances/:userId": ({ body }) => {
        const opened = {
          currency: (body as { currency: "GBP" }).currency,
          available: 0,
          balance: 0,
          held: 0,
        };
        balances = [...balances, opened];
        return jsonResponse(opened, 201);
      },
    });
    await renderPage("/dashboard");
    await userEvent.click((await balancesCard()).getByRole("button", { name: "Add a currency" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a currency" });
    const choice = within(dialog).getByRole("combobox", { name: "Currency" });
    const offered = within(choice)
      .getAllByRole("option")
      .map((option) => option.getAttribute("value"));
    expect(offered).not.toContain("USD");
    expect(offered).not.toContain("EUR");
    expect(offered).toContain("ISK");
    await userEvent.selectOptions(choice, "GBP");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add currency" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Your GBP balance is open."));
    expect(sentTo(fetchMock, "POST /api/balances/:userId")).toEqual([{ currency: "GBP" }]);
    expect(await (await balancesCard()).findByText("British Pound")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says why a balance could not be opened, inside the dialog", async () => {
    setSession(adaWithBalances);
    serveApi({ "POST /api/balances/:userId": () => apiError(400, "We do not hold XYZ.", "validation") });
    await renderPage("/dashboard");
    await userEvent.click((await balancesCard()).getByRole("button", { name: "Add a currency" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a currency" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add currency" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("We do not hold XYZ.");
  });

  it("closes an empty balance after asking, and shows the server's refusal when it has money after all", async () => {
    setSession(adaWithBalances);
    let refuse = true;
    const fetchMock = serveApi({
      "DELETE /api/balances/:userId/:currency": () =>
        refuse
          ? apiError(
              409,
              "This balance is not empty. Send or convert its money before you close it.",
              "balance_not_empty",
            )
          : new Response(null, { status: 204 }),
    });
    await renderPage("/dashboard");
    await userEvent.click((await balancesCard()).getByRole("button", { name: "Close your JPY balance" }));
    const dialog = await screen.findByRole("dialog", { name: "Close your JPY balance?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close balance" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This balance is not empty. Send or convert its money before you close it.",
    );
    refuse = false;
    const toastSuccess = vi.spyOn(toast, "success");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close balance" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Your JPY balance is closed."));
    const calls = fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE").map(([url]) => url);
    expect(calls).toEqual([`/api/balances/${ada._id}/JPY`, `/api/balances/${ada._id}/JPY`]);
  });
});
