import type { Currency } from "@larkspur/shared/currencies";
import { Trans, useLingui } from "@lingui/react/macro";
import { ConfirmRemovalModal } from "../../../components/confirm-removal-modal";
import { errorMessage, notify } from "../../../lib/toast";
import { useCloseBalance } from "../api/close-balance";

/** Asks before an empty balance is closed, and closes it. */
export function CloseBalanceDialog({
  userId,
  currency,
  onClose,
}: {
  userId: string;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const closing = useCloseBalance(userId);
  return (
    <ConfirmRemovalModal
      title={t`Close your ${currency} balance?`}
      description={t`It holds nothing. You can add the currency again at any time.`}
      removeLabel={<Trans>Close balance</Trans>}
      busy={closing.isPending}
      busyLabel={t`Closing...`}
      onClose={onClose}
      onRemove={(refuse) =>
        closing.mutate(currency, {
          onSuccess: () => {
            notify.success(t`Your ${currency} balance is closed.`);
            onClose();
          },
          onError: (error) => refuse(errorMessage(error)),
        })
      }
    />
  );
}
