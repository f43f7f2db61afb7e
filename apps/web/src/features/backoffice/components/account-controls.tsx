import type { CustomerDetail, UpdateCustomerBody } from "@larkspur/shared/schemas/admin";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Ban, CirclePlus, Hand, type LucideIcon, Play, ShieldCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { notify } from "../../../lib/toast";
import { useUpdateCustomer } from "../api/update-customer";
import { DepositDialog } from "./deposit-dialog";
import { ReasonDialog } from "./reason-dialog";

type Change = "hold" | "release" | "disable" | "enable";

interface ChangeTexts {
  title: string;
  explain: string;
  busyLabel: string;
  done: string;
}

const changes: Record<Change, { tone: "primary" | "danger"; body: Omit<UpdateCustomerBody, "reason"> }> = {
  hold: { tone: "danger", body: { transferDisabled: true } },
  release: { tone: "primary", body: { transferDisabled: false } },
  disable: { tone: "danger", body: { status: "disabled" } },
  enable: { tone: "primary", body: { status: "active" } },
};

/** What the dialog and the toast of a change say, in the active language. */
function changeTexts(change: Change, name: string): ChangeTexts {
  switch (change) {
    case "hold":
      return {
        title: t`Hold transfers`,
        explain: t`${name} cannot send money until transfers are released. Their balance and pending transfers stay as they are.`,
        busyLabel: t`Holding...`,
        done: t`Transfers are on hold.`,
      };
    case "release":
      return {
        title: t`Release transfers`,
        explain: t`${name} can send money again.`,
        busyLabel: t`Releasing...`,
        done: t`Transfers released.`,
      };
    case "disable":
      return {
        title: t`Disable account`,
        explain: t`${name} is signed out everywhere and cannot sign in until the account is enabled again.`,
        busyLabel: t`Disabling...`,
        done: t`Account disabled.`,
      };
    case "enable":
      return {
        title: t`Enable account`,
        explain: t`${name} can sign in again.`,
        busyLabel: t`Enabling...`,
        done: t`Account enabled.`,
      };
  }
}

function Control({ label, state, children }: { label: string; state: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div>
        <p className="text-sm text-ink-600">{label}</p>
        <p className="font-semibold text-ink-900">{state}</p>
      </div>
      {children}
    </div>
  );
}

/** A setting of the account and the button that switches it, named for what it will do. */
function SwitchControl({
  label,
  state,
  action,
  Icon,
  onClick,
}: {
  label: string;
  state: string;
  action: string;
  Icon: LucideIcon;
  onClick: () => void;
}) {
  return (
    <Control label={label} state={state}>
      <button type="button" onClick={onClick} className={buttonClass("outline", "sm")}>
        <Icon className="size-4" aria-hidden="true" />
        {action}
      </button>
    </Control>
  );
}

/** What an operator may do to a customer: credit a deposit, hold or release transfers, disable or enable. */
export function AccountControls({ customer }: { customer: CustomerDetail["customer"] }) {
  useLingui(); // re-renders in a newly chosen language
  const update = useUpdateCustomer(customer.id);
  const [change, setChange] = useState<Change | null>(null);
  const [depositing, setDepositing] = useState(false);
  const name = `${customer.firstName} ${customer.lastName}`;
  const current = change ? { ...changes[change], ...changeTexts(change, name) } : null;
  const held = customer.transferDisabled;
  const disabled = customer.status === "disabled";

  const onConfirm = (reason: string) => {
    if (!current) return;
    update.mutate(
      { ...current.body, reason },
      {
        onSuccess: () => {
          notify.success(current.done);
          setChange(null);
        },
      },
    );
  };

  return (
    <section aria-labelledby="account-controls" className="rounded-2xl border border-ink-200 bg-white p-6">
      <h2 id="account-controls" className="text-lg font-semibold text-ink-900">
        <Trans>Account controls</Trans>
      </h2>
      <div className="mt-2 divide-y divide-ink-100">
        <Control label={t`Deposit`} state={t`Add money to the account`}>
          <button type="button" onClick={() => setDepositing(true)} className={buttonClass("primary", "sm")}>
            <CirclePlus className="size-4" aria-hidden="true" />
            <Trans>Credit a deposit</Trans>
          </button>
        </Control>
        <SwitchControl
          label={t`Transfers`}
          state={held ? t`On hold` : t`Allowed`}
          action={held ? t`Release transfers` : t`Hold transfers`}
          Icon={held ? Play : Hand}
          onClick={() => setChange(held ? "release" : "hold")}
        />
        <SwitchControl
          label={t`Account`}
          state={disabled ? t`Disabled` : t`Active`}
          action={disabled ? t`Enable account` : t`Disable account`}
          Icon={disabled ? ShieldCheck : Ban}
          onClick={() => setChange(disabled ? "enable" : "disable")}
        />
      </div>
      <ReasonDialog
        open={current !== null}
        onOpenChange={(open) => !open && setChange(null)}
        title={current?.title ?? ""}
        description={current?.explain}
        confirmLabel={current?.title ?? ""}
        busyLabel={current?.busyLabel ?? ""}
        busy={update.isPending}
        tone={current?.tone}
        onConfirm={onConfirm}
      />
      <DepositDialog
        open={depositing}
        onOpenChange={setDepositing}
        userId={customer.id}
        customerName={name}
      />
    </section>
  );
}
