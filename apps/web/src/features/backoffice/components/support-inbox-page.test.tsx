import type { InboxThread } from "@larkspur/shared/schemas/support";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { adaDetail, olivia } from "../../../test/backoffice-fixtures";
import { jsonResponse, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";
import { adaAsks, answeredByOlivia, rentInboxThread } from "../../../test/support-fixtures";
import { localTransfer } from "../../../test/transaction-fixtures";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  resetSession();
  queryClient.clear();
  vi.clearAllMocks();
  setSession(olivia);
});

describe("the support inbox", () => {
  it("lists who is waiting, what they wrote as plain text, and who handles it", async () => {
    const fetchMock = serveApi();
    await renderPage("/admin/support");
    const row = await screen.findByRole("link", { name: /Ada Lovelace/ });
    expect(row).toHaveAttribute("href", "/admin/support/c_1");
    expect(row).toHaveTextContent(/Waiting for an answer/);
    expect(row).toHaveTextContent("Not taken yet");
    expect(row).toHaveTextContent(`About transaction #${localTransfer.transactionId}`);
    expect(row.querySelector("b, img")).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/admin/support?status=open");

    await userEvent.click(screen.getByRole("link", { name: "Closed" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/admin/support?status=closed"),
    );
  });
});

describe("a conversation in the back office", () => {
  /** The conversation as the server holds it, changed by the operator's actions as the server would. */
  function serve(initial: InboxThread = rentInboxThread) {
    let thread = initial;
    return serveApi({
      "GET /api/admin/support/:id": () => thread,
      "POST /api/admin/support/:id/messages": ({ body }) => {
        thread = answeredByOlivia((body as { message: string }).message);
        return jsonResponse(thread, 201);
      },
      "POST /api/admin/support/:id/close": () => {
        thread = { ...thread, status: "closed", closedAt: "2026-03-05T11:00:00.000Z" };
        return thread;
      },
    });
  }

  it("shows the thread beside the customer's balances, latest transactions and security check", async () => {
    serve();
    await renderPage("/admin/support/c_1");
    const log = await screen.findByRole("log", { name: "Messages" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Conversation with Ada Lovelace");
    expect(within(log).getByText(/is my rent\?/).textContent).toBe(adaAsks.text);
    expect(log).toHaveTextContent("Ada, customer");
    const customer = screen.getByRole("complementary", { name: "Customer" });
    expect(await within(customer).findByText("Held for pending transfers")).toBeInTheDocument();
    expect(within(customer).getByRole("table", { name: /Latest transactions/ })).toBeInTheDocument();
    expect(within(customer).getByRole("heading", { name: "Check a security answer" })).toBeInTheDocument();
    expect(within(customer).getByRole("link", { name: "Customer's page" })).toHaveAttribute(
      "href",
      `/admin/customers/${adaDetail.customer.id}`,
    );
  });

  it("answers, signed with the operator's first name, then closes after asking", async () => {
    const fetchMock = serve();
    await renderPage("/admin/support/c_1");
    await userEvent.type(
      await screen.findByLabelText("Your answer, signed with your first name"),
      "It arrives today.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const log = screen.getByRole("log", { name: "Messages" });
    await waitFor(() => expect(log).toHaveTextContent("You (Olivia)"));
    expect(within(log).getByText("Sent")).toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/admin/support/:id/messages")).toEqual([
      { message: "It arrives today." },
    ]);
    expect(screen.getByText("You are handling this conversation.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Close conversation" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, close it" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Conversation closed"));
    expect(screen.queryByLabelText("Your answer, signed with your first name")).toBeNull();
  });

  it("leaves another operator's conversation to them until it is taken over", async () => {
    const fetchMock = serve({ ...rentInboxThread, operator: { id: "s_9", firstName: "Sam" } });
    await renderPage("/admin/support/c_1");
    expect(
      await screen.findByText("Sam is handling this conversation. Take it over to answer."),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Your answer, signed with your first name")).toBeNull();
    expect(screen.queryByRole("button", { name: "Close conversation" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Take over from Sam" }));
    await waitFor(() => expect(sentTo(fetchMock, "POST /api/admin/support/:id/take")).toHaveLength(1));
  });

  it("says so when the conversation does not exist", async () => {
    serveApi({ "GET /api/admin/support/:id": () => apiError(404, "No such conversation.", "not_found") });
    await renderPage("/admin/support/nothing");
    expect(await screen.findByText("No such conversation")).toBeInTheDocument();
  });
});
