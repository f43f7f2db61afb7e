import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { ada, jsonResponse, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";
import { adaAsks, conversationsOf, rentConversation } from "../../../test/support-fixtures";
import { localTransfer } from "../../../test/transaction-fixtures";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  resetSession();
  queryClient.clear();
  vi.clearAllMocks();
  setSession(ada);
});

const messages = () => screen.findByRole("log", { name: "Messages" });

describe("a conversation with the support team", () => {
  it("shows every message as the text that was written: markup and links are characters, never HTML", async () => {
    serveApi();
    await renderPage("/support/c_1");
    const log = await messages();
    const [asked, answered] = within(log).getAllByRole("listitem");
    expect(asked).toHaveTextContent("You");
    expect(within(asked!).getByText(/is my rent\?/).textContent).toBe(adaAsks.text);
    expect(log.querySelector("b, img, a, script")).toBeNull();
    expect(answered).toHaveTextContent("Olivia, Larkspur support");
    // Ada's newest message has been read by the team.
    expect(within(asked!).getByText("Seen")).toBeInTheDocument();
    const about = screen.getByRole("region", { name: "About this transaction" });
    expect(about).toHaveTextContent(localTransfer.description);
    expect(about).toHaveTextContent(`#${localTransfer.transactionId}`);
  });

  it("sends a reply with Enter; a refusal keeps the text and says why", async () => {
    const fetchMock = serveApi({
      "POST /api/support/conversations/:id/messages": () =>
        apiError(429, "You can send at most 30 messages an hour. Try again in 12 minutes.", "rate_limited"),
    });
    await renderPage("/support/c_1");
    const box = await screen.findByLabelText("Your message");
    await userEvent.type(box, "  Thank you!{Enter}");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "You can send at most 30 messages an hour. Try again in 12 minutes.",
      ),
    );
    expect(sentTo(fetchMock, "POST /api/support/conversations/:id/messages")).toEqual([
      { message: "Thank you!" },
    ]);
    expect(box).toHaveValue("  Thank you!");
  });

  it("counts characters as the API does, and will not send more than 2,000", async () => {
    const fetchMock = serveApi();
    await renderPage("/support/c_1");
    const box = await screen.findByLabelText("Your message");
    await userEvent.click(box);
    await userEvent.paste(`${"x".repeat(1999)}🙂`);
    expect(screen.getByText("2,000 of 2,000 characters")).toBeInTheDocument();
    await userEvent.type(box, "!");
    expect(screen.getByText("Message must be at most 2,000 characters")).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    await userEvent.type(box, "{Enter}");
    expect(sentTo(fetchMock, "POST /api/support/conversations/:id/messages")).toEqual([]);
  });

  it("opens the latest open conversation; a closed one offers a new conversation instead of a reply", async () => {
    const closed = { ...rentConversation, status: "closed" as const, closedAt: "2026-03-06T09:00:00.000Z" };
    serveApi({
      "GET /api/support/conversations": () => conversationsOf(rentConversation),
      "GET /api/support/conversations/:id": () => closed,
    });
    await renderPage("/support");
    await messages();
    expect(screen.getByRole("link", { name: /Open/, current: "page" })).toHaveAttribute(
      "href",
      "/support/c_1",
    );
    expect(screen.queryByLabelText("Your message")).toBeNull();
    expect(screen.getByText(/This conversation was closed on/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start a new conversation" })).toHaveAttribute(
      "href",
      "/support/new",
    );
  });

  it("starts a conversation about a transaction, then shows it", async () => {
    const fetchMock = serveApi({
      "GET /api/transaction/:userId": () => [localTransfer],
      "POST /api/support/conversations": () => jsonResponse(rentConversation, 201),
    });
    await renderPage(`/support/new?transactionId=${localTransfer.transactionId}`);
    expect(await screen.findByRole("heading", { name: "New conversation" })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "About this transaction" })).toHaveTextContent(
      localTransfer.description,
    );
    expect(screen.getByText("No conversations yet. Your first message starts one.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Your message"), "Why is my rent still pending?");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await messages();
    expect(sentTo(fetchMock, "POST /api/support/conversations")).toEqual([
      { message: "Why is my rent still pending?", transactionId: localTransfer.transactionId },
    ]);
  });
});
