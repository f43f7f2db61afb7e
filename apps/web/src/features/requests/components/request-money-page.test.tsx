import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../../lib/i18n";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";
import { linkFromGrace, requestFromGrace, requestToGrace } from "../../../test/request-fixtures";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  queryClient.clear();
  resetSession();
  setSession(ada);
  vi.clearAllMocks();
});

async function fill(amount: string, description: string) {
  await userEvent.type(screen.getByLabelText("Amount (USD)"), amount);
  await userEvent.type(screen.getByLabelText("What is it for?"), description);
}

describe("request money", () => {
  it("is linked from the signed-in header and offers three ways to ask, with empty lists", async () => {
    serveApi();
    await renderPage("/request-money");
    const nav = within(screen.getByRole("navigation", { name: "Account" }));
    expect(nav.getByRole("link", { name: "Request Money" })).toHaveAttribute("aria-current", "page");
    for (const way of ["Account number", "E-mail address", "Shareable link"]) {
      expect(screen.getByRole("radio", { name: way })).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Open for")).toHaveValue("30");
    expect(await screen.findByText("No one has asked you for money yet.")).toBeInTheDocument();
    expect(screen.getByText("You have not asked anyone for money yet.")).toBeInTheDocument();
  });

  it("checks the fields with the API's rules before asking", async () => {
    const fetchMock = serveApi();
    await renderPage("/request-money");
    await userEvent.click(screen.getByRole("button", { name: "Request money" }));
    expect(await screen.findByText("Enter a 12-digit account number starting with 9")).toBeInTheDocument();
    expect(screen.getByText("Amount is required")).toBeInTheDocument();
    expect(screen.getByText("Description is required")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "E-mail address" }));
    await userEvent.type(screen.getByLabelText("Their e-mail address"), "grace@");
    await userEvent.click(screen.getByRole("button", { name: "Request money" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/requests/:userId")).toEqual([]);
  });

  describe("a description with a link", () => {
    afterEach(() => activateLocale("en-US"));

    it.each([
      ["en-US", "What is it for?", "Request money", "Descriptions cannot contain links."],
      ["es", "¿Para qué es?", "Solicitar dinero", "Las descripciones no pueden contener enlaces."],
    ])("is refused in %s before anything is sent", async (locale, field, submit, message) => {
      await activateLocale(locale as "en-US" | "es");
      const fetchMock = serveApi();
      await renderPage("/request-money");
      await userEvent.type(screen.getByLabelText(field), "See evil.example/pay");
      await userEvent.click(screen.getByRole("button", { name: submit }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(sentTo(fetchMock, "POST /api/requests/:userId")).toEqual([]);
    });
  });

  it("asks a customer by account number, once per submission, and shows the link to share", async () => {
    const fetchMock = serveApi();
    await renderPage("/request-money");
    await userEvent.type(screen.getByLabelText("Their account number"), "998877665544");
    await fill("25", "Concert tickets");
    await userEvent.selectOptions(screen.getByLabelText("Open for"), "7");
    await userEvent.click(screen.getByRole("button", { name: "Request money" }));
    expect(await screen.findByRole("heading", { name: "Request sent to Grace H." })).toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/requests/:userId")).toEqual([
      { from: { accountNumber: "998877665544" }, amount: 25, description: "Concert tickets", expiry: 7 },
    ]);
    const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(new Headers(init?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByLabelText("Link to this request")).toHaveValue(requestToGrace.link);
    await userEvent.click(screen.getByRole("button", { name: "Make another request" }));
    expect(screen.getByLabelText("Amount (USD)")).toHaveValue("");
  });

  it("makes a link nobody is named on", async () => {
    const fetchMock = serveApi({
      "POST /api/requests/:userId": () =>
        new Response(JSON.stringify({ ...requestToGrace, payer: null }), { status: 201 }),
    });
    await renderPage("/request-money");
    await userEvent.click(screen.getByRole("radio", { name: "Shareable link" }));
    await fill("40", "Dinner");
    await userEvent.click(screen.getByRole("button", { name: "Create link" }));
    expect(await screen.findByRole("heading", { name: "Your link is ready" })).toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/requests/:userId")).toEqual([
      { amount: 40, description: "Dinner", expiry: 30 },
    ]);
  });

  it("shows the server's refusal and stays on the form", async () => {
    serveApi({
      "POST /api/requests/:userId": () => apiError(404, "No Larkspur account matches", "not_found"),
    });
    await renderPage("/request-money");
    await userEvent.click(screen.getByRole("radio", { name: "E-mail address" }));
    await userEvent.type(screen.getByLabelText("Their e-mail address"), "nobody@example.com");
    await fill("5", "Who");
    await userEvent.click(screen.getByRole("button", { name: "Request money" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("No Larkspur account matches"));
    expect(screen.getByLabelText("Their e-mail address")).toHaveValue("nobody@example.com");
  });

  it("lists requests with their statuses: Pay and Decline those to the customer, Cancel and copy their own", async () => {
    const fetchMock = serveApi({
      "GET /api/requests/:userId": () => ({
        incoming: [
          requestFromGrace,
          { ...linkFromGrace, status: "Paid", youCan: { pay: false, decline: false, cancel: false } },
        ],
        outgoing: [
          requestToGrace,
          {
            ...requestToGrace,
            requestId: "r-2",
            description: "Old one",
            status: "Expired",
            youCan: { pay: false, decline: false, cancel: false },
          },
        ],
      }),
    });
    await renderPage("/request-money");
    const incoming = within(await screen.findByRole("region", { name: "Requests to you" }));
    expect(incoming.getAllByText("From Grace H.")).toHaveLength(2);
    expect(incoming.getByRole("link", { name: "Pay $12.50 for Taxi home" })).toHaveAttribute(
      "href",
      `/pay/${requestFromGrace.requestId}`,
    );
    expect(incoming.getByText("Paid")).toBeInTheDocument();
    expect(incoming.queryByRole("link", { name: /Book club/ })).not.toBeInTheDocument();
    const outgoing = within(screen.getByRole("region", { name: "Your requests" }));
    expect(outgoing.getAllByText("To Grace H.")).toHaveLength(2);
    expect(outgoing.getByText("Expired")).toBeInTheDocument();
    expect(outgoing.getAllByRole("button", { name: /Cancel the request/ })).toHaveLength(1);
    expect(outgoing.getAllByRole("button", { name: /Copy the link/ })).toHaveLength(1);

    await userEvent.click(incoming.getByRole("button", { name: "Decline the request for Taxi home" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Request declined"));
    await userEvent.click(outgoing.getByRole("button", { name: "Cancel the request for Concert tickets" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Request cancelled"));
    const paths = fetchMock.mock.calls
      .filter(([, init]) => init?.method === "POST")
      .map(([url]) => new URL(String(url), "http://localhost").pathname);
    expect(paths).toEqual([
      `/api/requests/${ada._id}/${requestFromGrace.requestId}/decline`,
      `/api/requests/${ada._id}/${requestToGrace.requestId}/cancel`,
    ]);
  });

  it("offers to try again when the lists cannot be read", async () => {
    let fail = true;
    serveApi({
      "GET /api/requests/:userId": () =>
        fail ? apiError(503, "Unavailable", "unavailable") : { incoming: [requestFromGrace], outgoing: [] },
    });
    await renderPage("/request-money");
    expect(
      await screen.findByText("We could not load your requests.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Taxi home")).toBeInTheDocument();
  });
});
