import { type Currency, exponentOf, mainCurrency } from "@larkspur/shared/currencies";
import { fromMinorUnits, toMinorUnits } from "@larkspur/shared/money";
import type { BalanceView } from "@larkspur/shared/schemas/balances";
import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { closeCustomerAccount, findCustomerAccount, openCustomerAccounts } from "./ledger.repo";
import { openAccountIn } from "./ledger.service";

/** A balance as the API shows it: minor units become the currency's decimals here, and only here. */
export function balanceViewOf(account: { currency: string; balance: bigint; held: bigint }): BalanceView {
  const currency = account.currency as Currency;
  const exponent = exponentOf(currency);
  return {
    currency,
    available: fromMinorUnits(account.balance - account.held, exponent),
    balance: fromMinorUnits(account.balance, exponent),
    held: fromMinorUnits(account.held, exponent),
  };
}

/**
 * Minor units of an amount the schemas let through (positive, at most 2 decimals) in its currency: a currency without
 * decimals refuses any, in the caller's language.
 */
export function minorUnitsOf(amount: number, currency: Currency): bigint {
  const exponent = exponentOf(currency);
  const minor = toMinorUnits(amount, exponent);
  if (minor !== null) return minor;
  const field = { id: "field.amount" } as const;
  throw new AppError(
    "validation_error",
    exponent === 0
      ? { id: "validation.wholeUnitsIn", values: { field, currency } }
      : { id: "validation.decimalsIn", values: { field, currency, decimals: exponent } },
  );
}

/** The customer's open balances, USD first, then in the order they were opened; none for staff. */
export async function balancesOf(ctx: AppContext, user: User): Promise<BalanceView[]> {
  if (user.role !== "customer") return [];
  return (await openCustomerAccounts(ctx.db, user.id, mainCurrency)).map(balanceViewOf);
}

function customersOnly(user: User): void {
  if (user.role !== "customer") throw new AppError("forbidden", "error.customersOnly");
}

/** Opens a balance in the currency, or answers it as it is when already open. */
export async function openBalance(
  ctx: AppContext,
  user: User,
  currency: Currency,
): Promise<{ balance: BalanceView; opened: boolean }> {
  customersOnly(user);
  const { account, opened } = await openAccountIn(ctx.db, user.id, currency);
  if (opened) ctx.log.info({ userId: user.id, currency }, "Balance opened");
  return { balance: balanceViewOf(account), opened };
}

/**
 * Closes an empty balance other than the main one. The check and the close are one conditional update, so money that
 * arrives meanwhile keeps the balance open (the deposit or payment holds the account's row until it commits).
 */
export async function closeBalance(ctx: AppContext, user: User, currency: Currency): Promise<void> {
  customersOnly(user);
  if (currency === mainCurrency) throw new AppError("conflict", "error.mainBalanceNotClosable");
  const account = await findCustomerAccount(ctx.db, user.id, currency);
  if (!account || account.closed_at !== null) {
    throw new AppError("not_found", { id: "error.balanceNotOpen", values: { currency } });
  }
  if (!(await closeCustomerAccount(ctx.db, account.id))) {
    const now = await findCustomerAccount(ctx.db, user.id, currency);
    if (now?.closed_at !== null)
      throw new AppError("not_found", { id: "error.balanceNotOpen", values: { currency } });
    throw new AppError("conflict", "error.balanceNotEmpty");
  }
  ctx.log.info({ userId: user.id, currency }, "Balance closed");
}
