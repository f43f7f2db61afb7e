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
    action: "customer.hold",
    subjectType: "user",
    subjectId: `u_${id}`,
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
    expect(screen.getAllByText("customer.hold")).toHaveLength(50);

    await userEvent.click(screen.getByRole("button", { name: "Load older entries" }));
    expect(await screen.findByText("Reason: Reason 1")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/admin/audit?limit=50&before=31");
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Load older entries" })).not.toBeInTheDocument(),
    );

    await userEvent.type(screen.getByLabelText("Subject (customer, staff or transfer id)"), "u_7");
    await userEvent.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() => expect(router.state.location.search).toBe("?subject=u_7"));
    expect(await screen.findByText("Reason: Reason 7")).toBeInTheDocument();
    expect(screen.getAllByText("customer.hold")).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/admin/audit?limit=50&subject=u_7");
  });

  it("says when nothing matches", async () => {
    serveApi();
    await renderPage("/admin/audit?actor=s_9");
    expect(await screen.findByText("No entries match these filters")).toBeInTheDocument();
    expect(screen.getByLabelText("Actor (staff user id)")).toHaveValue("s_9");
  });
});
