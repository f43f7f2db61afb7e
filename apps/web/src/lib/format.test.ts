import { afterAll, describe, expect, it } from "vitest";
import { ada, setSession } from "../test/fixtures";
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatNumber,
  formatSignedAmount,
} from "./format";
import { activateLocale } from "./i18n";

// Intl separates with no-break and narrow no-break spaces; read them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

// 23:30 in London is already the next morning in Tokyo.
const lateEvening = "2026-03-05T23:30:00Z";

const expected = {
  "en-US": {
    amount: "$1,234.50",
    signed: ["+ $25.00", "- $25.00"],
    number: "1,234,567",
    date: "Mar 5, 2026",
    dateTime: "Mar 6, 2026, 8:30 AM",
    dayMonth: { day: "6", month: "Mar" },
  },
  es: {
    amount: "1234,50 US$",
    signed: ["+ 25,00 US$", "- 25,00 US$"],
    number: "1.234.567",
    date: "5 mar 2026",
    dateTime: "6 mar 2026, 8:30",
    dayMonth: { day: "6", month: "mar" },
  },
  "zh-CN": {
    amount: "US$1,234.50",
    signed: ["+ US$25.00", "- US$25.00"],
    number: "1,234,567",
    date: "2026年3月5日",
    dateTime: "2026年3月6日 08:30",
    dayMonth: { day: "6日", month: "3月" },
  },
  ru: {
    amount: "1 234,50 $",
    signed: ["+ 25,00 $", "- 25,00 $"],
    number: "1 234 567",
    date: "5 мар. 2026 г.",
    dateTime: "6 мар. 2026 г., 08:30",
    dayMonth: { day: "6", month: "март" },
  },
} as const;

describe.each(Object.entries(expected))("formatting in %s", (locale, want) => {
  it("writes amounts and numbers in the language's way", async () => {
    await activateLocale(locale as keyof typeof expected);
    expect(plain(formatAmount(1234.5))).toBe(want.amount);
    expect([formatSignedAmount(25, "in"), formatSignedAmount(-25, "out")].map(plain)).toEqual(want.signed);
    expect(plain(formatNumber(1234567))).toBe(want.number);
  });

  it("shows dates in the user's time zone", async () => {
    await activateLocale(locale as keyof typeof expected);
    setSession({ ...ada, timeZone: "Europe/London" });
    expect(plain(formatDate(lateEvening))).toBe(want.date);
    setSession({ ...ada, timeZone: "Asia/Tokyo" });
    expect(plain(formatDateTime(lateEvening))).toBe(want.dateTime);
    expect(formatDayMonth(lateEvening)).toEqual(want.dayMonth);
  });
});

afterAll(() => activateLocale("en-US"));
