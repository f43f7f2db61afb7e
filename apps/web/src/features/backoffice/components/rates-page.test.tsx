import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { alan, olivia } from "../../../test/backoffice-fixtures";
import { referenceRates } from "../../../test/currency-fixtures";
import { resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

const ratesFile = `<?xml version="1.0" encoding="UTF-8"?><gesmes:Envelope><Cube><Cube time="2026-03-06"><Cube currency="USD" rate="1.09"/></Cube></Cube></gesmes:Envelope>`;

beforeEach(() => {
  resetSession();
  queryClient.clear();
  setSession(olivia);
  vi.clearAllMocks();
});

describe("exchange rates in the back office", () => {
  it("shows the newest rates with their date and source, and the latest days kept", async () => {
    serveApi();
    await renderPage("/admin/rates");
    expect(
      await screen.findByRole("heading", { name: "Rates of March 5, 2026, from the European Central Bank" }),
    ).toBeInTheDocument();
    const [rates, days] = screen.getAllByRole("table");
    expect(
      within(rates!)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["US DollarUSD1.0879", "Japanese YenJPY161.52", "British PoundGBP0.85583"]);
    const dayRows = within(days!).getAllByRole("row").slice(1);
    expect(dayRows[1]).toHaveTextContent("March 4, 2026");
    expect(dayRows[1]).toHaveTextContent("a file loaded by hand");
    expect(dayRows[1]).toHaveTextContent("30");
  });

  it("says when no rates are stored yet, and offers a retry when they cannot be read", async () => {
    serveApi({
      "GET /api/admin/rates": () => ({ ...referenceRates, date: null, source: null, rates: [], days: [] }),
    });
    await renderPage("/admin/rates");
    expect(await screen.findByText("No rates yet")).toBeInTheDocument();

    queryClient.clear();
    serveApi({ "GET /api/admin/rates": () => apiError(500, "Boom", "internal") });
    await renderPage("/admin/rates");
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("loads a rates file by hand with a reason", async () => {
    const fetchMock = serveApi();
    await renderPage("/admin/rates");
    await userEvent.click(await screen.findByRole("button", { name: "Load a rates file" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Load a rates file" }));
    await userEvent.click(dialog.getByRole("button", { name: "Load rates" }));
    expect(dialog.getByText("Choose a rates file")).toBeInTheDocument();
    expect(dialog.getByText("Reason is required")).toBeInTheDocument();

    await userEvent.upload(
      dialog.getByLabelText("Rates file (XML)"),
      new File([ratesFile], "eurofxref-daily.xml", { type: "text/xml" }),
    );
    await userEvent.type(dialog.getByLabelText("Reason"), "The daily fetch failed");
    await userEvent.click(dialog.getByRole("button", { name: "Load rates" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentTo(fetchMock, "POST /api/admin/rates")).toEqual([
      { xml: ratesFile, reason: "The daily fetch failed" },
    ]);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "Rates file of March 5, 2026 staged: another operator must approve it",
      ),
    );
  });

  it("keeps a refused file's reason in the dialog", async () => {
    serveApi({
      "POST /api/admin/rates": () => apiError(400, "This is not an ECB rates file.", "validation_error"),
    });
    await renderPage("/admin/rates");
    await userEvent.click(await screen.findByRole("button", { name: "Load a rates file" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Load a rates file" }));
    await userEvent.upload(dialog.getByLabelText("Rates file (XML)"), new File(["<a/>"], "x.xml"));
    await userEvent.type(dialog.getByLabelText("Reason"), "Testing");
    await userEvent.click(dialog.getByRole("button", { name: "Load rates" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("This is not an ECB rates file.");
  });

  const stagedFile = {
    loadId: "5e0f7c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b",
    sha256: "ab".repeat(32),
    dates: ["2026-03-06"],
    rates: [
      { currency: "USD", rate: 1.09 },
      { currency: "KRW", rate: 1497.1 },
    ],
    reason: "The daily fetch failed",
    loadedBy: { id: "s_2", email: "alan@larkspur.example" },
    loadedAt: "2026-03-06T16:00:00.000Z",
  };

  it("lists rates files awaiting approval, which another operator approves", async () => {
    const fetchMock = serveApi({ "GET /api/admin/rates/staged": () => ({ items: [stagedFile] }) });
    await renderPage("/admin/rates");
    const section = within(
      (await screen.findByRole("heading", { name: "Rates files awaiting approval" })).closest("section")!,
    );
    expect(section.getByText(/alan@larkspur\.example/)).toHaveTextContent("The daily fetch failed");
    expect(section.getByText(/USD 1\.09/)).toBeInTheDocument();
    await userEvent.click(section.getByRole("button", { name: "Approve the rates file of March 6, 2026" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Rates file approved: 3 rates in use"));
    expect(sentTo(fetchMock, "POST /api/admin/rates/:loadId/approve")).toHaveLength(1);
  });

  it("shows the operator who loaded a file that someone else must approve it", async () => {
    setSession(alan);
    serveApi({ "GET /api/admin/rates/staged": () => ({ items: [stagedFile] }) });
    await renderPage("/admin/rates");
    expect(await screen.findByText("Waiting for another operator")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it("turns a staged rates file down with a reason", async () => {
    const fetchMock = serveApi({ "GET /api/admin/rates/staged": () => ({ items: [stagedFile] }) });
    await renderPage("/admin/rates");
    await userEvent.click(
      await screen.findByRole("button", { name: "Reject the rates file of March 6, 2026" }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Reject the rates file" }));
    await userEvent.type(dialog.getByLabelText("Reason"), "The dollar rate is a typo");
    await userEvent.click(dialog.getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Rates file rejected"));
    expect(sentTo(fetchMock, "POST /api/admin/rates/:loadId/reject")).toEqual([
      { reason: "The dollar rate is a typo" },
    ]);
  });
});
