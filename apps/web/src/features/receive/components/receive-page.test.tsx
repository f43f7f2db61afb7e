import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, serveApi } from "../../../test/api";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { adaReceivingDetails } from "../../../test/rails-fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  resetSession();
  queryClient.clear();
  setSession(ada);
  vi.clearAllMocks();
});

describe("receiving money from another bank", () => {
  it("is reached from the dashboard's Add money and lists the details to give a payer, each to copy", async () => {
    serveApi();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { router } = await renderPage("/dashboard");
    await userEvent.click(await screen.findByRole("link", { name: "Add money" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Receive money" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/receive");

    const details = within(await screen.findByRole("region", { name: "Your account details" }));
    for (const value of Object.values(adaReceivingDetails))
      expect(details.getByText(value)).toBeInTheDocument();
    await userEvent.click(details.getByRole("button", { name: "Copy Routing number (ABA)" }));
    expect(writeText).toHaveBeenCalledWith(adaReceivingDetails.routingNumber);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Routing number (ABA) copied"));
  });

  it("offers a retry when the details cannot be read", async () => {
    serveApi({ "GET /api/receive/:userId": () => apiError(500, "Boom", "internal") });
    await renderPage("/receive");
    expect(await screen.findByText("We could not load your details.")).toBeInTheDocument();
    serveApi();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(adaReceivingDetails.bic)).toBeInTheDocument();
  });
});
