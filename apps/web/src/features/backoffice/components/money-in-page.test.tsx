import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { alan, olivia } from "../../../test/backoffice-fixtures";
import { jsonResponse, resetSession, setSession } from "../../../test/fixtures";
import {
  creditedSalary,
  rentAwaitingApproval,
  stagedNotification,
  unmatchedRent,
} from "../../../test/rails-fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

const camt = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"/>`;

beforeEach(() => {
  resetSession();
  queryClient.clear();
  setSession(olivia);
  vi.clearAllMocks();
});

describe("money in, in the back office", () => {
  it("uploads a bank file as it is, to wait for another operator; a refused file's reason stays in the dialog", async () => {
    const fetchMock = serveApi({
      "POST /api/admin/bank-statements": () =>
        jsonResponse(
          {
            ...stagedNotification,
            importId: stagedNotification.id,
            entries: [1, 2, 3].map(() => stagedNotification.entries[0]),
          },
          202,
        ),
    });
    await renderPage("/admin/money-in");
    expect(await screen.findByText("No unmatched money")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Import a bank file" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Import a bank file" }));
    await userEvent.click(dialog.getByRole("button", { name: "Upload for approval" }));
    expect(dialog.getByText("Choose a file")).toBeInTheDocument();

    await userEvent.upload(dialog.getByLabelText("Bank file (XML)"), new File([camt], "camt054.xml"));
    await userEvent.click(dialog.getByRole("button", { name: "Upload for approval" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [sent] = sentTo(fetchMock, "POST /api/admin/bank-statements") as Blob[];
    expect(await sent?.text()).toBe(camt);
    expect(sent?.type).toBe("application/xml");
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "File uploaded. Entries: 3. Another operator must approve it.",
      ),
    );

    serveApi({
      "POST /api/admin/bank-statements": () =>
        apiError(400, "This file is not well-formed XML, so it was not read.", "validation_error"),
    });
    await userEvent.click(screen.getByRole("button", { name: "Import a bank file" }));
    const again = within(await screen.findByRole("dialog", { name: "Import a bank file" }));
    await userEvent.upload(again.getByLabelText("Bank file (XML)"), new File(["<a>"], "broken.xml"));
    await userEvent.click(again.getByRole("button", { name: "Upload for approval" }));
    expect(await again.findByRole("alert")).toHaveTextContent("This file is not well-formed XML");
  });

  it("lists unmatched money with why it waits, and credits it to the customer an operator names", async () => {
    const fetchMock = serveApi({
      "GET /api/admin/money-in": ({ query }) => ({
        items: query.get("status") === "Unmatched" ? [unmatchedRent] : [],
      }),
    });
    await renderPage("/admin/money-in");
    const table = within(await screen.findByRole("table"));
    const [, row] = table.getAllByRole("row");
    expect(row).toHaveTextContent("€250.00");
    expect(row).toHaveTextContent("Emmy Noether");
    expect(row).toHaveTextContent("Names no Larkspur account number");

    await userEvent.click(
      table.getByRole("button", { name: `Assign ${unmatchedRent.reference} to a customer` }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Assign to a customer" }));
    await userEvent.type(dialog.getByLabelText("Customer's account number"), "912345678901");
    await userEvent.type(dialog.getByLabelText("Reason"), "The payer called with her account number");
    await userEvent.click(dialog.getByRole("button", { name: "Credit the customer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentTo(fetchMock, "POST /api/admin/money-in/:id/assign")).toEqual([
      { accountNumber: "912345678901", reason: "The payer called with her account number" },
    ]);
  });

  it("says when an assignment waits for a second operator", async () => {
    serveApi({
      "GET /api/admin/money-in": ({ query }) => ({
        items: query.get("status") === "Unmatched" ? [unmatchedRent] : [],
      }),
      "POST /api/admin/money-in/:id/assign": () =>
        jsonResponse({ status: "Awaiting approval", entry: rentAwaitingApproval }, 202),
    });
    await renderPage("/admin/money-in");
    await userEvent.click(
      await screen.findByRole("button", { name: `Assign ${unmatchedRent.reference} to a customer` }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Assign to a customer" }));
    await userEvent.type(dialog.getByLabelText("Customer's account number"), "912345678901");
    await userEvent.type(dialog.getByLabelText("Reason"), "The payer called");
    await userEvent.click(dialog.getByRole("button", { name: "Credit the customer" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "Waiting for another operator to approve crediting account 912345678901",
      ),
    );
  });

  it("lists assignments awaiting approval, which another operator approves", async () => {
    const fetchMock = serveApi({
      "GET /api/admin/money-in": ({ query }) => ({
        items: query.get("status") === "AwaitingApproval" ? [rentAwaitingApproval] : [],
      }),
    });
    await renderPage("/admin/money-in");
    const section = within(
      (await screen.findByRole("heading", { name: "Assignments awaiting approval" })).closest("section")!,
    );
    const [, row] = (await section.findAllByRole("row")) as HTMLElement[];
    expect(row).toHaveTextContent("€250.00");
    expect(row).toHaveTextContent("Ada Lovelace");
    expect(row).toHaveTextContent("alan@larkspur.example");
    await userEvent.click(
      section.getByRole("button", { name: `Approve assigning ${unmatchedRent.reference} to Ada Lovelace` }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("€250.00 credited to Ada Lovelace"));
    expect(sentTo(fetchMock, "POST /api/admin/money-in/:id/approve")).toHaveLength(1);
  });

  it("shows the operator who asked that someone else must approve", async () => {
    setSession(alan);
    serveApi({
      "GET /api/admin/money-in": ({ query }) => ({
        items: query.get("status") === "AwaitingApproval" ? [rentAwaitingApproval] : [],
      }),
    });
    await renderPage("/admin/money-in");
    expect(await screen.findByText("Waiting for another operator")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Approve/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: `Mark ${unmatchedRent.reference} for return` }));
    expect(await screen.findByRole("dialog", { name: "Mark for return" })).toBeInTheDocument();
  });

  it("lists what imports credited: the entry, the account, the amount, when and the file", async () => {
    serveApi({
      "GET /api/admin/money-in": ({ query }) => ({
        items: query.get("status") === "Credited" ? [creditedSalary] : [],
      }),
    });
    await renderPage("/admin/money-in");
    const section = within(
      (await screen.findByRole("heading", { name: "Credited by imports" })).closest("section")!,
    );
    const [, row] = (await section.findAllByRole("row")) as HTMLElement[];
    for (const text of [
      "$1,200.00",
      "Ada Lovelace",
      creditedSalary.customer!.accountNumber,
      "Analytical Engines Ltd",
      "ACSR-2026-0002",
      "camt.053",
      "STM-20260306-1",
    ]) {
      expect(row).toHaveTextContent(text);
    }
  });

  it("lists files awaiting approval with their entries; another operator approves or rejects them", async () => {
    setSession(alan);
    const fetchMock = serveApi({ "GET /api/admin/bank-files": () => ({ items: [stagedNotification] }) });
    await renderPage("/admin/money-in");
    const article = await screen.findByRole("article", { name: /NTF-20260305-1/ });
    expect(article).toHaveTextContent("Uploaded by olivia@larkspur.example");
    const file = within(article);
    const [, entry] = file.getAllByRole("row");
    expect(entry).toHaveTextContent("Credit");
    expect(entry).toHaveTextContent("$250.00");
    expect(entry).toHaveTextContent("900012345678");
    expect(entry).toHaveTextContent("Acme Payroll");

    await userEvent.click(file.getByRole("button", { name: "Approve NTF-20260305-1" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "File approved. Entries: 1. Credited: 1. Unmatched: 0. Imported before: 0.",
      ),
    );
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/${stagedNotification.id}/approve`)),
    ).toBe(true);

    await userEvent.click(file.getByRole("button", { name: "Reject NTF-20260305-1" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Reject the file" }));
    await userEvent.type(dialog.getByLabelText("Reason"), "The bank never sent it");
    await userEvent.click(dialog.getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("File rejected"));
    expect(sentTo(fetchMock, "POST /api/admin/bank-files/:id/reject")).toEqual([
      { reason: "The bank never sent it" },
    ]);
  });

  it("shows the uploader their own file without a way to approve it", async () => {
    serveApi({
      "GET /api/admin/bank-files": () => ({ items: [stagedNotification] }),
    });
    await renderPage("/admin/money-in");
    const file = within(await screen.findByRole("article", { name: /NTF-20260305-1/ }));
    expect(file.getByText("You uploaded this file. Another operator must approve it.")).toBeInTheDocument();
    expect(file.queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument();
  });

  it("says when the files awaiting approval cannot be loaded", async () => {
    serveApi({ "GET /api/admin/bank-files": () => apiError(500, "Down", "internal") });
    await renderPage("/admin/money-in");
    expect(await screen.findByText("We could not load the files awaiting approval.")).toBeInTheDocument();
  });
});
