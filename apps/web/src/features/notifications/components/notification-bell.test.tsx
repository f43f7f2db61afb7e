import type { NotificationItem, NotificationsPage } from "@larkspur/shared/schemas/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

beforeEach(() => {
  resetSession();
  queryClient.clear();
  setSession(ada);
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const paymentReceived: NotificationItem = {
  id: "n3",
  kind: "payment.received",
  title: "Payment received",
  body: "Grace H. sent you $42.50.",
  link: "/transactions/1700000000005",
  createdAt: minutesAgo(2),
  readAt: null,
};
const requestReceived: NotificationItem = {
  id: "n2",
  kind: "request.received",
  title: "Money requested",
  body: "Grace H. asks you for $10.00.",
  link: "/request-money",
  createdAt: minutesAgo(3 * 60),
  readAt: null,
};
const newDevice: NotificationItem = {
  id: "n1",
  kind: "security.new-device",
  title: "New sign-in",
  body: "Your account was signed in to from Chrome on macOS.",
  link: "/security",
  createdAt: minutesAgo(2 * 24 * 60),
  readAt: minutesAgo(60),
};

const page = (items: NotificationItem[], nextCursor: string | null = null): NotificationsPage => ({
  items,
  unread: items.filter((item) => item.readAt === null).length,
  nextCursor,
});

/** The customer's notifications as the API keeps them: marking them read changes what the next read says. */
function serveNotifications(items: NotificationItem[]) {
  let current = items;
  return serveApi({
    "GET /api/notifications": () => page(current),
    "POST /api/notifications/read": ({ body }) => {
      const marked = body as { ids?: string[]; all?: true };
      current = current.map((item) =>
        marked.all || marked.ids?.includes(item.id)
          ? { ...item, readAt: item.readAt ?? minutesAgo(0) }
          : item,
      );
      return { unread: current.filter((item) => item.readAt === null).length };
    },
  });
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole("button", { name });

describe("the notification bell", () => {
  it("names the unread count for screen readers and shows it on the badge", async () => {
    serveNotifications([paymentReceived, requestReceived, newDevice]);
    await renderPage("/dashboard");
    const button = await bell("Notifications, 2 unread");
    expect(button).toHaveTextContent("2");
    expect(screen.getByRole("button", { name: "Notifications, 2 unread" })).toBe(button);
  });

  it("says only Notifications, with no badge, when everything is read", async () => {
    const fetchMock = serveNotifications([newDevice]);
    await renderPage("/dashboard");
    await waitFor(() => expect(sentTo(fetchMock, "GET /api/notifications")).toHaveLength(1));
    const button = await bell("Notifications");
    expect(button).toHaveTextContent("");
  });

  it("opens from the keyboard with the newest first, each linking where it belongs, and Escape gives focus back", async () => {
    serveNotifications([paymentReceived, requestReceived, newDevice]);
    await renderPage("/dashboard");
    const button = await bell("Notifications, 2 unread");
    button.focus();
    await userEvent.keyboard("{Enter}");
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    const links = within(panel).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/transactions/1700000000005",
      "/request-money",
      "/security",
    ]);
    expect(links[0]).toHaveTextContent("Unread: Payment received");
    expect(links[0]).toHaveTextContent("Grace H. sent you $42.50.");
    expect(links[0]).toHaveTextContent("2 minutes ago");
    expect(links[1]).toHaveTextContent("Unread: Money requested");
    expect(links[1]).toHaveTextContent("3 hours ago");
    expect(links[2]).not.toHaveTextContent("Unread");
    expect(links[2]).toHaveTextContent("2 days ago");

    expect(within(panel).getByRole("button", { name: "Mark all as read" })).toHaveFocus();
    await userEvent.tab();
    expect(links[0]).toHaveFocus();
    await userEvent.tab();
    expect(links[1]).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await userEvent.keyboard(" ");
    expect(await screen.findByRole("dialog", { name: "Notifications" })).toBeInTheDocument();
  });

  it("closes when the bell is pressed again or the customer clicks elsewhere", async () => {
    serveNotifications([paymentReceived, requestReceived, newDevice]);
    await renderPage("/dashboard");
    const button = await bell("Notifications, 2 unread");
    expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button);
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAttribute("aria-controls", panel.id);

    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).not.toHaveAttribute("aria-controls");

    await userEvent.click(button);
    expect(await screen.findByRole("dialog", { name: "Notifications" })).toBeInTheDocument();
    // Closed by going elsewhere on the page, it leaves the focus where the customer went.
    await userEvent.click(screen.getByRole("main"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).not.toHaveFocus();
  });

  it("marks all as read: the badge goes and nothing is marked unread", async () => {
    const fetchMock = serveNotifications([paymentReceived, requestReceived, newDevice]);
    await renderPage("/dashboard");
    await userEvent.click(await bell("Notifications, 2 unread"));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    await userEvent.click(within(panel).getByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(within(panel).getByRole("heading", { name: "Notifications" })).toHaveFocus();
    expect(sentTo(fetchMock, "POST /api/notifications/read")).toEqual([{ all: true }]);
    expect(panel).not.toHaveTextContent("Unread");
    expect(within(panel).queryByRole("button", { name: "Mark all as read" })).not.toBeInTheDocument();
  });

  it("marks a notification read when the customer follows it, and goes where it links", async () => {
    const fetchMock = serveNotifications([paymentReceived, requestReceived]);
    const { router } = await renderPage("/dashboard");
    await userEvent.click(await bell("Notifications, 2 unread"));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    await userEvent.click(within(panel).getByRole("link", { name: /Money requested/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/request-money"));
    expect(screen.queryByRole("dialog", { name: "Notifications" })).not.toBeInTheDocument();
    expect(await bell("Notifications, 1 unread")).toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/notifications/read")).toEqual([{ ids: ["n2"] }]);
  });

  it("says when there are no notifications yet", async () => {
    serveNotifications([]);
    await renderPage("/dashboard");
    await userEvent.click(await bell("Notifications"));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    expect(await within(panel).findByText("No notifications yet")).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Mark all as read" })).not.toBeInTheDocument();
  });

  it("shows a loader while the list is on its way", async () => {
    let answer: (value: NotificationsPage) => void = () => {};
    serveApi({ "GET /api/notifications": () => new Promise((resolve) => (answer = resolve)) });
    await renderPage("/dashboard");
    await userEvent.click(await bell("Notifications"));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    expect(within(panel).getByRole("status")).toHaveTextContent("Loading notifications");
    answer(page([paymentReceived]));
    expect(await within(panel).findByText("Payment received")).toBeInTheDocument();
    expect(within(panel).queryByRole("status")).not.toBeInTheDocument();
  });

  it("says when the list could not be loaded and reads it again on request", async () => {
    let failing = true;
    serveApi({
      "GET /api/notifications": () =>
        failing ? apiError(503, "Service unavailable", "internal_error") : page([paymentReceived]),
    });
    await renderPage("/dashboard");
    await userEvent.click(await bell("Notifications"));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    const alert = await within(panel).findByRole("alert");
    expect(alert).toHaveTextContent("We could not load your notifications.");
    failing = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(panel).findByText("Payment received")).toBeInTheDocument();
    expect(await bell("Notifications, 1 unread")).toBeInTheDocument();
  });

  it("loads older notifications from the cursor", async () => {
    const fetchMock = serveApi({
      "GET /api/notifications": ({ query }) =>
        query.get("cursor") === "older" ? page([newDevice]) : page([paymentReceived], "older"),
    });
    await renderPage("/dashboard");
    await userEvent.click(await bell("Notifications, 1 unread"));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    expect(within(panel).getAllByRole("link")).toHaveLength(1);
    await userEvent.click(within(panel).getByRole("button", { name: "Load more" }));
    expect(await within(panel).findByText("New sign-in")).toBeInTheDocument();
    expect(within(panel).getAllByRole("link")).toHaveLength(2);
    expect(within(panel).queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    const cursors = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname === "/api/notifications")
      .map((url) => url.searchParams.get("cursor"));
    expect(cursors).toEqual([null, "older"]);
  });
});
