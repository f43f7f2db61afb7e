import type { ScheduleView } from "@larkspur/shared/schemas/schedules";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { todayIn } from "../../../lib/schedule-labels";
import { sentTo, serveApi } from "../../../test/api";
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

const rent: ScheduleView = {
  scheduleId: "3f1e2d4c-5b6a-4789-9abc-def012345678",
  status: "Active",
  transferOption: "Larkspur",
  currency: "USD",
  amount: 1200,
  description: "Rent",
  payee: "Grace H.",
  accountNumber: "912345678901",
  bankDetails: null,
  startDate: "2030-01-31",
  repeat: "monthly",
  endDate: null,
  count: null,
  nextRun: "2030-03-31",
  endedReason: null,
  runs: [
    { date: "2030-02-28", status: "Skipped", transactionId: null, reason: "notEnoughMoney" },
    { date: "2030-01-31", status: "Made", transactionId: "1700000000009", reason: null },
  ],
};

async function fillLocal() {
  await userEvent.type(screen.getByLabelText("Amount (USD)"), "100");
  await userEvent.type(screen.getByLabelText("Account Name"), "Charles Babbage");
  await userEvent.type(screen.getByLabelText("Account Number"), "0123456789");
  await userEvent.selectOptions(screen.getByLabelText("Account Type"), "Checking account");
  await userEvent.type(screen.getByLabelText("Bank Name"), "First Analytical Bank");
  await userEvent.type(screen.getByLabelText(/^Routing Number/), "021000021");
  await userEvent.type(screen.getByLabelText("Description"), "Rent");
}

describe("scheduling a payment from Send Money", () => {
  it("schedules a repeating transfer: When, the code that confirms it, and its next payment", async () => {
    const today = todayIn(ada.timeZone);
    const fetchMock = serveApi({
      "POST /api/schedules/:userId": () => ({
        message: "Verification email sent",
        scheduleId: rent.scheduleId,
      }),
      "POST /api/schedules/:userId/:scheduleId/confirm": () => ({
        ...rent,
        transferOption: "Local",
        payee: "Charles Babbage",
        nextRun: today,
        runs: [],
      }),
    });
    await renderPage("/send-money");
    await fillLocal();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));

    const when = screen.getByRole("group", { name: "When" });
    expect(within(when).getByRole("radio", { name: "Now" })).toBeChecked();
    await userEvent.click(within(when).getByRole("radio", { name: "Repeating" }));
    expect(screen.getByLabelText("First payment on")).toHaveValue(today);
    await userEvent.selectOptions(screen.getByLabelText("How often"), "Every month");
    await userEvent.click(screen.getByRole("radio", { name: "After a number of payments" }));
    await userEvent.clear(screen.getByLabelText("Number of payments"));
    await userEvent.type(screen.getByLabelText("Number of payments"), "3");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));

    const dialog = await screen.findByRole("dialog", { name: "Confirm your scheduled payment" });
    expect(sentTo(fetchMock, "POST /api/schedules/:userId")).toMatchObject([
      {
        payment: { transferOption: "Local", amount: 100, description: "Rent" },
        startDate: today,
        repeat: "monthly",
        count: 3,
      },
    ]);
    expect(sentTo(fetchMock, "POST /api/transaction/initiate/:userId")).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText("Verification code"), "654321");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Payment scheduled")).toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/schedules/:userId/:scheduleId/confirm")).toEqual([{ otp: 654321 }]);
    expect(screen.getByRole("link", { name: "View scheduled payments" })).toHaveAttribute(
      "href",
      "/scheduled",
    );
  });

  it("refuses a day in the past before anything is sent", async () => {
    const fetchMock = serveApi();
    await renderPage("/send-money");
    await fillLocal();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(screen.getByRole("radio", { name: "On a date" }));
    fireEvent.change(screen.getByLabelText("Pay on"), { target: { value: "2001-01-01" } });
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The start date cannot be in the past.");
    expect(sentTo(fetchMock, "POST /api/schedules/:userId")).toEqual([]);
  });
});

describe("the Scheduled page", () => {
  it("is linked from the header and says when nothing is scheduled", async () => {
    serveApi();
    await renderPage("/scheduled");
    const nav = within(screen.getByRole("navigation", { name: "Account" }));
    expect(nav.getByRole("link", { name: "Scheduled" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByText(/You have no scheduled payments/)).toBeInTheDocument();
  });

  it("lists each schedule with its next payment and its last ones, and pauses one", async () => {
    const fetchMock = serveApi({
      "GET /api/schedules/:userId": () => [rent],
      "POST /api/schedules/:userId/:scheduleId/pause": () => ({ ...rent, status: "Paused" }),
    });
    await renderPage("/scheduled");
    const card = await screen.findByRole("article", { name: "$1,200.00 to Grace H." });
    expect(within(card).getByText("Next payment: March 31, 2030")).toBeInTheDocument();
    expect(within(card).getByText("Skipped: Not enough money")).toBeInTheDocument();
    expect(within(card).getByText("Payment made")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Pause" }));
    await waitFor(() =>
      expect(sentTo(fetchMock, "POST /api/schedules/:userId/:scheduleId/pause")).toHaveLength(1),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Scheduled payment paused"));
  });

  it("asks before cancelling, and cancels", async () => {
    const fetchMock = serveApi({
      "GET /api/schedules/:userId": () => [rent],
      "DELETE /api/schedules/:userId/:scheduleId": () => ({ ...rent, status: "Ended", nextRun: null }),
    });
    await renderPage("/scheduled");
    const card = await screen.findByRole("article", { name: "$1,200.00 to Grace H." });
    await userEvent.click(within(card).getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this scheduled payment?" });
    expect(sentTo(fetchMock, "DELETE /api/schedules/:userId/:scheduleId")).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel scheduled payment" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });

  it("shows an error with a way to try again", async () => {
    serveApi({ "GET /api/schedules/:userId": () => new Response("{}", { status: 500 }) });
    await renderPage("/scheduled");
    expect(await screen.findByText("We could not load your scheduled payments.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("the dashboard", () => {
  it("shows the next scheduled payment", async () => {
    serveApi({ "GET /api/schedules/:userId": () => [rent] });
    await renderPage("/dashboard");
    expect(await screen.findByText("Next scheduled payment")).toBeInTheDocument();
    expect(await screen.findByText(/to Grace H\. on March 31, 2030/)).toBeInTheDocument();
  });
});
