import { isTimeZone } from "@larkspur/shared/time-zones";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError, heldAnswer, serveApi } from "../../../test/api";
import { jsonResponse, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";
import { pendingEmail } from "../pending-email";

beforeEach(() => {
  resetSession();
  setSession(null);
  sessionStorage.clear();
});

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

const valid = {
  "First Name": "Ada",
  "Last Name": "Lovelace",
  "Email Address": "Ada@Example.COM",
  "Phone Number": "+1 555 0100",
};

describe("sign-up form", () => {
  it("names every required field that is missing", async () => {
    const fetchMock = serveApi();
    await renderPage("/signup");
    await userEvent.click(await screen.findByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText(/Enter a phone number/)).toBeInTheDocument();
    expect(screen.getByText("Password should be at least 8 characters long")).toBeInTheDocument();
    expect(screen.getByLabelText("First Name")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears both passwords when they do not match", async () => {
    serveApi();
    await renderPage("/signup");
    await screen.findByRole("button", { name: "Sign Up" });
    await fill({ ...valid, Password: "long enough", "Confirm Password": "long enougH" });
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(screen.getByLabelText("Confirm Password")).toHaveValue("");
  });

  it("sends the e-mail lower-cased, shows Signing Up... and goes on to the code", async () => {
    const registration = heldAnswer();
    const fetchMock = serveApi({ "POST /api/auth/register": registration.handler });
    const { router } = await renderPage("/signup");
    await screen.findByRole("button", { name: "Sign Up" });
    await fill({ ...valid, Password: "long enough", "Confirm Password": "long enough" });
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));

    expect(await screen.findByRole("button", { name: "Signing Up..." })).toBeDisabled();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/register");
    expect(body).toEqual({
      firstName: "Ada",
      middleName: "",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "+1 555 0100",
      password: "long enough",
      // The language the form was read in, and the browser's zone when the settings offer it.
      language: "en-US",
      timeZone: isTimeZone(browserZone) ? browserZone : undefined,
    });

    registration.answer(jsonResponse({ message: "Verification email sent" }, 201));
    await waitFor(() => expect(router.state.location.pathname).toBe("/otp-verification"));
    expect(pendingEmail()).toBe("ada@example.com");
    expect(await screen.findByText("ada@example.com")).toBeInTheDocument();
  });

  it("refuses a password holding the person's name before sending anything", async () => {
    const fetchMock = serveApi();
    await renderPage("/signup");
    await screen.findByRole("button", { name: "Sign Up" });
    await fill({ ...valid, Password: "LOVELACE forever", "Confirm Password": "LOVELACE forever" });
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(
      await screen.findByText("This password is too common. Choose a longer or less predictable one."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the API's answer on a common password under the password field", async () => {
    serveApi({
      "POST /api/auth/register": () =>
        apiError(
          400,
          "This password is too common. Choose a longer or less predictable one.",
          "weak_password",
        ),
    });
    const { router } = await renderPage("/signup");
    await screen.findByRole("button", { name: "Sign Up" });
    await fill({ ...valid, Password: "password1", "Confirm Password": "password1" });
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(
      await screen.findByText("This password is too common. Choose a longer or less predictable one."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Password")).toHaveFocus();
    expect(router.state.location.pathname).toBe("/signup");
  });
});
