import type { ReviewItem } from "@larkspur/shared/schemas/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../../lib/i18n";
import { queryClient } from "../../../lib/query-client";
import { apiError, type Handler, sentTo, serveApi } from "../../../test/api";
import {
  inheritanceDeposit,
  olivia,
  queueOf,
  rentReview,
  tuitionReview,
} from "../../../test/backoffice-fixtures";
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

afterEach(() => activateLocale("en-US"));

/** The queue answers with `queue()` each time it is fetched; approvals and rejections go to `decide`. */
function serve(queue: () => ReviewItem[], decide?: Handler) {
  return serveApi({
    "GET /api/admin/transfers": () => queueOf(queue()),
    ...(decide && {
      "POST /api/admin/transfers/:transactionId/approve": decide,
      "POST /api/admin/transfers/:transactionId/reject": decide,
    }),
  });
}

function queueCalls(fetchMock: ReturnType<typeof serveApi>) {
  return sentTo(fetchMock, "GET /api/admin/transfers").length;
}

/** The queue page once its cards are on screen. */
async function renderQueue() {
  await renderPage("/admin");
  await screen.findAllByRole("article");
}

function card(text: string) {
  const item = screen.getByText(text).closest("article");
  if (!item) throw new Error(`No review card holds ${text}`);
  return within(item);
}

describe("review queue", () => {
  it("shows each pending transfer with its customer, amount, payee, bank details and age", async () => {
    const fetchMock = serve(() => [rentReview, tuitionReview]);
    await renderPage("/admin");
    expect(await screen.findByText("2 transfers waiting")).toBeInTheDocument();
    // The back office first checks the staff member's second factor, then reads the queue.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      "/api/security",
      "/api/admin/transfers?status=Pending&page=1&pageSize=20",
    ]);

    const rent = card("Rent");
    expect(rent.getByRole("link", { name: "Ada Lovelace" })).toHaveAttribute("href", "/admin/customers/u_1");
    expect(rent.getByText("$125.50")).toBeInTheDocument();
    expect(rent.getByText("Charles Babbage")).toBeInTheDocument();
    expect(rent.getByText("0123456789")).toBeInTheDocument();
    expect(rent.getByText("First Analytical Bank")).toBeInTheDocument();
    expect(rent.getByText("Checking account")).toBeInTheDocument();
    expect(rent.getByText("Waiting 2 h 5 min")).toBeInTheDocument();
    expect(rent.queryByText(/approvals/)).not.toBeInTheDocument();

    const tuition = card("Tuition");
    expect(tuition.getByText("$12,500.00")).toBeInTheDocument();
    expect(tuition.getByText("0 of 2 approvals")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Ada Lovelace $12,500.00" })).toBeInTheDocument();
  });

  it("speaks the operator's language: counts, ages, buttons and the toast, amounts formatted for it", async () => {
    await activateLocale("ru");
    let items = [rentReview, tuitionReview];
    serve(
      () => items,
      () => {
        items = [tuitionReview];
        return {
          transaction: { ...rentReview, status: "Completed" },
          approvals: 1,
          approvalsRequired: 1,
          completed: true,
        };
      },
    );
    await renderPage("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Очередь проверки" })).toBeInTheDocument();
    expect(await screen.findByText("2 перевода ожидают")).toBeInTheDocument();
    const rent = card("Rent");
    expect(rent.getByText("Ожидает 2 ч 5 мин")).toBeInTheDocument();
    expect(rent.getByText("Получатель")).toBeInTheDocument();
    expect(rent.getByText("Чековый счёт")).toBeInTheDocument();
    expect(card("Tuition").getByText("Одобрений: 0 из 2")).toBeInTheDocument();

    await userEvent.click(rent.getByRole("button", { name: "Одобрить" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Перевод на 125,50\u00a0$ одобрен и отправлен."),
    );
    expect(await screen.findByText("1 перевод ожидает")).toBeInTheDocument();
  });

  it("approves a transfer, says so and refreshes the queue", async () => {
    let items = [rentReview];
    const fetchMock = serve(
      () => items,
      ({ params }) => {
        expect(params.transactionId).toBe(rentReview.transactionId);
        items = [];
        return {
          transaction: { ...rentReview, status: "Completed" },
          approvals: 1,
          approvalsRequired: 1,
          completed: true,
        };
      },
    );
    await renderQueue();
    await userEvent.click(card("Rent").getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Transfer of $125.50 approved and sent."));
    expect(await screen.findByText("No transfers waiting for review")).toBeInTheDocument();
    expect(queueCalls(fetchMock)).toBe(2);
  });

  it("records the first of two approvals and shows 1 of 2", async () => {
    let items = [tuitionReview];
    serve(
      () => items,
      () => {
        items = [{ ...tuitionReview, approvals: 1, approvedByMe: true }];
        return { transaction: tuitionReview, approvals: 1, approvalsRequired: 2, completed: false };
      },
    );
    await renderQueue();
    await userEvent.click(card("Tuition").getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(
        "Approval recorded: 1 of 2 approvals. A second operator must approve it too.",
      ),
    );
    expect(await screen.findByText("1 of 2 approvals")).toBeInTheDocument();
    expect(card("Tuition").getByRole("button", { name: "Approved by you" })).toBeDisabled();
    expect(card("Tuition").getByRole("button", { name: "Reject" })).toBeEnabled();
  });

  it("shows a large deposit waiting for a second operator, who approves and credits it", async () => {
    let items = [inheritanceDeposit];
    serve(
      () => items,
      ({ params }) => {
        expect(params.transactionId).toBe(inheritanceDeposit.transactionId);
        items = [];
        return {
          transaction: { ...inheritanceDeposit, status: "Completed" },
          approvals: 2,
          approvalsRequired: 2,
          completed: true,
        };
      },
    );
    await renderQueue();
    const deposit = card("Inheritance");
    expect(deposit.getByText("Credited to the customer's account once approved")).toBeInTheDocument();
    expect(deposit.queryByText("Payee")).not.toBeInTheDocument();
    expect(deposit.getByText(/you asked for it, a second operator must approve/)).toBeInTheDocument();
    expect(deposit.getByRole("button", { name: "Asked for by you" })).toBeDisabled();

    // Seen by the second operator, the same deposit can be approved.
    items = [{ ...inheritanceDeposit, approvedByMe: false }];
    await queryClient.invalidateQueries();
    await userEvent.click(await card("Inheritance").findByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Deposit of $25,000.00 approved and credited."),
    );
    expect(await screen.findByText("No transfers waiting for review")).toBeInTheDocument();
  });

  it("shows the server's message on a 409 and refreshes the queue", async () => {
    let items = [rentReview];
    const fetchMock = serve(
      () => items,
      () => {
        items = [];
        return apiError(409, "This transfer has already been decided.", "conflict");
      },
    );
    await renderQueue();
    await userEvent.click(card("Rent").getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("This transfer has already been decided."));
    expect(await screen.findByText("No transfers waiting for review")).toBeInTheDocument();
    expect(queueCalls(fetchMock)).toBe(2);
  });

  it("rejects only with a reason, in a dialog, and sends the reason", async () => {
    let items = [rentReview];
    const fetchMock = serve(
      () => items,
      () => {
        items = [];
        return { message: "Transfer rejected", transaction: { ...rentReview, status: "Cancelled" } };
      },
    );
    await renderQueue();
    const reject = card("Rent").getByRole("button", { name: "Reject" });
    await userEvent.click(reject);
    const dialog = within(await screen.findByRole("dialog", { name: "Reject transfer" }));
    expect(dialog.getByText(/\$125\.50 from Ada Lovelace to Charles Babbage/)).toBeInTheDocument();

    await userEvent.click(dialog.getByRole("button", { name: "Reject transfer" }));
    expect(await dialog.findByText("Reason is required")).toBeInTheDocument();
    expect(dialog.getByLabelText("Reason")).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(dialog.getByLabelText("Reason"), "   ");
    await userEvent.click(dialog.getByRole("button", { name: "Reject transfer" }));
    expect(dialog.getByText("Reason is required")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/reject"))).toBe(false);

    await userEvent.clear(dialog.getByLabelText("Reason"));
    await userEvent.type(dialog.getByLabelText("Reason"), "Payee named in a fraud report");
    await userEvent.click(dialog.getByRole("button", { name: "Reject transfer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/reject"));
    expect(call?.[0]).toBe(`/api/admin/transfers/${rentReview.transactionId}/reject`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: "Payee named in a fraud report" });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "Transfer rejected. The held amount is available to the customer again.",
      ),
    );
    expect(await screen.findByText("No transfers waiting for review")).toBeInTheDocument();
  });

  it("closes the reject dialog on a 409, shows why and refreshes the queue", async () => {
    let items = [rentReview];
    serve(
      () => items,
      () => {
        items = [];
        return apiError(409, "This transfer has already been decided.", "conflict");
      },
    );
    await renderQueue();
    await userEvent.click(card("Rent").getByRole("button", { name: "Reject" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Reject transfer" }));
    await userEvent.type(dialog.getByLabelText("Reason"), "Duplicate request");
    await userEvent.click(dialog.getByRole("button", { name: "Reject transfer" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("This transfer has already been decided."));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("No transfers waiting for review")).toBeInTheDocument();
  });

  it("closes the reject dialog with Escape and sends nothing", async () => {
    const fetchMock = serve(() => [rentReview]);
    await renderQueue();
    const reject = card("Rent").getByRole("button", { name: "Reject" });
    await userEvent.click(reject);
    await screen.findByRole("dialog", { name: "Reject transfer" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(reject).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/reject"))).toBe(false);
  });

  it("says when nothing is waiting", async () => {
    serve(() => []);
    await renderPage("/admin");
    expect(await screen.findByText("No transfers waiting for review")).toBeInTheDocument();
  });

  it("offers a retry when the queue cannot be loaded", async () => {
    let fail = true;
    serveApi({
      "GET /api/admin/transfers": () =>
        fail ? apiError(503, "Database unavailable", "unavailable") : queueOf([rentReview]),
    });
    await renderPage("/admin");
    expect(
      await screen.findByText("We could not load the review queue.", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("1 transfer waiting")).toBeInTheDocument();
  });
});
