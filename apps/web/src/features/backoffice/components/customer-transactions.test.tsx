import { describe, expect, it } from "vitest";
import { cardPurchase, cardRefund } from "../../../test/card-fixtures";
import { conversionRow } from "../../../test/currency-fixtures";
import {
  deposit,
  internationalTransfer,
  localTransfer,
  paymentReceived,
  paymentSent,
} from "../../../test/transaction-fixtures";
import { rowKindLabel } from "./customer-transactions";

describe("the customer's rows in the back office", () => {
  it("label each row by its kind", () => {
    expect(rowKindLabel(conversionRow)).toBe("Conversion");
    expect(rowKindLabel(cardPurchase)).toBe("Card purchase");
    expect(rowKindLabel(cardRefund)).toBe("Card refund");
    expect(
      rowKindLabel({ ...paymentReceived, counterparty: { name: "Boris P.", accountNumber: "955555555555" } }),
    ).toBe("Payment from Boris P.");
    expect(rowKindLabel(paymentSent)).toBe("Payment to Grace H.");
    expect(rowKindLabel({ ...localTransfer, transferOption: null, bankDetails: null })).toBe(
      "Transfer to a bank account",
    );
    expect(rowKindLabel(localTransfer)).toMatch(/^Local transfer to /);
    expect(rowKindLabel(internationalTransfer)).toMatch(/^International transfer to /);
    expect(rowKindLabel({ ...deposit, counterparty: null, transferOption: null })).toBe("Deposit");
    expect(
      rowKindLabel({
        ...deposit,
        transferOption: null,
        counterparty: { name: "ACME Corp", accountNumber: "" },
      }),
    ).toBe("Bank transfer from ACME Corp");
  });
});
