import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { type ApiRoute, apiError, type Handler, sentTo, serveApi } from "../../../test/api";
import { ada, resetSession, savedGrace, savedLocalBank, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  queryClient.clear();
  resetSession();
  vi.clearAllMocks();
});

function serve(overrides: Partial<Record<ApiRoute, Handler>> = {}) {
  setSession(ada);
  return serveApi({
    "POST /api/transaction/verify/:userId": () => ({
      message: "Payment sent",
      transactionId: "1700000000009",
      status: "Completed",
    }),
    ...overrides,
  });
}

const lookupsMade = (fetchMock: ReturnType<typeof serveApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith("/api/payees/lookup")).length;

async function payGrace() {
  await renderPage("/send-money");
  await userEvent.click(screen.getByRole("tab", { name: "Larkspur account" }));
  await userEvent.type(await screen.findByLabelText("Account number or e-mail"), "987654321098");
  await userEvent.type(screen.getByLabelText("Amount (USD)"), "42");
  await userEvent.type(screen.getByLabelText("Description"), "Dinner");
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
  await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
  const dialog = await screen.findByRole("dialog", { name: "Payment Verification" });
  await userEvent.type(within(dialog).getByLabelText("Verification code"), "654321");
  await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
  await screen.findByRole("heading", { name: "Success! Payment Sent" });
}

async function chooseSaved(name: string) {
  await userEvent.click(screen.getByRole("button", { name: "Choose a saved recipient" }));
  const dialog = await screen.findByRole("dialog", { name: "Choose a saved recipient" });
  await userEvent.click(await within(dialog).findByRole("button", { name: new RegExp(name) }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

// Each walks the whole wizard; on a loaded two-core machine the first render alone can take many seconds.
describe("saved recipients in the send-money wizard", { timeout: 90_000 }, () => {
  it("saves the payee after a payment", async () => {
    const fetchMock = serve();
    await payGrace();
    await userEvent.click(await screen.findByRole("button", { name: "Save recipient" }));
    expect(await screen.findByText("Grace H. is in your saved recipients.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save recipient" })).not.toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/recipients/:userId")).toEqual([
      { type: "Larkspur", accountNumber: "987654321098" },
    ]);
  });

  it("does not offer to save a payee who is saved already", async () => {
    serve({ "GET /api/recipients/:userId": () => ({ recipients: [savedGrace] }) });
    await payGrace();
    expect(await screen.findByText("Grace H. is in your saved recipients.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save recipient" })).not.toBeInTheDocument();
  });

  it("keeps Save recipient on offer when saving fails, and says why", async () => {
    serve({
      "POST /api/recipients/:userId": () => apiError(409, "This recipient is saved already", "conflict"),
    });
    await payGrace();
    await userEvent.click(await screen.findByRole("button", { name: "Save recipient" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("This recipient is saved already"));
    expect(screen.getByRole("button", { name: "Save recipient" })).toBeEnabled();
  });

  it("fills the payee from a saved Larkspur recipient without spending a look-up", async () => {
    const fetchMock = serve({
      "GET /api/recipients/:userId": () => ({ recipients: [savedLocalBank, savedGrace] }),
    });
    await renderPage("/send-money");
    await userEvent.click(screen.getByRole("tab", { name: "Larkspur account" }));
    await userEvent.click(await screen.findByRole("button", { name: "Choose a saved recipient" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a saved recipient" });
    const choices = await within(dialog).findAllByRole("button", { name: /•••• / });
    expect(choices.map((choice) => choice.textContent)).toEqual(["Grace H.•••• 1098"]);
    await userEvent.click(choices[0]!);

    expect(await screen.findByText("Larkspur account found")).toBeInTheDocument();
    expect(screen.getByLabelText("Account number or e-mail")).toHaveValue("987654321098");
    await userEvent.type(screen.getByLabelText("Amount (USD)"), "5");
    await userEvent.type(screen.getByLabelText("Description"), "Coffee");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("to Grace H.")).toBeInTheDocument();
    expect(lookupsMade(fetchMock)).toBe(0);
  });

  it("fills a Local transfer's bank fields from a saved bank account, keeping what was typed", async () => {
    serve({ "GET /api/recipients/:userId": () => ({ recipients: [savedGrace, savedLocalBank] }) });
    await renderPage("/send-money");
    await userEvent.type(screen.getByLabelText("Amount (USD)"), "125.50");
    await chooseSaved("Charles Babbage");
    expect(screen.getByLabelText("Account Name")).toHaveValue("Charles Babbage");
    expect(screen.getByLabelText("Account Number")).toHaveValue("0123456789");
    expect(screen.getByLabelText("Bank Name")).toHaveValue("First Analytical Bank");
    expect(screen.getByLabelText("Account Type")).toHaveValue("Checking account");
    expect(screen.getByLabelText("Amount (USD)")).toHaveValue("125.50");
  });

  it("says when there is no saved recipient of the tab's kind, and where to add one", async () => {
    serve({ "GET /api/recipients/:userId": () => ({ recipients: [savedGrace, savedLocalBank] }) });
    await renderPage("/send-money");
    await userEvent.click(screen.getByRole("tab", { name: "International" }));
    await userEvent.click(await screen.findByRole("button", { name: "Choose a saved recipient" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a saved recipient" });
    expect(await within(dialog).findByText(/No saved bank accounts of this kind yet/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Payment Methods" })).toHaveAttribute(
      "href",
      "/payment-methods",
    );
  });

  it("offers a retry when the saved recipients cannot be loaded", async () => {
    let fail = true;
    serve({
      "GET /api/recipients/:userId": () =>
        fail ? apiError(503, "Unavailable", "unavailable") : { recipients: [savedGrace] },
    });
    await renderPage("/send-money");
    await userEvent.click(screen.getByRole("tab", { name: "Larkspur account" }));
    await userEvent.click(await screen.findByRole("button", { name: "Choose a saved recipient" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a saved recipient" });
    expect(
      await within(dialog).findByText("We could not load your saved recipients.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByRole("button", { name: /Grace H\./ })).toBeInTheDocument();
  });
});
