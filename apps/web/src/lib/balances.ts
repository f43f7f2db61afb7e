import { type Currency, mainCurrency } from "@larkspur/shared/currencies";
import type { BalanceView } from "@larkspur/shared/schemas/balances";
import type { CurrentUser } from "@larkspur/shared/schemas/user";

/** One balance as `GET /api/user` lists it, in the currency's units (decimal numbers with its decimals). */
export type Balance = BalanceView;

/**
 * The answer as it may come: a server from before balances in many currencies sends none, and its customer holds
 * dollars only.
 */
type UserAnswer = Omit<CurrentUser, "balances"> & { balances?: Balance[] };

/** Whether the server lists the customer's balances; one that does not holds dollars only. */
export function listsBalances(user: CurrentUser): boolean {
  return (user as UserAnswer).balances !== undefined;
}

/**
 * The customer's balances, USD (the main one) first. An answer without `balances` means dollars only, and then
 * `balance` is the available USD.
 */
export function balancesOf(user: CurrentUser): Balance[] {
  return (
    (user as UserAnswer).balances ?? [
      { currency: mainCurrency, available: user.balance, balance: user.balance, held: 0 },
    ]
  );
}

/** The balances beside the main dollar one, in the order the server lists them. */
export function otherBalances(user: CurrentUser): Balance[] {
  return balancesOf(user).filter((balance) => balance.currency !== mainCurrency);
}

/** The balance of `currency`, when the customer holds one. */
export function balanceIn(user: CurrentUser, currency: Currency): Balance | undefined {
  return balancesOf(user).find((balance) => balance.currency === currency);
}

/** What can be spent in `currency`: for dollars the user's `balance`, the available USD (docs/product.md#balances-in-many-currencies). */
export function availableIn(user: CurrentUser, currency: Currency): number {
  if (currency === mainCurrency) return user.balance;
  return balanceIn(user, currency)?.available ?? 0;
}

/** A balance can be closed when it is not the main one and holds nothing, held money included. */
export function isClosable(balance: Balance): boolean {
  return balance.currency !== mainCurrency && balance.balance === 0 && balance.held === 0;
}
