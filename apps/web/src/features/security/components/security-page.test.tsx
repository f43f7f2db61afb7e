import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  resetSession();
  setSession(ada);
  vi.clearAllMocks();
});

async function openChangePassword() {
  await userEvent.click(await screen.findByRole("button", { name: "Change password" }));
  return screen.findByRole("dialog", { name: "Change password" });
}

async function fill(dialog: HTMLElement, current: string, next: string, confirmation = next) {
  await userEvent.type(within(dialog).getByLabelText("Current Password"), current);
  await userEvent.type(within(dialog).getByLabelText("New Password"), next);
  await userEvent.type(within(dialog).getByLabelText("Confirm Password"), confirmation);
  await userEvent.click(within(dialog).getByRole("button", { name: "Change Password" }));
}

describe("change password", () => {
  it("sends the current and new password and says it is done", async () => {
    const fetchMock = serveApi();
    await renderPage("/security");
    const dialog = await openChangePassword();
    await fill(dialog, "old secret words", "a fresh quiet meadow");
    expect(await within(dialog).findByText("Your password has been changed.")).toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Password changed"));
    const [url] = fetchMock.mock.calls.find(([called]) => String(called).endsWith("/password")) ?? [];
    expect(url).toBe("/api/user/u_1/password");
    expect(sentTo(fetchMock, "POST /api/user/:userId/password")[0]).toEqual({
      currentPassword: "old secret words",
      newPassword: "a fresh quiet meadow",
    });
  });

  it("shows a wrong current password next to its field", async () => {
    serveApi({
      "POST /api/user/:userId/password": () =>
        apiError(400, "Your current password is not right.", "wrong_password"),
    });
    await renderPage("/security");
    const dialog = await openChangePassword();
    await fill(dialog, "not it at all", "a fresh quiet meadow");
    expect(await within(dialog).findByText("Your current password is not right.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Current Password")).toHaveAttribute("aria-invalid", "true");
  });

  it("checks the pair before sending: matching, long enough, not the owner's name", async () => {
    const fetchMock = serveApi();
    await renderPage("/security");
    const dialog = await openChangePassword();
    await fill(dialog, "old secret words", "a fresh quiet meadow", "something else");
    expect(await within(dialog).findByText("Passwords do not match")).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("New Password"));
    await userEvent.clear(within(dialog).getByLabelText("Confirm Password"));
    await userEvent.type(within(dialog).getByLabelText("New Password"), "lovelace rules");
    await userEvent.type(within(dialog).getByLabelText("Confirm Password"), "lovelace rules");
    await userEvent.click(within(dialog).getByRole("button", { name: "Change Password" }));
    expect(
      await within(dialog).findByText(
        "This password is too common. Choose a longer or less predictable one.",
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/password"))).toBe(false);
  });

  it("shows the cool-down when too many wrong passwords were tried", async () => {
    const cooling = "Too many failed sign-in attempts. Try again in 15 minutes.";
    serveApi({ "POST /api/user/:userId/password": () => apiError(429, cooling, "rate_limited") });
    await renderPage("/security");
    const dialog = await openChangePassword();
    await fill(dialog, "old secret words", "a fresh quiet meadow");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(cooling);
  });
});
