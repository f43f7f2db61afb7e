import type { Currency } from "@larkspur/shared/currencies";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeftRight, Plus, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { placeholder } from "../../../components/account-summary";
import { BalanceList } from "../../../components/balance-list";
import { buttonClass } from "../../../components/button-styles";
import { balancesOf, isClosable, otherBalances } from "../../../lib/balances";

// The dialogs' forms bring zod and the form library, and every dialog Radix's dialog, which the dashboard's first
// paint does not need: their code is fetched once a pointer or the focus reaches a button that opens them
// (docs/architecture.md#the-web-apps-first-load).
const loadAddCurrencyDialog = () => import("./add-currency-dialog");
const loadConvertDialog = () => import("./convert-dialog");
const loadCloseBalanceDialog = () => import("./close-balance-dialog");
const AddCurrencyDialog = lazy(async () => ({ default: (await loadAddCurrencyDialog()).AddCurrencyDialog }));
const ConvertDialog = lazy(async () => ({ default: (await loadConvertDialog()).ConvertDialog }));
const CloseBalanceDialog = lazy(async () => ({
  default: (await loadCloseBalanceDialog()).CloseBalanceDialog,
}));

type Open = { dialog: "add" } | { dialog: "convert" } | { dialog: "close"; currency: Currency } | null;

/**
 * The balances beside the main dollar one, and what can be done with them: add a currency, convert between
 * balances, close an empty one. Its frame shows at once, as the dashboard's other cards do. While `user` is null (the
 * dashboard's loader), a placeholder row stands for each of the `expected` balances (those the customer held when
 * last read), so nothing moves when they arrive, and the buttons wait.
 */
export function BalancesCard({ user, expected }: { user: CurrentUser | null; expected: Currency[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const others = user ? otherBalances(user) : [];

  return (
    <section
      aria-labelledby="other-balances-title"
      className="rounded-2xl border border-ink-200 bg-white p-6"
    >
      <h2 id="other-balances-title" className="font-semibold text-ink-900">
        <Trans>Other balances</Trans>
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        <Trans>Hold money in more currencies, and convert between them at the reference rate.</Trans>
      </p>
      {user
        ? others.length > 0 && (
            <div className="mt-2">
              <BalanceList
                balances={others}
                action={(balance) => {
                  const { currency } = balance;
                  return (
                    isClosable(balance) && (
                      <button
                        type="button"
                        onClick={() => setOpen({ dialog: "close", currency })}
                        onPointerEnter={loadCloseBalanceDialog}
                        onFocus={loadCloseBalanceDialog}
                        aria-label={t`Close your ${currency} balance`}
                        className="grid size-9 shrink-0 place-items-center rounded-lg text-ink-600 hover:bg-ink-100 hover:text-ink-900"
                      >
                        <X className="size-4" aria-hidden="true" />
                      </button>
                    )
                  );
                }}
              />
            </div>
          )
        : expected.length > 0 && (
            <div aria-hidden="true" className="mt-2 divide-y divide-ink-100">
              {expected.map((currency) => (
                <div key={currency} className="flex items-center gap-3 py-3">
                  <div className={`${placeholder} size-10 shrink-0 rounded-full`} />
                  <div className={`${placeholder} h-5 flex-1 rounded-lg`} />
                </div>
              ))}
            </div>
          )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={!user}
          onClick={() => setOpen({ dialog: "add" })}
          onPointerEnter={loadAddCurrencyDialog}
          onFocus={loadAddCurrencyDialog}
          className={buttonClass("outline", "sm")}
        >
          <Plus className="size-4" aria-hidden="true" />
          <Trans>Add a currency</Trans>
        </button>
        <button
          type="button"
          disabled={!user}
          onClick={() => setOpen({ dialog: "convert" })}
          onPointerEnter={loadConvertDialog}
          onFocus={loadConvertDialog}
          className={buttonClass("primary", "sm")}
        >
          <ArrowLeftRight className="size-4" aria-hidden="true" />
          <Trans>Convert</Trans>
        </button>
      </div>
      {user && (
        <Suspense fallback={null}>
          {open?.dialog === "add" && (
            <AddCurrencyDialog userId={user._id} held={balancesOf(user)} onClose={close} />
          )}
          {open?.dialog === "convert" && <ConvertDialog user={user} onClose={close} />}
          {open?.dialog === "close" && (
            <CloseBalanceDialog userId={user._id} currency={open.currency} onClose={close} />
          )}
        </Suspense>
      )}
    </section>
  );
}
