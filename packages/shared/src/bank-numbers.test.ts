import { describe, expect, it } from "vitest";
import { isAbaRoutingNumber, isBic, isIban, looksLikeIban, normalisedAccountNumber } from "./bank-numbers";

describe("IBANs", () => {
  it("takes valid ones, spaced or not, and refuses a changed digit or a wrong length", () => {
    expect(isIban("DE89370400440532013000")).toBe(true);
    expect(isIban("GB82 WEST 1234 5698 7654 32")).toBe(true);
    expect(isIban("DE89370400440532013001")).toBe(false);
    expect(isIban("GB82WEST123456987654")).toBe(false);
  });

  it("treats an account number as an IBAN only when it starts like one of an IBAN country", () => {
    expect(looksLikeIban("de89 3704 0044 0532 0130 00")).toBe(true);
    expect(looksLikeIban("0123456789")).toBe(false);
    expect(looksLikeIban("AB12345678")).toBe(false);
    expect(looksLikeIban("US12345678")).toBe(false);
  });

  it("keeps an IBAN in its electronic format and other numbers as typed", () => {
    expect(normalisedAccountNumber("de89 3704-0044 0532 0130 00")).toBe("DE89370400440532013000");
    expect(normalisedAccountNumber("0123 456-789")).toBe("0123 456-789");
  });
});

describe("BICs", () => {
  it("need a real country", () => {
    expect(isBic("COBADEFFXXX")).toBe(true);
    expect(isBic("CHASUS33")).toBe(true);
    expect(isBic("COBAXXFF")).toBe(false);
  });
});

describe("ABA routing numbers", () => {
  it("pass the 3-7-1 checksum with a known prefix", () => {
    for (const good of ["021000021", "026009593", "011000015", "121000358", "0210-0002 1"]) {
      expect(isAbaRoutingNumber(good), good).toBe(true);
    }
  });

  it("refuse a changed digit, swapped digits, a wrong length or an unused prefix", () => {
    for (const bad of ["021000022", "012000021", "02100002", "0210000210", "991000012", "abcdefghi"]) {
      expect(isAbaRoutingNumber(bad), bad).toBe(false);
    }
  });
});
