import { afterAll, describe, expect, it } from "vitest";
import { ada, setSession } from "../test/fixtures";
import {
  formatAmount,
  formatAmountWithCode,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDayMonthParts,
  formatDecimal,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRate,
  formatRelativeTime,
  formatSignedAmount,
  formatSignedMoney,
} from "./format";
import { activateLocale } from "./i18n";

// Intl separates with no-break and narrow no-break spaces; read them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

// 23:30 in London is already the next morning in Tokyo.
const lateEvening = "2026-03-05T23:30:00Z";

const expected = {
  "en-US": {
    money: ["€91.55", "¥1,500", "HUF 1,234.50"],
    signedMoney: ["+ €91.55", "- ¥1,500"],
    amount: "$1,234.50",
    withCode: "1,250.00 USD",
    percent: "50%",
    zero: "0.00",
    signed: ["+ $25.00", "- $25.00"],
    number: "1,234,567",
    date: "Mar 5, 2026",
    dateTime: "Mar 6, 2026, 8:30 AM",
    dayMonth: { day: "6", month: "Mar" },
    dayMonthParts: { text: ["6", " Mar"], day: "6" },
    relative: ["now", "2 minutes ago", "3 hours ago", "yesterday", "2 weeks ago"],
  },
  es: {
    money: ["91,55 €", "1500 JPY", "1234,50 HUF"],
    signedMoney: ["+ 91,55 €", "- 1500 JPY"],
    amount: "1234,50 US$",
    withCode: "1250,00 USD",
    percent: "50 %",
    zero: "0,00",
    signed: ["+ 25,00 US$", "- 25,00 US$"],
    number: "1.234.567",
    date: "5 mar 2026",
    dateTime: "6 mar 2026, 8:30",
    dayMonth: { day: "6", month: "mar" },
    dayMonthParts: { text: ["6", " ", "mar"], day: "6" },
    relative: ["ahora", "hace 2 minutos", "hace 3 horas", "ayer", "hace 2 semanas"],
  },
  "zh-CN": {
    money: ["€91.55", "JP¥1,500", "HUF 1,234.50"],
    signedMoney: ["+ €91.55", "- JP¥1,500"],
    amount: "US$1,234.50",
    withCode: "1,250.00 USD",
    percent: "50%",
    zero: "0.00",
    signed: ["+ US$25.00", "- US$25.00"],
    number: "1,234,567",
    date: "2026年3月5日",
    dateTime: "2026年3月6日 08:30",
    dayMonth: { day: "6日", month: "3月" },
    dayMonthParts: { text: ["3", "月", "6", "日"], day: "6" },
    relative: ["现在", "2分钟前", "3小时前", "昨天", "2周前"],
  },
  ru: {
    money: ["91,55 €", "1 500 ¥", "1 234,50 HUF"],
    signedMoney: ["+ 91,55 €", "- 1 500 ¥"],
    amount: "1 234,50 $",
    withCode: "1 250,00 USD",
    percent: "50 %",
    zero: "0,00",
    signed: ["+ 25,00 $", "- 25,00 $"],
    number: "1 234 567",
    date: "5 мар. 2026 г.",
    dateTime: "6 мар. 2026 г., 08:30",
    dayMonth: { day: "6", month: "март" },
    dayMonthParts: { text: ["6", " ", "мар."], day: "6" },
    relative: ["сейчас", "2 минуты назад", "3 часа назад", "вчера", "2 недели назад"],
  },
} as const;

describe.each(Object.entries(expected))("formatting in %s", (locale, want) => {
  it("writes amounts and numbers in the language's way", async () => {
    await activateLocale(locale as keyof typeof expected);
    expect(plain(formatAmount(1234.5))).toBe(want.amount);
    expect(plain(formatAmountWithCode(1250))).toBe(want.withCode);
    expect(plain(formatPercent(50))).toBe(want.percent);
    expect(formatDecimal(0)).toBe(want.zero);
    expect([formatSignedAmount(25, "in"), formatSignedAmount(-25, "out")].map(plain)).toEqual(want.signed);
    expect(plain(formatNumber(1234567))).toBe(want.number);
  });

  it("writes money of any currency with its symbol and exactly its decimals", async () => {
    await activateLocale(locale as keyof typeof expected);
    expect(
      [formatMoney(91.55, "EUR"), formatMoney(1500, "JPY"), formatMoney(1234.5, "HUF")].map(plain),
    ).toEqual(want.money);
    expect(
      [formatSignedMoney(91.55, "EUR", "in"), formatSignedMoney(-1500, "JPY", "out")].map(plain),
    ).toEqual(want.signedMoney);
  });

  it("shows dates in the user's time zone", async () => {
    await activateLocale(locale as keyof typeof expected);
    setSession({ ...ada, timeZone: "Europe/London" });
    expect(plain(formatDate(lateEvening))).toBe(want.date);
    setSession({ ...ada, timeZone: "Asia/Tokyo" });
    expect(plain(formatDateTime(lateEvening))).toBe(want.dateTime);
    expect(formatDayMonth(lateEvening)).toEqual(want.dayMonth);
    const parts = formatDayMonthParts(lateEvening);
    expect(parts.map((part) => part.text)).toEqual(want.dayMonthParts.text);
    expect(parts.filter((part) => part.day).map((part) => part.text)).toEqual([want.dayMonthParts.day]);
  });
});

describe("exchange rates", () => {
  it("show 6 significant digits, as the reader's language writes numbers", async () => {
    await activateLocale("en-US");
    expect([formatRate(0.8664760419), formatRate(162.9712345), formatRate(1.5)]).toEqual([
      "0.866476",
      "162.971",
      "1.5",
    ]);
    await activateLocale("ru");
    expect(formatRate(0.8664760419)).toBe("0,866476");
  });
});

describe.each(Object.entries(expected))("relative times in %s", (locale, want) => {
  it("tells how long ago by the largest whole unit, and a time just ahead of the clock as now", async () => {
    await activateLocale(locale as keyof typeof expected);
    const now = Date.parse(lateEvening);
    const ago = (seconds: number) => new Date(now - seconds * 1000);
    const told = [ago(59), ago(2 * 60 + 59), ago(3 * 3600), ago(86_400 + 60), ago(15 * 86_400)].map((value) =>
      formatRelativeTime(value, now),
    );
    expect(told).toEqual(want.relative);
    expect(formatRelativeTime(ago(-5), now)).toBe(want.relative[0]);
  });
});

afterAll(() => activateLocale("en-US"));
