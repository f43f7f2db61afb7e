import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, type Handler, sentTo, serveApi } from "../../../test/api";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";
import { requestFromGrace, requestToGrace } from "../../../test/request-fixtures";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  queryClient.clear();
  resetSession();
  vi.clearAllMocks();
});

/** The pay page of Grace's request, read as `read` answers, signed in as `user`. */
async function openPayPage(read: Handler = () => requestFromGrace, user = ada, more = {}) {
  setSession(user);
  const fetchMock = serveApi({ "GET /api/requests/:userId/:requestId": read, ...more });
  await renderPage(`/pay/${requestFromGrace.requestId}`);
  return fetchMock;
}

describe("the pay page", () => {
  it("shows who asks how much for what", async () => {
    await openPayPage();
    const card = within(await screen.findByRole("region", { name: "Grace H. requests" }));
    expect(card.getByText("$12.50")).toBeInTheDocument();
    expect(card.getByText("Taxi home")).toBeInTheDocument();
    expect(card.getByText("Open")).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Pay $12.50" })).toBeEnabled();
    expect(card.getByRole("button", { name: "Decline" })).toBeInTheDocument();
  });

  it("pays with the e-mailed code: one payment started for the request, then the money is sent", async () => {
    let paid = false;
    const fetchMock = await openPayPage(
      () =>
        paid
          ? { ...requestFromGrace, status: "Paid", youCan: { pay: false, decline: false, cancel: false } }
          : requestFromGrace,
      ada,
      {
        "POST /api/transaction/initiate/:userId": () => ({
          message: "Verification email sent",
          transactionId: "1700000000009123456",
        }),
        "POST /api/transaction/verify/:userId": () => {
          paid = true;
          return { message: "Payment sent", transactionId: "1700000000009123456", status: "Completed" };
        },
      },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Pay $12.50" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Payment Verification" }));
    await userEvent.type(dialog.getByLabelText("Verification code"), "123456");
    await userEvent.click(dialog.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "You paid Grace H. $12.50" })).toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/transaction/initiate/:userId")).toEqual([
      { transferOption: "Larkspur", requestId: requestFromGrace.requestId },
    ]);
    expect(sentTo(fetchMock, "POST /api/transaction/verify/:userId")).toEqual([
      { otp: 123456, transactionId: "1700000000009123456" },
    ]);
    expect(screen.getByRole("link", { name: "View transactions" })).toHaveAttribute("href", "/transactions");
  });

  it("shows a refused code by its field and keeps the dialog open", async () => {
    await openPayPage(undefined, ada, {
      "POST /api/transaction/initiate/:userId": () => ({
        message: "Verification email sent",
        transactionId: "17",
      }),
      "POST /api/transaction/verify/:userId": () =>
        apiError(400, "Wrong code. 4 tries left.", "invalid_code"),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Pay $12.50" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Payment Verification" }));
    await userEvent.type(dialog.getByLabelText("Verification code"), "111111");
    await userEvent.click(dialog.getByRole("button", { name: "Verify" }));
    expect(await dialog.findByText("Wrong code. 4 tries left.")).toBeInTheDocument();
  });

  it("tells the payer when someone else paid while the code was on its way", async () => {
    let paidByOther = false;
    await openPayPage(
      () =>
        paidByOther
          ? { ...requestFromGrace, status: "Paid", youCan: { pay: false, decline: false, cancel: false } }
          : requestFromGrace,
      ada,
      {
        "POST /api/transaction/initiate/:userId": () => ({
          message: "Verification email sent",
          transactionId: "18",
        }),
        "POST /api/transaction/verify/:userId": () => {
          paidByOther = true;
          return apiError(409, "This request has already been paid", "conflict");
        },
      },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Pay $12.50" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Payment Verification" }));
    await userEvent.type(dialog.getByLabelText("Verification code"), "123456");
    await userEvent.click(dialog.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("This request has already been paid"));
    expect(await screen.findByText(/paid this request on/)).toBeInTheDocument();
  });

  it("refuses more than the balance with its toast and starts nothing", async () => {
    const fetchMock = await openPayPage(undefined, { ...ada, balance: 12.49 });
    await userEvent.click(await screen.findByRole("button", { name: "Pay $12.50" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Insufficient balance. Please top up your account balance."),
    );
    expect(sentTo(fetchMock, "POST /api/transaction/initiate/:userId")).toEqual([]);
  });

  it("says when someone paid first, and reads the request again", async () => {
    let reads = 0;
    await openPayPage(
      () => {
        reads += 1;
        return reads === 1
          ? requestFromGrace
          : {
              ...requestFromGrace,
              status: "Paid",
              closedAt: "2026-11-21T10:00:00.000Z",
              youCan: { pay: false, decline: false, cancel: false },
            };
      },
      ada,
      {
        "POST /api/transaction/initiate/:userId": () =>
          apiError(409, "This request has already been paid", "conflict"),
      },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Pay $12.50" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("This request has already been paid"));
    expect(await screen.findByText("Ada L. paid this request on Nov 21, 2026.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay $12.50" })).not.toBeInTheDocument();
  });

  it("declines, and shows an account on hold instead of Pay", async () => {
    const fetchMock = await openPayPage(undefined, { ...ada, transferDisabled: true });
    expect(await screen.findByText("Account on hold. Please contact support")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay $12.50" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Request declined"));
    expect(sentTo(fetchMock, "POST /api/requests/:userId/:requestId/decline")).toHaveLength(1);
  });

  it("shows the requester their own request with its link and Cancel", async () => {
    await openPayPage(() => requestToGrace);
    expect(await screen.findByText("You request")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel request" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it("explains a closed request", async () => {
    await openPayPage(() => ({
      ...requestFromGrace,
      status: "Expired",
      youCan: { pay: false, decline: false, cancel: false },
    }));
    expect(
      await screen.findByText("This request expired before it was paid. Nothing more can be done with it."),
    ).toBeInTheDocument();
    expect(screen.getByText("Expired on")).toBeInTheDocument();
  });

  it("says so when the request is not there or not the reader's", async () => {
    await openPayPage(() => apiError(404, "No such request.", "not_found"));
    expect(await screen.findByText("We could not find this request")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your requests" })).toHaveAttribute(
      "href",
      "/request-money",
    );
  });

  it("brings a signed-out visitor with the link back to it once they sign in", async () => {
    setSession(null);
    serveApi({ "GET /api/requests/:userId/:requestId": () => requestFromGrace });
    const { router } = await renderPage(`/pay/${requestFromGrace.requestId}`);
    expect(router.state.location.pathname).toBe("/login");
    await userEvent.type(screen.getByLabelText("Email address or account number"), ada.email);
    await userEvent.type(screen.getByLabelText("Password"), "correct horse battery");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(
      await screen.findByRole("region", { name: "Grace H. requests" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/pay/${requestFromGrace.requestId}`);
  });
});
