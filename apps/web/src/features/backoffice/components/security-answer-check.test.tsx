import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { apiError, sentTo, serveApi } from "../../../test/api";
import { adaDetail, olivia } from "../../../test/backoffice-fixtures";
import { resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

beforeEach(() => {
  resetSession();
  queryClient.clear();
  setSession(olivia);
});

const page = `/admin/customers/${adaDetail.customer.id}`;
const chosen = () => ({ questions: ["childhood_nickname", "first_job_city", "college_applied_to"] });

async function checkCard() {
  const heading = await screen.findByRole("heading", { name: "Check a security answer" });
  return heading.closest("section")!;
}

describe("Check a security answer", () => {
  it("offers only the customer's questions and shows Match or No match, clearing what was typed", async () => {
    let match = true;
    const fetchMock = serveApi({
      "GET /api/admin/customers/:userId/security-questions": chosen,
      "POST /api/admin/customers/:userId/security-answer-check": () => ({ match }),
    });
    await renderPage(page);
    const card = await checkCard();
    const select = await within(card).findByLabelText("Question");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "What was your childhood nickname?",
      "In what city did you have your first job?",
      "What is the name of a college you applied to?",
    ]);
    await userEvent.selectOptions(select, "In what city did you have your first job?");
    await userEvent.type(within(card).getByLabelText("What the caller says"), "Zurich");
    await userEvent.click(within(card).getByRole("button", { name: "Check" }));
    expect(await within(card).findByText("Match")).toBeInTheDocument();
    expect(within(card).getByLabelText("What the caller says")).toHaveValue("");
    expect(sentTo(fetchMock, "POST /api/admin/customers/:userId/security-answer-check")).toEqual([
      { question: "first_job_city", answer: "Zurich" },
    ]);

    match = false;
    await userEvent.type(within(card).getByLabelText("What the caller says"), "Basel");
    await userEvent.click(within(card).getByRole("button", { name: "Check" }));
    expect(await within(card).findByText("No match")).toBeInTheDocument();
  });

  it("shows the limit's refusal", async () => {
    const refusal =
      "This customer's security answers were checked 5 times in the last hour. Try again in 42 minutes.";
    serveApi({
      "GET /api/admin/customers/:userId/security-questions": chosen,
      "POST /api/admin/customers/:userId/security-answer-check": () => apiError(429, refusal, "rate_limited"),
    });
    await renderPage(page);
    const card = await checkCard();
    await userEvent.type(await within(card).findByLabelText("What the caller says"), "Birdie");
    await userEvent.click(within(card).getByRole("button", { name: "Check" }));
    expect(await within(card).findByText(refusal)).toBeInTheDocument();
    expect(within(card).queryByText("Match")).toBeNull();
  });

  it("checks nothing without an answer", async () => {
    const fetchMock = serveApi({ "GET /api/admin/customers/:userId/security-questions": chosen });
    await renderPage(page);
    const card = await checkCard();
    await userEvent.click(await within(card).findByRole("button", { name: "Check" }));
    expect(
      await within(card).findByText("Type what the caller says: 2 to 100 characters"),
    ).toBeInTheDocument();
    expect(sentTo(fetchMock, "POST /api/admin/customers/:userId/security-answer-check")).toHaveLength(0);
  });

  it("says when the customer chose no questions", async () => {
    serveApi();
    await renderPage(page);
    expect(await within(await checkCard()).findByText("No security questions")).toBeInTheDocument();
  });
});
