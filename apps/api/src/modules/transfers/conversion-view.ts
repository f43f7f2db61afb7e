import { type Currency, exponentOf } from "@larkspur/shared/currencies";
import { fromMinorUnits } from "@larkspur/shared/money";
import type { ConversionDetails } from "@larkspur/shared/schemas/conversions";
import type { Transfer } from "../../db/types";
import { type Decimal, decimalText } from "../../lib/decimal";
import type { ConversionAmounts } from "../conversions";

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

/** Whether a conversion's row is its target side, the money in: it points at the source row that moved the money. */
export const isConversionTarget = (transfer: Pick<Transfer, "type" | "payer_transfer_id">) =>
  transfer.type === "Conversion" && transfer.payer_transfer_id !== null;

/**
 * A conversion's terms as each of its history rows shows them, the same on both: a row's own currency and amount are
 * its side, its `conversion_*` columns the other side.
 */
export function conversionOf(
  transfer: Pick<
    Transfer,
    | "type"
    | "currency"
    | "amount"
    | "payer_transfer_id"
    | "conversion_currency"
    | "conversion_rate"
    | "conversion_amount"
    | "conversion_fee"
  >,
): ConversionDetails | undefined {
  if (transfer.type !== "Conversion" || transfer.conversion_currency === null) return undefined;
  const own = { currency: transfer.currency as Currency, amount: transfer.amount };
  const other = {
    currency: transfer.conversion_currency as Currency,
    amount: transfer.conversion_amount ?? 0n,
  };
  const [sold, bought] = isConversionTarget(transfer) ? [other, own] : [own, other];
  return termsOf(sold.currency, bought.currency, transfer.conversion_rate ?? "0", {
    sell: sold.amount,
    buy: bought.amount,
    fee: transfer.conversion_fee ?? 0n,
  });
}
