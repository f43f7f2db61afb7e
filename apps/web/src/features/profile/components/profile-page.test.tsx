import { timings } from "@larkspur/shared/limits";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../lib/session-store";
import { apiError, heldAnswer, serveApi } from "../../../test/api";
import { adaWithBalances } from "../../../test/currency-fixtures";
import { ada, jsonResponse, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

const reload = vi.fn();

beforeEach(() => {
  resetSession();
  setSession(ada);
  vi.clearAllMocks();
  vi.stubGlobal("location", { ...window.location, reload });
});

async function openPersonalDetails() {
  await userEvent.click(await screen.findByRole("button", { name: "Edit Personal Details" }));
  return screen.findByRole("dialog", { name: "Personal Details" });
}

describe("profile", () => {
  it("greets the customer and shows the account, balance and cards", async () => {
    serveApi({ "GET /api/user": () => ({ ...ada, middleName: "King", occupation: "Analyst" }) });
    await renderPage("/profile");
    expect(await screen.findByText("Hello, Ada King Lovelace")).toBeInTheDocument();
    expect(screen.getByText("912345678901")).toBeInTheDocument();
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    expect(screen.getByText("Analyst")).toBeInTheDocument();
    const tabs = within(screen.getByRole("navigation", { name: "Profile sections" }));
    expect(tabs.getByRole("link", { name: "Account" })).toHaveAttribute("aria-current", "page");
    for (const title of ["Personal Details", "Account Settings", "Email Address", "Phone"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText("Mobile")).toBeInTheDocument();
  });

  it("lists the balances in other currencies below the main one, and none when there are none", async () => {
    serveApi({ "GET /api/user": () => adaWithBalances });
    await renderPage("/profile");
    const balances = within(
      (await screen.findByRole("heading", { name: "Other balances" })).closest("section")!,
    );
    expect(balances.getAllByRole("listitem").map((row) => row.textContent)).toEqual([
      "EUREuro (EUR)€91.55",
      "JPYJapanese Yen (JPY)¥0",
    ]);
    expect(balances.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
  });

  it("offers Save Changes only after a change, and checks required fields", async () => {
    serveApi();
    await renderPage("/profile");
    const dialog = await openPersonalDetails();
    expect(within(dialog).queryByRole("button", { name: "Save Changes" })).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("First Name"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("First name is required")).toBeInTheDocument();
  });

  it("saves, says Changes saved and reloads after 1.8 s", async () => {
    const save = heldAnswer();
    const fetchMock = serveApi({ "PUT /api/user/:userId": save.handler });
    let reloadedAt = 0;
    reload.mockImplementation(() => {
      reloadedAt = Date.now();
    });
    await renderPage("/profile");
    const dialog = await openPersonalDetails();
    await userEvent.type(within(dialog).getByLabelText(/Occupation/), "Mathematician");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByRole("button", { name: "Saving Changes..." })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === "PUT") ?? [];
    expect(url).toBe("/api/user/u_1");
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: "Ada",
      middleName: "",
      lastName: "Lovelace",
      occupation: "Mathematician",
      address: "",
    });

    // On a fake clock, taken when the server answers: the reload is timed from the save.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const savedAt = Date.now();
      save.answer({ ...ada, occupation: "Mathematician" });
      expect(await within(dialog).findByText("Changes saved")).toBeInTheDocument();
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Changes saved"));
      await act(() => vi.advanceTimersByTimeAsync(timings.reloadMs));
      await waitFor(() => expect(reload).toHaveBeenCalledOnce());
      expect(reloadedAt - savedAt).toBeGreaterThanOrEqual(timings.reloadMs);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says Something went wrong when saving fails", async () => {
    serveApi({ "PUT /api/user/:userId": () => apiError(500, "Boom", "internal") });
    await renderPage("/profile");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Phone" }));
    const dialog = await screen.findByRole("dialog", { name: "Phone" });
    const field = within(dialog).getByLabelText("Mobile");
    await userEvent.clear(field);
    await userEvent.type(field, "+44 20 7946 0000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Something went wrong"));
    expect(reload).not.toHaveBeenCalled();
  });

  it("changes the e-mail only once the code mailed to the new address is entered", async () => {
    const sent = "We sent a code to grace@example.com. Enter it to finish the change.";
    const fetchMock = serveApi({
      "PUT /api/user/:userId": () => jsonResponse({ message: sent }, 202),
      "POST /api/user/:userId/email/verify": ({ body }) =>
        (body as { otp: number }).otp === 654321
          ? { ...ada, email: "grace@example.com" }
          : apiError(400, "Wrong code. 4 tries left.", "invalid_code"),
    });
    await renderPage("/profile");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Email Address" }));
    const dialog = await screen.findByRole("dialog", { name: "Email Address" });
    const field = within(dialog).getByLabelText("Email Address");
    expect(field).toHaveAttribute("type", "email");
    await userEvent.clear(field);
    await userEvent.type(field, "grace@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await within(dialog).findByText(sent)).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
    const code = within(dialog).getByLabelText("Verification code");
    await userEvent.type(code, "123456");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await within(dialog).findByText("Wrong code. 4 tries left.")).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await userEvent.clear(code);
    await userEvent.type(code, "654321");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await within(dialog).findByText("Changes saved")).toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Changes saved"));
    const verifyCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/email/verify"));
    expect(verifyCall?.[0]).toBe("/api/user/u_1/email/verify");
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 4000 });
  });

  it("goes back to the address from the code step", async () => {
    serveApi({
      "PUT /api/user/:userId": () =>
        jsonResponse({ message: "We sent a code to x@example.com. Enter it to finish the change." }, 202),
    });
    await renderPage("/profile");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Email Address" }));
    const dialog = await screen.findByRole("dialog", { name: "Email Address" });
    await userEvent.clear(within(dialog).getByLabelText("Email Address"));
    await userEvent.type(within(dialog).getByLabelText("Email Address"), "x@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await userEvent.click(await within(dialog).findByRole("button", { name: "Use a different address" }));
    expect(within(dialog).getByLabelText("Email Address")).toHaveValue(ada.email);
  });

  it("signs the customer out when the profile fetch is answered with an error", async () => {
    serveApi({ "GET /api/user": () => apiError(401, "Token is not valid!", "invalid_token") });
    const { router } = await renderPage("/profile");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(useSession.getState().token).toBeNull();
  });
});
