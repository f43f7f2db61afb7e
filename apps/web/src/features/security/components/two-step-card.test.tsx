import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { olivia } from "../../../test/backoffice-fixtures";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  queryClient.clear();
  resetSession();
  setSession(ada);
  vi.clearAllMocks();
});

const off = { totp: false, passkeys: [], recoveryCodesLeft: 0, questions: [] };
const on = { ...off, totp: true, recoveryCodesLeft: 10 };

async function card() {
  return within((await screen.findByRole("heading", { name: "2-Step Verification" })).closest("section")!);
}

describe("2-Step Verification card", () => {
  it("sets up the authenticator app: QR code and key, a code from the app, then the recovery codes once", async () => {
    let enrolled = false;
    const fetchMock = serveApi({ "GET /api/security": () => (enrolled ? on : off) });
    await renderPage("/security");
    await userEvent.click(await (await card()).findByRole("button", { name: "SetUp" }));
    const dialog = await screen.findByRole("dialog", { name: "Set up 2-Step Verification" });
    expect(
      await within(dialog).findByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText("Code from the app"), "12a");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(
      within(dialog).getByText("Enter the 6-digit code from your authenticator app"),
    ).toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/security/totp/confirm")).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText("Code from the app"));
    await userEvent.type(within(dialog).getByLabelText("Code from the app"), "123 456");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    const codes = await within(dialog).findByRole("list", { name: "Recovery codes" });
    expect(within(codes).getAllByRole("listitem")).toHaveLength(10);
    expect(sentTo(fetchMock, "POST /api/security/totp/confirm")).toEqual([{ code: "123456" }]);
    expect(within(dialog).getByRole("button", { name: "Download .txt" })).toBeInTheDocument();

    enrolled = true;
    await userEvent.click(within(dialog).getByRole("button", { name: "I have saved my codes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await (await card()).findByText("10 recovery codes left")).toBeInTheDocument();
  });

  it("shows a wrong code from the server next to the field", async () => {
    serveApi({
      "POST /api/security/totp/confirm": () =>
        apiError(
          400,
          "That code is not right. Enter the current code from your authenticator app.",
          "invalid_code",
        ),
    });
    await renderPage("/security");
    await userEvent.click(await (await card()).findByRole("button", { name: "SetUp" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(await within(dialog).findByLabelText("Code from the app"), "654321");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(
      await within(dialog).findByText(
        "That code is not right. Enter the current code from your authenticator app.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Code from the app")).toHaveAttribute("aria-invalid", "true");
  });

  it("offers a retry when the status cannot be read", async () => {
    let failing = true;
    serveApi({
      "GET /api/security": () => (failing ? apiError(429, "Too many requests", "rate_limited") : off),
    });
    await renderPage("/security");
    const retry = await (await card()).findByRole("button", { name: "Try again" });
    expect((await card()).getByRole("alert")).toHaveTextContent(
      "We could not load your 2-Step Verification status.",
    );
    failing = false;
    await userEvent.click(retry);
    expect(await (await card()).findByRole("button", { name: "SetUp" })).toBeInTheDocument();
  });

  it("turns the app off with the password", async () => {
    let enrolled = true;
    const fetchMock = serveApi({ "GET /api/security": () => (enrolled ? on : off) });
    await renderPage("/security");
    await userEvent.click(await (await card()).findByRole("button", { name: "Turn off" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn off 2-Step Verification" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Use your password instead" }));
    await userEvent.type(within(dialog).getByLabelText("Password"), "my long password");
    enrolled = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("2-Step Verification is off"));
    expect(sentTo(fetchMock, "DELETE /api/security/totp")).toEqual([{ password: "my long password" }]);
    expect(await (await card()).findByRole("button", { name: "SetUp" })).toBeInTheDocument();
  });
});

describe("a sign-in that is not fresh", () => {
  const stale = () =>
    apiError(
      403,
      "Confirm it is you: enter your password again to change how you sign in.",
      "reauthentication_required",
    );

  it("asks for the password in place, then turns the app off as asked", async () => {
    let confirmed = false;
    const fetchMock = serveApi({
      "GET /api/security": () => on,
      "DELETE /api/security/totp": () => (confirmed ? { message: "2-Step Verification is off" } : stale()),
      "POST /api/security/reauthenticate": ({ body }) => {
        if ((body as { password: string }).password !== "my long password") {
          return apiError(400, "Your current password is not right.", "wrong_password");
        }
        confirmed = true;
        return new Response(null, { status: 204 });
      },
    });
    await renderPage("/security");
    await userEvent.click(await (await card()).findByRole("button", { name: "Turn off" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn off 2-Step Verification" });
    await userEvent.type(within(dialog).getByLabelText("Code from the app"), "123456");
    await userEvent.click(within(dialog).getByRole("button", { name: "Turn off" }));

    const confirm = await screen.findByRole("dialog", { name: "Confirm it is you" });
    await userEvent.type(within(confirm).getByLabelText("Password"), "not it");
    await userEvent.click(within(confirm).getByRole("button", { name: "Confirm" }));
    expect(await within(confirm).findByText("Your current password is not right.")).toBeInTheDocument();
    await userEvent.clear(within(confirm).getByLabelText("Password"));
    await userEvent.type(within(confirm).getByLabelText("Password"), "my long password");
    await userEvent.click(within(confirm).getByRole("button", { name: "Confirm" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("2-Step Verification is off"));
    expect(sentTo(fetchMock, "DELETE /api/security/totp")).toEqual([{ code: "123456" }, { code: "123456" }]);
    expect(screen.queryByRole("dialog", { name: "Confirm it is you" })).not.toBeInTheDocument();
  });

  it("makes new recovery codes after the password, and shows them once", async () => {
    let confirmed = false;
    const fetchMock = serveApi({
      "GET /api/security": () => on,
      "POST /api/security/recovery-codes": () =>
        confirmed
          ? { recoveryCodes: Array.from({ length: 10 }, (_, index) => `newcd-fgh${index}`) }
          : stale(),
      "POST /api/security/reauthenticate": () => {
        confirmed = true;
        return new Response(null, { status: 204 });
      },
    });
    await renderPage("/security");
    await userEvent.click(await (await card()).findByRole("button", { name: "New recovery codes" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm it is you" });
    await userEvent.type(within(confirm).getByLabelText("Password"), "my long password");
    await userEvent.click(within(confirm).getByRole("button", { name: "Confirm" }));
    const dialog = await screen.findByRole("dialog", { name: "New recovery codes" });
    const codes = await within(dialog).findByRole("list", { name: "Recovery codes" });
    expect(within(codes).getAllByRole("listitem")).toHaveLength(10);
    expect(sentTo(fetchMock, "POST /api/security/reauthenticate")).toEqual([
      { password: "my long password" },
    ]);
  });
});

describe("staff enrolment", () => {
  it("shows staff without a second factor only the enrolment screen, then the back office", async () => {
    setSession(olivia);
    let enrolled = false;
    serveApi({ "GET /api/security": () => (enrolled ? on : off) });
    await renderPage("/admin");
    expect(await screen.findByRole("heading", { name: "Set up 2-Step Verification" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Back office" })).not.toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText("Code from the app"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await screen.findByRole("list", { name: "Recovery codes" });
    enrolled = true;
    await userEvent.click(screen.getByRole("button", { name: "I have saved my codes" }));
    expect(await screen.findByRole("heading", { name: "Review queue" })).toBeInTheDocument();
  });
});
