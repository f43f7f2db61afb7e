import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import { sentTo, serveApi } from "../../test/api";
import { ada, resetSession, setSession } from "../../test/fixtures";
import { renderPage } from "../../test/render-page";
import { paymentReceived } from "../../test/transaction-fixtures";

/** The browser's EventSource as the page opens it; the test plays the server. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, init: MessageEventInit = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, init));
  }
}

beforeEach(() => {
  resetSession();
  queryClient.clear();
  setSession(ada);
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});

const received = {
  id: "n1",
  kind: "payment.received",
  title: "Payment received",
  body: "Grace H. sent you $25.00.",
  link: `/transactions/${paymentReceived.transactionId}`,
  createdAt: new Date().toISOString(),
  readAt: null,
};

describe("live updates", () => {
  it("a payment that arrives updates the balance, Recent Activity and the bell without a reload", async () => {
    let paid = false;
    const fetchMock = serveApi({
      "GET /api/user": () => ({ ...ada, balance: paid ? 1259.5 : 1234.5 }),
      "GET /api/transaction/:userId": () => (paid ? [paymentReceived] : []),
      "GET /api/notifications": () =>
        paid
          ? { items: [received], unread: 1, nextCursor: null }
          : { items: [], unread: 0, nextCursor: null },
    });
    await renderPage("/dashboard");
    const balance = await screen.findByRole("region", { name: "Available Balance" });
    expect(await within(balance).findByText("$1,234.50")).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe("/api/events?ticket=one-time-ticket");
    expect(sentTo(fetchMock, "POST /api/events/ticket")).toHaveLength(1);
    stream.emit("open");
    // The browser dispatches each of a stream's events as a task of its own.
    await new Promise((resolve) => setTimeout(resolve));

    paid = true;
    stream.emit("notification", { lastEventId: "17", data: JSON.stringify({ ...received, unread: 1 }) });
    expect(await within(balance).findByText("$1,259.50")).toBeInTheDocument();
    const activity = screen.getByRole("region", { name: "Recent Activity" });
    expect(await within(activity).findByText("From Charles B.")).toBeInTheDocument();
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    expect(bell).toHaveTextContent("1");
    expect(screen.getByText("1 unread notification")).toHaveAttribute("aria-live", "polite");
  });

  it("a stream that opens reads the page's data again once, the bell once though both changes name it", async () => {
    const fetchMock = serveApi();
    await renderPage("/dashboard");
    await screen.findByRole("region", { name: "Available Balance" });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const reads = () => ({
      user: sentTo(fetchMock, "GET /api/user").length,
      history: sentTo(fetchMock, "GET /api/transaction/:userId").length,
      notifications: sentTo(fetchMock, "GET /api/notifications").length,
    });
    const before = reads();

    FakeEventSource.opened[0]!.emit("open");
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(reads()).toEqual({
      user: before.user + 1,
      history: before.history + 1,
      notifications: before.notifications + 1,
    });
  });

  it("closes the stream when the customer signs out", async () => {
    serveApi();
    await renderPage("/dashboard");
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    await userEvent.click(await screen.findByRole("button", { name: /Hi, Ada/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Sign Out" }));
    await waitFor(() => expect(FakeEventSource.opened[0]!.closed).toBe(true));
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
