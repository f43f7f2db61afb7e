import { type Currency, exponentOf } from "@larkspur/shared/currencies";
import { fromMinorUnits } from "@larkspur/shared/money";
import type { ConversionDetails } from "@larkspur/shared/schemas/conversions";
import type { Transfer } from "../../db/types";
import { type ConversionAmounts, type Decimal, decimalText } from "./conversion-math";

/** A conversion's terms as the API shows them: minor units become the currencies' decimals here. */
export function termsOf(
  from: Currency,
  to: Currency,
  rate: Decimal | string,
  amounts: ConversionAmounts,
): ConversionDetails {
  return {
    from,
    to,
    rate: Number(typeof rate === "string" ? rate : decimalText(rate)),
    fee: fromMinorUnits(amounts.fee, exponentOf(from)),
    sellAmount: fromMinorUnits(amounts.sell, exponentOf(from)),
    buyAmount: fromMinorUnits(amounts.buy, exponentOf(to)),
  };
}

/** A conversion's terms as its history item shows them. */
export function conversionOf(
  transfer: Pick<
    Transfer,
    | "type"
    | "currency"
    | "amount"
    | "conversion_currency"
    | "conversion_rate"
    | "conversion_amount"
    | "conversion_fee"
  >,
): ConversionDetails | undefined {
  if (transfer.type !== "Conversion" || transfer.conversion_currency === null) return undefined;
  return termsOf(
    transfer.currency as Currency,
    transfer.conversion_currency as Currency,
    transfer.conversion_rate ?? "0",
    {
      sell: transfer.amount,
      buy: transfer.conversion_amount ?? 0n,
      fee: transfer.conversion_fee ?? 0n,
    },
  );
}
