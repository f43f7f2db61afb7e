import type { StaffMember } from "@larkspur/shared/schemas/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { alan, olivia } from "../../../test/backoffice-fixtures";
import { resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

const member = (user: typeof alan): StaffMember => ({
  id: user._id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role === "admin" ? "admin" : "operator",
  status: "active",
  createdAt: "2026-01-01T09:00:00.000Z",
});

beforeEach(() => {
  resetSession();
  queryClient.clear();
  vi.clearAllMocks();
  setSession(alan);
});

const staffList = () => ({ items: [member(alan), member(olivia)] });

describe("staff management", () => {
  it("lists staff and never offers an admin to disable themselves", async () => {
    serveApi({ "GET /api/admin/staff": staffList });
    await renderPage("/admin/staff");
    const rows = await screen.findAllByRole("row");
    expect(within(rows[1]!).getByText("(you)")).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole("button")).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole("button", { name: "Disable Olivia Operator" })).toBeInTheDocument();
  });

  it("adds an operator and shows a refusal next to the e-mail field", async () => {
    let taken = true;
    const fetchMock = serveApi({
      "GET /api/admin/staff": staffList,
      "POST /api/admin/staff": () =>
        taken ? apiError(409, "This email address is already in use.", "email_taken") : { id: "s_3" },
    });
    await renderPage("/admin/staff");
    await userEvent.click(screen.getByRole("button", { name: "Add staff member" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add a staff member" }));
    await userEvent.click(dialog.getByRole("button", { name: "Add staff member" }));
    expect(await dialog.findByText("First name is required")).toBeInTheDocument();

    await userEvent.type(dialog.getByLabelText("First name"), "Grace");
    await userEvent.type(dialog.getByLabelText("Last name"), "Hopper");
    await userEvent.type(dialog.getByLabelText("Email address"), "Grace@Larkspur.example");
    await userEvent.click(dialog.getByRole("button", { name: "Add staff member" }));
    expect(await dialog.findByText("This email address is already in use.")).toBeInTheDocument();
    expect(dialog.getByLabelText("Email address")).toHaveAttribute("aria-invalid", "true");
    expect(toast.error).not.toHaveBeenCalled();

    taken = false;
    await userEvent.click(dialog.getByRole("button", { name: "Add staff member" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentTo(fetchMock, "POST /api/admin/staff").at(-1)).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@larkspur.example",
      role: "operator",
    });
  });

  it("disables a staff member only with a reason", async () => {
    const fetchMock = serveApi({ "GET /api/admin/staff": staffList });
    await renderPage("/admin/staff");
    await userEvent.click(await screen.findByRole("button", { name: "Disable Olivia Operator" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Disable staff member" }));
    await userEvent.click(dialog.getByRole("button", { name: "Disable" }));
    expect(await dialog.findByText("Reason is required")).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText("Reason"), "Left the company");
    await userEvent.click(dialog.getByRole("button", { name: "Disable" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe(`/api/admin/staff/${olivia._id}`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: "disabled", reason: "Left the company" });
  });
});
