import type { StaffMember } from "@larkspur/shared/schemas/admin";
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
  const me = useCurrentUser();
  const staff = useStaffList();
  const update = useUpdateStaff();
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<StaffMember | null>(null);
  const disabling = changing?.status === "active";

  const onConfirm = (reason: string) => {
    if (!changing) return;
    update.mutate(
      { userId: changing.id, status: disabling ? "disabled" : "active", reason },
      {
        onSuccess: () => {
          notify.success(
            disabling ? `${changing.email} can no longer sign in.` : `${changing.email} can sign in again.`,
          );
          setChanging(null);
        },
      },
    );
  };

  return (
    <BackofficePage
      title="Staff"
      lead="Operators review transfers, credit deposits and hold accounts; admins also manage staff."
      actions={
        <button type="button" onClick={() => setAdding(true)} className={buttonClass("primary")}>
          <UserPlus className="size-4" aria-hidden="true" />
          Add staff member
        </button>
      }
    >
      {staff.isPending ? (
        <ListSkeleton label="Loading staff" rows={4} rowClass="h-10" />
      ) : staff.isError ? (
        <ErrorState
          title="We could not load the staff list."
          onRetry={() => staff.refetch()}
          retrying={staff.isFetching}
        />
      ) : staff.data.length === 0 ? (
        <EmptyState Icon={UsersRound} title="No staff yet" />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white">
          <table className="w-full min-w-[44rem]">
            <TableHead
              className="sm:px-6"
              columns={["Name", "Role", "Status", "Since", { label: "Actions", labelHidden: true }]}
            />
            <tbody className="divide-y divide-ink-100">
              {staff.data.map((member) => (
                <tr key={member.id}>
                  <td className={cellClass}>
                    <span className="block font-medium text-ink-900">
                      {member.firstName} {member.lastName}
                      {member.id === me?._id && <span className="font-normal text-ink-600"> (you)</span>}
                    </span>
                    <span className="block text-sm break-all text-ink-600">{member.email}</span>
                  </td>
                  <td className={`${cellClass} text-sm text-ink-900 capitalize`}>{member.role}</td>
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
                        aria-label={`${member.status === "active" ? "Disable" : "Enable"} ${member.firstName} ${member.lastName}`}
                        className={buttonClass("outline", "sm")}
                      >
                        {member.status === "active" ? "Disable" : "Enable"}
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
        title={disabling ? "Disable staff member" : "Enable staff member"}
        description={
          changing &&
          (disabling
            ? `${changing.firstName} ${changing.lastName} is signed out everywhere and cannot sign in until enabled again.`
            : `${changing.firstName} ${changing.lastName} can sign in to the back office again.`)
        }
        confirmLabel={disabling ? "Disable" : "Enable"}
        busyLabel={disabling ? "Disabling..." : "Enabling..."}
        busy={update.isPending}
        tone={disabling ? "danger" : "primary"}
        onConfirm={onConfirm}
      />
    </BackofficePage>
  );
}
