import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { ada, otherDevice, resetSession, setSession, thisDevice } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("react-toastify", async (original) => ({ ...(await original()), toast }));

beforeEach(() => {
  queryClient.clear();
  resetSession();
  setSession(ada);
  vi.clearAllMocks();
});

const devicesCard = async () => (await screen.findByRole("heading", { name: "Devices" })).closest("section")!;

describe("the Devices card", () => {
  it("lists each device with its browser, system and IP, this one marked", async () => {
    serveApi({ "GET /api/sessions": () => [thisDevice, otherDevice] });
    await renderPage("/security");
    const card = await devicesCard();
    const rows = await within(card).findAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Chrome 131 on macOS Catalina");
    expect(rows[0]).toHaveTextContent("This device");
    expect(rows[0]).toHaveTextContent("IP 203.0.113.7");
    expect(within(rows[0]!).queryByRole("button")).toBeNull();
    expect(rows[1]).toHaveTextContent("Firefox 133 on Windows 10");
    expect(rows[1]).not.toHaveTextContent("This device");
  });

  it("signs out one device and refreshes the list", async () => {
    let listed = [thisDevice, otherDevice];
    const fetchMock = serveApi({
      "GET /api/sessions": () => listed,
      "DELETE /api/sessions/:id": () => {
        listed = [thisDevice];
        return { message: "Signed out" };
      },
    });
    await renderPage("/security");
    const card = await devicesCard();
    await userEvent.click(
      await within(card).findByRole("button", { name: "Sign out Firefox 133 on Windows 10" }),
    );
    await waitFor(() => expect(within(card).queryByText("Firefox 133 on Windows 10")).toBeNull());
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/api/sessions/${otherDevice.id}`)),
    ).toBe(true);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Signed out Firefox 133 on Windows 10"));
    expect(within(card).getByText("You are signed in on this device only.")).toBeInTheDocument();
  });

  it("signs out everywhere else", async () => {
    let listed = [thisDevice, otherDevice];
    const fetchMock = serveApi({
      "GET /api/sessions": () => listed,
      "POST /api/sessions/revoke-others": () => {
        listed = [thisDevice];
        return { message: "Signed out everywhere else", revoked: 1 };
      },
    });
    await renderPage("/security");
    const card = await devicesCard();
    await userEvent.click(await within(card).findByRole("button", { name: "Sign out everywhere else" }));
    await waitFor(() => expect(within(card).queryByText("Firefox 133 on Windows 10")).toBeNull());
    expect(sentTo(fetchMock, "POST /api/sessions/revoke-others")).toHaveLength(1);
    expect(within(card).queryByRole("button", { name: "Sign out everywhere else" })).toBeNull();
  });

  it("offers to try again when the list cannot be loaded", async () => {
    let fail = true;
    serveApi({
      "GET /api/sessions": () => (fail ? apiError(503, "Unavailable", "unavailable") : [thisDevice]),
    });
    await renderPage("/security");
    const card = await devicesCard();
    expect(await within(card).findByText("We could not load your devices.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(card).getByRole("button", { name: "Try again" }));
    expect(await within(card).findByText("Chrome 131 on macOS Catalina")).toBeInTheDocument();
  });
});

describe("the Security Questions card", () => {
  it("lists the chosen questions, never answers", async () => {
    serveApi({
      "GET /api/security": () => ({
        totp: false,
        passkeys: [],
        recoveryCodesLeft: 0,
        questions: ["childhood_nickname", "first_job_city", "college_applied_to"],
      }),
    });
    await renderPage("/security");
    const card = (await screen.findByRole("heading", { name: "Security Questions" })).closest("section")!;
    const items = await within(card).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "What was your childhood nickname?",
      "In what city did you have your first job?",
      "What is the name of a college you applied to?",
    ]);
  });

  it("saves 3 different questions with their answers", async () => {
    const fetchMock = serveApi();
    await renderPage("/security");
    await userEvent.click(await screen.findByRole("button", { name: "Change" }));
    const dialog = await screen.findByRole("dialog", { name: "Security Questions" });
    const choose = async (number: number, question: string, answer: string) => {
      await userEvent.selectOptions(within(dialog).getByLabelText(`Security question ${number}`), question);
      await userEvent.type(within(dialog).getByLabelText(`Answer ${number}`), answer);
    };
    await choose(1, "What was your childhood nickname?", "Birdie");
    // A question chosen once cannot be chosen again.
    const second = within(dialog).getByLabelText("Security question 2");
    expect(within(second).getByRole("option", { name: "What was your childhood nickname?" })).toBeDisabled();
    await choose(2, "In what city did your parents meet?", "New York");
    await choose(3, "What is the name of a college you applied to?", "Y");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("An answer must be 2 to 100 characters long")).toBeInTheDocument();
    expect(sentTo(fetchMock, "PUT /api/security/questions")).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText("Answer 3"), "ale");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Security questions saved"));
    expect(sentTo(fetchMock, "PUT /api/security/questions")).toEqual([
      {
        items: [
          { question: "childhood_nickname", answer: "Birdie" },
          { question: "parents_meeting_city", answer: "New York" },
          { question: "college_applied_to", answer: "Yale" },
        ],
      },
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    serveApi({
      "PUT /api/security/questions": () =>
        apiError(400, "Choose 3 different security questions", "validation_error"),
    });
    await renderPage("/security");
    await userEvent.click(await screen.findByRole("button", { name: "Change" }));
    const dialog = await screen.findByRole("dialog", { name: "Security Questions" });
    const questions = [
      "What was your childhood nickname?",
      "In what city did your parents meet?",
      "What is the name of a college you applied to?",
    ];
    for (const [index, question] of questions.entries()) {
      await userEvent.selectOptions(
        within(dialog).getByLabelText(`Security question ${index + 1}`),
        question,
      );
      await userEvent.type(within(dialog).getByLabelText(`Answer ${index + 1}`), "an answer");
    }
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Choose 3 different security questions",
    );
  });
});
