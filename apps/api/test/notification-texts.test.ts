import { locales } from "@larkspur/shared/locales";
import { notificationKinds } from "@larkspur/shared/schemas/notifications";
import { describe, expect, it } from "vitest";
import type { NotificationRow } from "../src/db/types";
import { layOut } from "../src/modules/mail";
import { formatMinorUnits } from "../src/modules/notifications/money-in-words";
import { renderNotification } from "../src/modules/notifications/notifications.service";
import { paymentNotices } from "../src/modules/payments/payment-mails";

const row = (kind: NotificationRow["kind"]): NotificationRow => ({
  id: "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
  seq: 7n,
  user_id: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  kind,
  params: {
    amount: "123456",
    currency: "USD",
    name: "Grace H.",
    transactionId: "TX-20261125-ABC",
    requestId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
    last4: "4242",
    reason: kind === "account.held" ? "account.transfersHeld" : "mail.cancelReason.notApproved",
  },
  link: "/security",
  created_at: new Date("2026-11-25T09:00:00Z"),
  read_at: null,
});

describe("notification texts", () => {
  it.each(locales)("renders every kind in %s with each value it names filled in", (locale) => {
    for (const kind of notificationKinds) {
      const item = renderNotification(locale, row(kind));
      for (const text of [item.title, item.body]) {
        expect(text, `${locale} ${kind}`).not.toMatch(/[{}]/);
        expect(text.trim(), `${locale} ${kind}`).not.toBe("");
      }
      if (/^(transfer|payment|request|support)\./.test(kind)) {
        expect(`${item.title} ${item.body}`, `${locale} ${kind}`).toContain("Grace H.");
      }
      // Of money, every kind tells the amount; a support answer names who answered.
      if (!/^(account|security|support)\./.test(kind)) {
        expect(`${item.title} ${item.body}`, `${locale} ${kind}`).toContain(
          formatMinorUnits(locale, "123456", "USD"),
        );
      }
    }
  });

  it("renders a reason in the reader's language", () => {
    expect(renderNotification("es", row("transfer.cancelled")).body).not.toContain("It was not approved");
    expect(renderNotification("en-US", row("transfer.cancelled")).body).toContain(
      "It was not approved in our review.",
    );
  });
});

describe("a payment's notices", () => {
  it("tell its amount in the currency of its row, in the app and by e-mail", () => {
    const grace = { id: row("payment.received").user_id, email: "grace@example.com", first_name: "Grace" };
    const credit = {
      amount: 1250n,
      currency: "JPY",
      description: "Tea",
      transaction_id: "TX-20261125-JPY",
      counterparty_name: "Ada L.",
      counterparty_account_number: "900000000001",
    };
    const notice = paymentNotices.received({ ...grace, language: "en-US" }, credit);
    expect(notice.params).toMatchObject({ amount: "1250", currency: "JPY" });
    const item = renderNotification("en-US", { ...row("payment.received"), params: notice.params });
    expect(item.title).toBe("You received ¥1,250 from Ada L.");
    expect(notice.mail?.subject).toContain("¥1,250");
    const inSpanish = paymentNotices.received({ ...grace, language: "es" }, credit);
    expect(layOut(inSpanish.mail!).text).toContain(formatMinorUnits("es", "1250", "JPY"));
  });
});

describe("formatMinorUnits", () => {
  it.each([
    ["en-US", "123456", "USD", "$1,234.56"],
    ["en-US", "5", "USD", "$0.05"],
    ["en-US", "0", "USD", "$0.00"],
    ["en-US", "1250", "JPY", "¥1,250"],
    ["en-US", "900719925474099312", "USD", "$9,007,199,254,740,993.12"],
  ] as const)("writes %s %s %s as %s, with no float on the way", (locale, minor, currency, written) => {
    expect(formatMinorUnits(locale, minor, currency)).toBe(written);
  });
});
