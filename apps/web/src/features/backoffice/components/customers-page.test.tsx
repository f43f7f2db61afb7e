import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { serveApi } from "../../../test/api";
import { adaDetail, olivia } from "../../../test/backoffice-fixtures";
import { resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

beforeEach(() => {
  resetSession();
  queryClient.clear();
  setSession(olivia);
});

const ada = { ...adaDetail.customer, transferDisabled: true };

describe("customer search", () => {
  it("searches by what the operator types, keeps it in the address and links each customer", async () => {
    const fetchMock = serveApi({
      "GET /api/admin/customers": ({ query }) => {
        const found = query.get("query") === "ada" ? [ada] : [];
        return { items: found, page: 1, pageSize: 20, total: found.length };
      },
    });
    const { router } = await renderPage("/admin/customers");
    expect(await screen.findByText("No customers yet")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Search customers"), "ada");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toBe("?query=ada"));
    expect(await screen.findByRole("link", { name: "Ada Lovelace" })).toHaveAttribute(
      "href",
      `/admin/customers/${ada.id}`,
    );
    expect(screen.getByText("Transfers on hold")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      "/api/admin/customers?query=ada&page=1&pageSize=20",
    );

    await userEvent.clear(screen.getByLabelText("Search customers"));
    await userEvent.type(screen.getByLabelText("Search customers"), "zed");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("No customer matches “zed”")).toBeInTheDocument();
  });
});
