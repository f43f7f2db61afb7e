import type { CustomerDetail, UpdateCustomerBody } from "@larkspur/shared/schemas/admin";
import { Ban, CirclePlus, Hand, type LucideIcon, Play, ShieldCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { notify } from "../../../lib/toast";
import { useUpdateCustomer } from "../api/update-customer";
import { DepositDialog } from "./deposit-dialog";
import { ReasonDialog } from "./reason-dialog";

type Change = "hold" | "release" | "disable" | "enable";

const changes: Record<
  Change,
  {
    title: string;
    explain: (name: string) => string;
    busyLabel: string;
    tone: "primary" | "danger";
    body: Omit<UpdateCustomerBody, "reason">;
    done: string;
  }
> = {
  hold: {
    title: "Hold transfers",
    explain: (name) =>
      `${name} cannot send money until transfers are released. Their balance and pending transfers stay as they are.`,
    busyLabel: "Holding...",
    tone: "danger",
    body: { transferDisabled: true },
    done: "Transfers are on hold.",
  },
  release: {
    title: "Release transfers",
    explain: (name) => `${name} can send money again.`,
    busyLabel: "Releasing...",
    tone: "primary",
    body: { transferDisabled: false },
    done: "Transfers released.",
  },
  disable: {
    title: "Disable account",
    explain: (name) =>
      `${name} is signed out everywhere and cannot sign in until the account is enabled again.`,
    busyLabel: "Disabling...",
    tone: "danger",
    body: { status: "disabled" },
    done: "Account disabled.",
  },
  enable: {
    title: "Enable account",
    explain: (name) => `${name} can sign in again.`,
    busyLabel: "Enabling...",
    tone: "primary",
    body: { status: "active" },
    done: "Account enabled.",
  },
};

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
  const update = useUpdateCustomer(customer.id);
  const [change, setChange] = useState<Change | null>(null);
  const [depositing, setDepositing] = useState(false);
  const name = `${customer.firstName} ${customer.lastName}`;
  const current = change ? changes[change] : null;
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
        Account controls
      </h2>
      <div className="mt-2 divide-y divide-ink-100">
        <Control label="Deposit" state="Add money to the account">
          <button type="button" onClick={() => setDepositing(true)} className={buttonClass("primary", "sm")}>
            <CirclePlus className="size-4" aria-hidden="true" />
            Credit a deposit
          </button>
        </Control>
        <SwitchControl
          label="Transfers"
          state={held ? "On hold" : "Allowed"}
          action={held ? "Release transfers" : "Hold transfers"}
          Icon={held ? Play : Hand}
          onClick={() => setChange(held ? "release" : "hold")}
        />
        <SwitchControl
          label="Account"
          state={disabled ? "Disabled" : "Active"}
          action={disabled ? "Enable account" : "Disable account"}
          Icon={disabled ? ShieldCheck : Ban}
          onClick={() => setChange(disabled ? "enable" : "disable")}
        />
      </div>
      <ReasonDialog
        open={current !== null}
        onOpenChange={(open) => !open && setChange(null)}
        title={current?.title ?? ""}
        description={current?.explain(name)}
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
