import type { LedgerCheckRun } from "@larkspur/shared/schemas/admin";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { serveApi } from "../../../test/api";
import { olivia } from "../../../test/backoffice-fixtures";
import { resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const run = (overrides: Partial<LedgerCheckRun>): LedgerCheckRun => ({
  id: 1,
  startedAt: "2026-01-01T09:00:00.000Z",
  finishedAt: "2026-01-01T09:00:01.000Z",
  accounts: 1204,
  journalEntries: 5310,
  postings: 10620,
  transfers: 4200,
  problemCount: 0,
  problems: [],
  ...overrides,
});

beforeEach(() => {
  resetSession();
  queryClient.clear();
  setSession(olivia);
});

describe("ledger checks", () => {
  it("shows each run's counts and lists the problems a run found", async () => {
    serveApi({
      "GET /api/admin/ledger-checks": () => ({
        items: [
          run({
            id: 2,
            problemCount: 1,
            problems: [
              { rule: "balance_off_postings", subject: "account a1", detail: "balance 5, postings 4" },
            ],
          }),
          run({ id: 1 }),
        ],
      }),
    });
    await renderPage("/admin/ledger-checks");
    expect(await screen.findByRole("heading", { name: "Ledger checks" })).toBeInTheDocument();
    expect(await screen.findByText("1 problem")).toBeInTheDocument();
    expect(screen.getByText("No problems")).toBeInTheDocument();
    expect(screen.getByText(/account a1: balance 5, postings 4/)).toBeInTheDocument();
    expect(
      screen.getAllByText("1,204 accounts, 5,310 journal entries, 10,620 postings, 4,200 transfers"),
    ).toHaveLength(2);
  });

  it("says so when no check has run yet", async () => {
    serveApi();
    await renderPage("/admin/ledger-checks");
    expect(await screen.findByText("No check has run yet")).toBeInTheDocument();
  });
});
