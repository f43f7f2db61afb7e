import type { StaffMember } from "@larkspur/shared/schemas/admin";
import { Trans, useLingui } from "@lingui/react/macro";
import { UserPlus, UsersRound } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { TableHead } from "../../../components/table-head";
import { formatDate } from "../../../lib/format";
import { useCurrentUser } from "../../../lib/session-store";
import { notify } from "../../../lib/toast";
import { useStaffList } from "../api/staff-list";
import { useUpdateStaff } from "../api/update-staff";
import { AccountBadges } from "./account-badges";
import { AddStaffDialog } from "./add-staff-dialog";
import { BackofficePage } from "./backoffice-page";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";
import { ReasonDialog } from "./reason-dialog";

const cellClass = "px-4 py-4 sm:px-6";

/** Admins only: who works in the back office, adding staff, and taking access away or giving it back. */
export function StaffPage() {
  const { t } = useLingui();
  const me = useCurrentUser();
  const staff = useStaffList();
  const update = useUpdateStaff();
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<StaffMember | null>(null);
  const disabling = changing?.status === "active";
  const changingName = changing ? `${changing.firstName} ${changing.lastName}` : "";
  const roles = { admin: t`Admin`, operator: t`Operator` };

  const onConfirm = (reason: string) => {
    if (!changing) return;
    const { email } = changing;
    update.mutate(
      { userId: changing.id, status: disabling ? "disabled" : "active", reason },
      {
        onSuccess: () => {
          notify.success(disabling ? t`${email} can no longer sign in.` : t`${email} can sign in again.`);
          setChanging(null);
        },
      },
    );
  };

  // The button's name says whom it acts on: "Disable Ada Lovelace".
  const staffActionLabel = (member: StaffMember) => {
    const name = `${member.firstName} ${member.lastName}`;
    return member.status === "active" ? t`Disable ${name}` : t`Enable ${name}`;
  };

  return (
    <BackofficePage
      title={t`Staff`}
      lead={t`Operators review transfers, credit deposits and hold accounts; admins also manage staff.`}
      actions={
        <button type="button" onClick={() => setAdding(true)} className={buttonClass("primary")}>
          <UserPlus className="size-4" aria-hidden="true" />
          <Trans>Add staff member</Trans>
        </button>
      }
    >
      {staff.isPending ? (
        <ListSkeleton label={t`Loading staff`} rows={4} rowClass="h-10" />
      ) : staff.isError ? (
        <ErrorState title={t`We could not load the staff list.`} query={staff} />
      ) : staff.data.length === 0 ? (
        <EmptyState Icon={UsersRound} title={t`No staff yet`} />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white">
          <table className="w-full min-w-[44rem]">
            <TableHead
              className="sm:px-6"
              columns={[t`Name`, t`Role`, t`Status`, t`Since`, { label: t`Actions`, labelHidden: true }]}
            />
            <tbody className="divide-y divide-ink-100">
              {staff.data.map((member) => (
                <tr key={member.id}>
                  <td className={cellClass}>
                    <span className="block font-medium text-ink-900">
                      {member.firstName} {member.lastName}
                      {member.id === me?._id && (
                        <span className="font-normal text-ink-600">
                          {" "}
                          <Trans>(you)</Trans>
                        </span>
                      )}
                    </span>
                    <span className="block text-sm break-all text-ink-600">{member.email}</span>
                  </td>
                  <td className={`${cellClass} text-sm text-ink-900`}>{roles[member.role]}</td>
                  <td className={cellClass}>
                    <AccountBadges customer={{ status: member.status, transferDisabled: false }} />
                  </td>
                  <td className={`${cellClass} text-sm whitespace-nowrap text-ink-600`}>
                    <time dateTime={member.createdAt}>{formatDate(member.createdAt)}</time>
                  </td>
                  <td className={`${cellClass} text-right`}>
                    {member.id !== me?._id && (
                      <button
                        type="button"
                        onClick={() => setChanging(member)}
                        aria-label={staffActionLabel(member)}
                        className={buttonClass("outline", "sm")}
                      >
                        {member.status === "active" ? t`Disable` : t`Enable`}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddStaffDialog open={adding} onOpenChange={setAdding} />
      <ReasonDialog
        open={changing !== null}
        onOpenChange={(open) => !open && setChanging(null)}
        title={disabling ? t`Disable staff member` : t`Enable staff member`}
        description={
          changing &&
          (disabling
            ? t`${changingName} is signed out everywhere and cannot sign in until enabled again.`
            : t`${changingName} can sign in to the back office again.`)
        }
        confirmLabel={disabling ? t`Disable` : t`Enable`}
        busyLabel={disabling ? t`Disabling...` : t`Enabling...`}
        busy={update.isPending}
        tone={disabling ? "danger" : "primary"}
        onConfirm={onConfirm}
      />
    </BackofficePage>
  );
}
