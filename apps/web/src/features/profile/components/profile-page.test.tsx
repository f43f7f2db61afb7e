import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../lib/session-store";
import { ada, jsonResponse, mockFetch, resetSession, setSession } from "../../../test/fixtures";
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
    mockFetch(() => jsonResponse({ ...ada, middleName: "King", occupation: "Analyst" }));
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

  it("offers Save Changes only after a change, and checks required fields", async () => {
    mockFetch(() => jsonResponse(ada));
    await renderPage("/profile");
    const dialog = await openPersonalDetails();
    expect(within(dialog).queryByRole("button", { name: "Save Changes" })).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("First Name"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("First name is required")).toBeInTheDocument();
  });

  it("saves, says Changes saved and reloads after 1.8 s", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch((_url, init) =>
      init.method === "PUT" ? new Promise<Response>((resolve) => (answer = resolve)) : jsonResponse(ada),
    );
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

    // Taken when the server answers: the reload is timed from the save, whenever the page shows it.
    const savedAt = Date.now();
    answer(jsonResponse({ ...ada, occupation: "Mathematician" }));
    expect(await within(dialog).findByText("Changes saved")).toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Changes saved"));
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 4000 });
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(1700);
  });

  it("says Something went wrong when saving fails", async () => {
    mockFetch((_url, init) =>
      init.method === "PUT" ? jsonResponse({ message: "Boom", code: "internal" }, 500) : jsonResponse(ada),
    );
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
    const fetchMock = mockFetch((url, init) => {
      if (init.method === "PUT") return jsonResponse({ message: sent }, 202);
      if (url.endsWith("/email/verify")) {
        return JSON.parse(String(init.body)).otp === 654321
          ? jsonResponse({ ...ada, email: "grace@example.com" })
          : jsonResponse({ message: "Wrong code. 4 tries left.", code: "invalid_code" }, 400);
      }
      return jsonResponse(ada);
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
    mockFetch((_url, init) =>
      init.method === "PUT"
        ? jsonResponse({ message: "We sent a code to x@example.com. Enter it to finish the change." }, 202)
        : jsonResponse(ada),
    );
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
    mockFetch(() => jsonResponse({ message: "Token is not valid!", code: "invalid_token" }, 401));
    const { router } = await renderPage("/profile");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(useSession.getState().token).toBeNull();
  });
});
