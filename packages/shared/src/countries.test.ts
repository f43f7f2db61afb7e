import { describe, expect, it } from "vitest";
import { countries } from "./countries";
import { initiateTransferBody } from "./schemas/transaction";

describe("countries", () => {
  it("holds about 240 distinct countries and territories", () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.length).toBeLessThanOrEqual(260);
    expect(new Set(countries).size).toBe(countries.length);
    expect(countries).toContain("United States");
  });

  it("is what an International transfer may name", () => {
    const body = {
      amount: 10,
      description: "Tuition",
      transferOption: "International",
      bankDetails: {
        accountName: "Kenji Sato",
        accountNumber: "1234567",
        bankName: "Mizuho Bank",
        accountType: "Savings account",
        routingNumber: "0001",
        swiftCode: "MHCBJPJT",
        country: "Japan",
      },
    };
    expect(initiateTransferBody.safeParse(body).success).toBe(true);
    const elsewhere = { ...body, bankDetails: { ...body.bankDetails, country: "Narnia" } };
    expect(initiateTransferBody.safeParse(elsewhere).success).toBe(false);
  });
});
