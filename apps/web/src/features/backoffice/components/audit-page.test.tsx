import type { AuditEntry } from "@larkspur/shared/schemas/admin";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { serveApi } from "../../../test/api";
import { olivia } from "../../../test/backoffice-fixtures";
import { resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

beforeEach(() => {
  resetSession();
  queryClient.clear();
  setSession(olivia);
});

function entry(id: number): AuditEntry {
  return {
    id,
    actorId: olivia._id,
    actorEmail: olivia.email,
    action: "customer.hold-transfers",
    subjectType: "user",
    subjectId: `u_${id}`,
    actorName: "Olivia Operator",
    subjectName: "Boris Petrov",
    subjectDetail: `boris${id}@example.com, 912345678901`,
    before: { transferDisabled: false },
    after: { transferDisabled: true },
    reason: `Reason ${id}`,
    ip: "198.51.100.4",
    createdAt: "2026-03-05T10:00:00.000Z",
  };
}

describe("audit log", () => {
  it("pages back by the last id shown and filters by actor or subject", async () => {
    const fetchMock = serveApi({
      "GET /api/admin/audit": ({ query }) => {
        if (query.get("subject")) return { items: [entry(7)] };
        const before = Number(query.get("before") ?? 81);
        const ids = Array.from({ length: 50 }, (_, index) => before - 1 - index).filter((id) => id > 0);
        return { items: ids.map(entry) };
      },
    });
    const { router } = await renderPage("/admin/audit");
    expect(await screen.findByText("Reason: Reason 80")).toBeInTheDocument();
    expect(screen.getAllByText("customer.hold-transfers")).toHaveLength(50);

    await userEvent.click(screen.getByRole("button", { name: "Load older entries" }));
    expect(await screen.findByText("Reason: Reason 1")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/admin/audit?limit=50&before=31");
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Load older entries" })).not.toBeInTheDocument(),
    );

    await userEvent.type(
      screen.getByLabelText("Subject (name, e-mail, account number or transaction id)"),
      "912345678901",
    );
    await userEvent.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() => expect(router.state.location.search).toBe("?subject=912345678901"));
    expect(await screen.findByText("Reason: Reason 7")).toBeInTheDocument();
    expect(screen.getAllByText("customer.hold-transfers")).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      "/api/admin/audit?limit=50&subject=912345678901",
    );
  });

  it("says when nothing matches", async () => {
    serveApi();
    await renderPage("/admin/audit?actor=nobody%40larkspur.example");
    expect(await screen.findByText("No entries match these filters")).toBeInTheDocument();
    expect(screen.getByLabelText("Actor (name or e-mail)")).toHaveValue("nobody@larkspur.example");
  });

  it("names people and things, says what happened in words, and gives times with their zone", async () => {
    setSession({ ...olivia, timeZone: "America/Chicago" });
    const rates: AuditEntry = {
      ...entry(3),
      action: "rates.load",
      subjectType: "rates",
      subjectId: "2026-12-04",
      subjectName: null,
      subjectDetail: null,
      reason: null,
    };
    const download: AuditEntry = {
      ...rates,
      id: 2,
      action: "payment-batch.download",
      subjectType: "payment-batch",
      subjectId: "LARK-20261204-0001",
    };
    const unknown: AuditEntry = { ...download, id: 1, action: "payment-batch.reconcile" };
    const system: AuditEntry = {
      ...entry(4),
      actorId: null,
      actorName: null,
      actorEmail: "Larkspur (system)",
    };
    const fetchMock = serveApi({
      "GET /api/admin/audit": () => ({ items: [system, rates, download, unknown] }),
    });
    const { router } = await renderPage("/admin/audit");
    expect(await screen.findByText(/^Loaded exchange rates for December 4, 2026/)).toBeInTheDocument();
    expect(screen.getByText(/^Downloaded pain\.001 of batch LARK-20261204-0001/)).toBeInTheDocument();
    expect(screen.getByText(/^Payment batch reconcile: LARK-20261204-0001/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Held the transfers of Boris Petrov \(boris4@example\.com, 912345678901\)/),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Olivia Operator (olivia@larkspur.example)")).toHaveLength(3);
    expect(screen.getByText("Larkspur (system)")).toBeInTheDocument();
    expect(screen.getAllByText("Mar 5, 2026, 4:00:00 AM CST")).toHaveLength(4);

    await userEvent.click(screen.getAllByRole("button", { name: "Everything on this user" })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe("?subject=boris4%40example.com"));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      "/api/admin/audit?limit=50&subject=boris4%40example.com",
    );
  });
});
