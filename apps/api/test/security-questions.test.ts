import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { type Customer, operator, quickCustomer, type Staff } from "./support/money";

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await build();
  staff = await operator(t);
});
afterAll(() => t.close());

const threeQuestions = [
  { question: "parents_meeting_city", answer: "New York" },
  { question: "childhood_nickname", answer: "Birdie" },
  { question: "first_job_city", answer: "Zürich" },
];

const save = (customer: Customer, items: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "PUT",
    url: "/api/security/questions",
    headers: { ...bearer(customer.token), ...headers },
    payload: { items },
  });
const chosen = async (customer: Customer) =>
  (
    await t.app.inject({
      method: "GET",
      url: `/api/admin/customers/${customer.id}/security-questions`,
      headers: bearer(staff.token),
    })
  ).json().questions;
const check = (customerId: string, question: string, answer: string, by: { token: string } = staff) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/customers/${customerId}/security-answer-check`,
    headers: bearer(by.token),
    payload: { question, answer },
  });
const checkActions = (customerId: string) =>
  t.ctx.db
    .selectFrom("audit_log")
    .selectAll()
    .where("subject_id", "=", customerId)
    .where("action", "=", "customer.security-answer-check")
    .orderBy("id")
    .execute();

describe("PUT /api/security/questions", () => {
  it("saves 3 different questions, the answers only as Argon2id hashes", async () => {
    const customer = await quickCustomer(t);
    const response = await save(customer, threeQuestions);
    expect(response.statusCode).toBe(200);
    const questions = ["parents_meeting_city", "childhood_nickname", "first_job_city"];
    expect(response.json()).toEqual({ questions });
    expect(await chosen(customer)).toEqual(questions);
    const overview = await t.app.inject({
      method: "GET",
      url: "/api/security",
      headers: bearer(customer.token),
    });
    expect(overview.json().questions).toEqual(questions);
    expect(overview.body).not.toContain("Zürich");

    const rows = await t.ctx.db
      .selectFrom("security_questions")
      .selectAll()
      .where("user_id", "=", customer.id)
      .execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.answer_hash).toMatch(/^\$argon2id\$/);
      for (const { answer } of threeQuestions) {
        expect(row.answer_hash.toLowerCase()).not.toContain(answer.toLowerCase().replace(" ", ""));
      }
    }
  });

  it("takes a question's English text for its key, and a new choice replaces the old one", async () => {
    const customer = await quickCustomer(t);
    await save(customer, threeQuestions);
    const response = await save(customer, [
      { question: "What is the name of a college you applied to?", answer: "Cambridge" },
      { question: "childhood_friend", answer: "Mary" },
      { question: "grandmother_maiden_name", answer: "Byron" },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await chosen(customer)).toEqual([
      "college_applied_to",
      "childhood_friend",
      "grandmother_maiden_name",
    ]);
  });

  const refusals: [string, unknown, string][] = [
    ["two questions", threeQuestions.slice(0, 2), "Choose exactly 3 security questions"],
    [
      "four questions",
      [...threeQuestions, { question: "college_applied_to", answer: "Yale" }],
      "Choose exactly 3 security questions",
    ],
    [
      "a question twice",
      [threeQuestions[0], threeQuestions[1], { ...threeQuestions[0], answer: "Boston" }],
      "Choose 3 different security questions",
    ],
    [
      "a question not on the list",
      [threeQuestions[0], threeQuestions[1], { question: "favourite_colour", answer: "Blue" }],
      "Choose one of the offered security questions",
    ],
    [
      "an answer of one character once trimmed",
      [threeQuestions[0], threeQuestions[1], { question: "college_applied_to", answer: "  Y  " }],
      "An answer must be 2 to 100 characters long",
    ],
    [
      "an answer of 101 characters",
      [threeQuestions[0], threeQuestions[1], { question: "college_applied_to", answer: "y".repeat(101) }],
      "An answer must be 2 to 100 characters long",
    ],
    ["no list", undefined, "Choose exactly 3 security questions"],
  ];
  for (const [what, items, message] of refusals) {
    it(`refuses ${what} with 400 saying so, and keeps the questions chosen before`, async () => {
      const customer = await quickCustomer(t);
      await save(customer, threeQuestions);
      const response = await save(customer, items);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "validation_error", message });
      expect(await chosen(customer)).toEqual(threeQuestions.map((item) => item.question));
    });
  }

  it("says what is wrong in the caller's language", async () => {
    const customer = await quickCustomer(t);
    await t.ctx.db.updateTable("users").set({ language: "es" }).where("id", "=", customer.id).execute();
    const response = await save(customer, threeQuestions.slice(0, 1));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Elija exactamente 3 preguntas de seguridad");
  });
});

describe("checking a security answer in the back office", () => {
  it("matches what the caller says trimmed, without regard to case or spaces", async () => {
    const customer = await quickCustomer(t);
    await save(customer, threeQuestions);
    const said = async (question: string, answer: string) =>
      (await check(customer.id, question, answer)).json().match;
    expect(await said("parents_meeting_city", "  new   york ")).toBe(true);
    expect(await said("parents_meeting_city", "NEWYORK")).toBe(true);
    expect(await said("first_job_city", "ZÜRICH")).toBe(true);
    expect(await said("parents_meeting_city", "Boston")).toBe(false);
    // The right answer to another of the customer's questions is no match.
    expect(await said("childhood_nickname", "New York")).toBe(false);
  });

  it("audits each check with the question and the outcome, never what was typed", async () => {
    const customer = await quickCustomer(t);
    await save(customer, threeQuestions);
    await check(customer.id, "childhood_nickname", "birdie");
    await check(customer.id, "childhood_nickname", "Sparrow Wing");
    const entries = await checkActions(customer.id);
    expect(entries.map((entry) => [entry.actor_id, entry.after])).toEqual([
      [staff.id, { question: "childhood_nickname", result: "match" }],
      [staff.id, { question: "childhood_nickname", result: "no match" }],
    ]);
    const written = JSON.stringify(entries, (_key, value) =>
      typeof value === "bigint" ? String(value) : value,
    ).toLowerCase();
    expect(written).not.toContain("birdie");
    expect(written).not.toContain("sparrow");
  });

  it("allows 5 checks per customer an hour, then answers 429 saying when to try again", async () => {
    const customer = await quickCustomer(t);
    const another = await quickCustomer(t);
    await save(customer, threeQuestions);
    await save(another, threeQuestions);
    const secondOperator = await operator(t);
    for (let i = 0; i < 5; i++) {
      const by = i % 2 === 0 ? staff : secondOperator;
      expect((await check(customer.id, "childhood_nickname", `guess ${i}`, by)).statusCode).toBe(200);
    }
    const refused = await check(customer.id, "childhood_nickname", "Birdie", secondOperator);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: "rate_limited",
      message: expect.stringMatching(
        /^This customer's security answers were checked 5 times in the last hour\. Try again in \d+ minutes\.$/,
      ),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await checkActions(customer.id)).toHaveLength(5);
    // Another customer's checks are counted apart.
    expect((await check(another.id, "childhood_nickname", "Birdie")).json()).toEqual({ match: true });
  });

  it("lets no more than 5 through when checks race", async () => {
    const customer = await quickCustomer(t);
    await save(customer, threeQuestions);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => check(customer.id, "childhood_nickname", `guess ${i}`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
    expect(await checkActions(customer.id)).toHaveLength(5);
  });

  it("refuses a question the customer did not choose, a customer without questions and an unknown customer", async () => {
    const customer = await quickCustomer(t);
    await save(customer, threeQuestions);
    const notChosen = await check(customer.id, "college_applied_to", "Yale");
    expect(notChosen.statusCode).toBe(400);
    expect(notChosen.json().message).toBe("This customer did not choose that question.");
    const without = await quickCustomer(t);
    expect((await check(without.id, "childhood_nickname", "Birdie")).statusCode).toBe(409);
    expect((await check(staff.id, "childhood_nickname", "Birdie")).statusCode).toBe(404);
    expect((await check("00000000-0000-4000-8000-000000000000", "childhood_nickname", "Bo")).statusCode).toBe(
      404,
    );
    expect(await checkActions(customer.id)).toHaveLength(0);
  });

  it("is for staff only", async () => {
    const customer = await quickCustomer(t);
    await save(customer, threeQuestions);
    const response = await check(customer.id, "childhood_nickname", "Birdie", customer);
    expect(response.statusCode).toBe(403);
    expect(await checkActions(customer.id)).toHaveLength(0);
  });
});
