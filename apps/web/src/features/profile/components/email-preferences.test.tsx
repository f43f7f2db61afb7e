import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { useSession } from "../../../lib/session-store";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  queryClient.clear();
  resetSession();
  setSession(ada);
  vi.clearAllMocks();
});

const settingsCard = async () =>
  (await screen.findByRole("heading", { name: "Account Settings" })).closest("section")!;

describe("E-mail me about", () => {
  it("shows the three choices as saved, and that security e-mails are always sent", async () => {
    setSession({ ...ada, emailPreferences: { moneyIn: true, moneyOut: false, requests: true } });
    serveApi({ "GET /api/user": () => useSession.getState().user.currentUser });
    await renderPage("/profile");
    const card = await settingsCard();
    const group = within(card).getByRole("group", { name: "E-mail me about" });
    expect(within(group).getByRole("switch", { name: "Money in" })).toBeChecked();
    expect(within(group).getByRole("switch", { name: "Money out" })).not.toBeChecked();
    expect(within(group).getByRole("switch", { name: "Requests" })).toBeChecked();
    expect(group).toHaveTextContent(
      "Security e-mails, such as a sign-in from a new device or a changed password, are always sent.",
    );
  });

  it("saves a switch at once, only that choice, and says so", async () => {
    const fetchMock = serveApi();
    await renderPage("/profile");
    const card = await settingsCard();
    const moneyOut = within(card).getByRole("switch", { name: "Money out" });
    await userEvent.click(moneyOut);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Changes saved"));
    expect(sentTo(fetchMock, "PUT /api/user/:userId/settings")).toEqual([
      { emailPreferences: { moneyOut: false } },
    ]);
    expect(moneyOut).not.toBeChecked();
    expect(moneyOut).toHaveFocus();
    expect(useSession.getState().user.currentUser?.emailPreferences).toEqual({
      moneyIn: true,
      moneyOut: false,
      requests: true,
    });
  });

  it("puts the switch back and says why when the server refuses", async () => {
    serveApi({
      "PUT /api/user/:userId/settings": () =>
        apiError(400, "Something is wrong with this change", "validation_error"),
    });
    await renderPage("/profile");
    const card = await settingsCard();
    const requests = within(card).getByRole("switch", { name: "Requests" });
    await userEvent.click(requests);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Something is wrong with this change"));
    expect(requests).toBeChecked();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
