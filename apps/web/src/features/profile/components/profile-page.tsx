import { timings } from "@larkspur/shared/limits";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { AccountPage } from "../../../components/account-page";
import { AccountSummary, fullName } from "../../../components/account-summary";
import { AccountTabs } from "../../../components/account-tabs";
import { useCurrentUserQuery } from "../../../lib/current-user-query";
import { useCurrentUser } from "../../../lib/session-store";
import { useSettled } from "../../../lib/use-settled";
import { personalDetailsForm, phoneForm } from "../profile-forms";
import { usePictureUpload } from "../use-picture-upload";
import { AccountSettingsCard } from "./account-settings-card";
import { EditProfileModal } from "./edit-profile-modal";
import { EmailChangeModal } from "./email-change-modal";
import { InfoCard, InfoRow } from "./info-card";
import { CameraControl, PictureUploadStatus } from "./picture-upload";
import { ProfileBalances } from "./profile-balances";

type Editing = "personal" | "email" | "phone" | null;

export function ProfilePage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const fresh = useCurrentUserQuery({ signOutOnAnyAnswer: true });
  // The overlay stays until 0.5 s after the data arrives.
  const settled = useSettled(!fresh.isPending, timings.loaderMs);

  return (
    <AccountPage title={t`My Profile`}>
      <AccountTabs />
      {user && (
        <div className="relative mt-8">
          <ProfileContent user={user} />
          {!settled && (
            <div
              role="status"
              className="absolute inset-0 z-10 grid place-items-start justify-center bg-ink-50/80 pt-24"
            >
              <span
                className="size-10 animate-spin rounded-full border-4 border-ink-200 border-t-ink-900"
                aria-hidden="true"
              />
              <span className="sr-only">Loading your profile</span>
            </div>
          )}
        </div>
      )}
    </AccountPage>
  );
}

function ProfileContent({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const name = fullName(user);
  const [editing, setEditing] = useState<Editing>(null);
  const picture = usePictureUpload(user);
  const close = (open: boolean) => !open && setEditing(null);
  const busy = picture.state.phase === "uploading" || picture.state.phase === "saved";
  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
      <AccountSummary
        user={user}
        greeting={t`Hello, ${name}`}
        avatarExtra={<CameraControl busy={busy} onChoose={picture.start} />}
        status={<PictureUploadStatus state={picture.state} />}
        balances={<ProfileBalances user={user} />}
      />
      <div className="space-y-6">
        <InfoCard title={t`Personal Details`} onEdit={() => setEditing("personal")}>
          <InfoRow label={t`First Name`} value={user.firstName} />
          <InfoRow label={t`Middle Name`} value={user.middleName} />
          <InfoRow label={t`Last Name`} value={user.lastName} />
          <InfoRow label={t`Occupation`} value={user.occupation} />
          <InfoRow label={t`Address`} value={user.address} />
        </InfoCard>
        <AccountSettingsCard user={user} />
        <InfoCard title={t`Email Address`} onEdit={() => setEditing("email")}>
          <InfoRow label={t`Email`} value={user.email} />
        </InfoCard>
        <InfoCard title={t`Phone`} onEdit={() => setEditing("phone")}>
          <InfoRow label={t`Mobile`} value={user.phone} />
        </InfoCard>
      </div>
      <EditProfileModal
        title={t`Personal Details`}
        open={editing === "personal"}
        onOpenChange={close}
        user={user}
        schema={personalDetailsForm}
        fields={[
          { name: "firstName", label: t`First Name`, autoComplete: "given-name" },
          { name: "middleName", label: t`Middle Name`, autoComplete: "additional-name", optional: true },
          { name: "lastName", label: t`Last Name`, autoComplete: "family-name" },
          { name: "occupation", label: t`Occupation`, autoComplete: "organization-title", optional: true },
          { name: "address", label: t`Address`, autoComplete: "street-address", optional: true },
        ]}
      />
      <EmailChangeModal open={editing === "email"} onOpenChange={close} user={user} />
      <EditProfileModal
        title={t`Phone`}
        open={editing === "phone"}
        onOpenChange={close}
        user={user}
        schema={phoneForm}
        fields={[{ name: "phone", label: t`Mobile`, type: "tel", autoComplete: "tel" }]}
      />
    </div>
  );
}
