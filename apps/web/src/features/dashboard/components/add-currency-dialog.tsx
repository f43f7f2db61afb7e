import { type Currency, currencies } from "@larkspur/shared/currencies";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { SelectField } from "../../../components/form-field";
import { Modal } from "../../../components/modal";
import { SaveOrCancel } from "../../../components/save-or-cancel";
import type { Balance } from "../../../lib/balances";
import { currencyName } from "../../../lib/format";
import { errorMessage, notify } from "../../../lib/toast";
import { useOpenBalance } from "../api/open-balance";

/** Opens a balance in one of the currencies the customer does not hold yet. */
export function AddCurrencyDialog({
  userId,
  held,
  onClose,
}: {
  userId: string;
  held: Balance[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const open = useOpenBalance(userId);
  const choices = currencies.filter((code) => !held.some((balance) => balance.currency === code));
  const [currency, setCurrency] = useState<Currency | undefined>(choices[0]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!currency) return;
    open.mutate(currency, {
      onSuccess: () => {
        notify.success(t`Your ${currency} balance is open.`);
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={t`Add a currency`}
      description={t`Hold money in another currency beside your US dollars. Convert to it at the reference rate, or receive payments in it.`}
    >
      {choices.length === 0 ? (
        <p className="text-ink-600">
          <Trans>You already hold every currency we offer.</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <SelectField
            label={t`Currency`}
            value={currency}
            onChange={(event) => setCurrency(event.target.value as Currency)}
          >
            {choices.map((code) => (
              <option key={code} value={code}>
                {code} · {currencyName(code)}
              </option>
            ))}
          </SelectField>
          {open.isError && (
            <p role="alert" className="text-sm font-medium text-negative-600">
              {errorMessage(open.error)}
            </p>
          )}
          <SaveOrCancel busy={open.isPending} busyLabel={t`Adding...`} onCancel={onClose}>
            <Trans>Add currency</Trans>
          </SaveOrCancel>
        </form>
      )}
    </Modal>
  );
}
