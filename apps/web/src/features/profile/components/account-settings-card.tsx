import { isLocale, locales } from "@larkspur/shared/locales";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { isTimeZone, timeZones } from "@larkspur/shared/time-zones";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { SelectField } from "../../../components/form-field";
import { Modal } from "../../../components/modal";
import { SubmitButton } from "../../../components/submit-button";
import { activeLocale } from "../../../lib/i18n";
import { languageNames } from "../../../lib/language-names";
import { text } from "../../../lib/texts";
import { timeZoneLabel, timeZoneLabels } from "../../../lib/time-zone-names";
import { notify, toastError } from "../../../lib/toast";
import { useUpdateSettings } from "../api/update-settings";
import { EmailPreferences } from "./email-preferences";
import { InfoCard, InfoRow } from "./info-card";

/**
 * Language, time zone and the account's real status, saved through the settings API from the Edit dialog; and which
 * e-mails the customer wants, switched in place.
 */
export function AccountSettingsCard({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const reason = user.holdReason;
  const status = {
    active: t`Active`,
    on_hold: reason ? t`On hold (${reason})` : t`On hold`,
    disabled: t`Disabled`,
  }[user.accountStatus];
  return (
    <>
      <InfoCard
        title={t`Account Settings`}
        onEdit={() => setOpen(true)}
        footer={<EmailPreferences user={user} />}
      >
        <InfoRow
          label={t`Language`}
          value={isLocale(user.language) ? languageNames[user.language] : user.language}
        />
        <InfoRow label={t`Time Zone`} value={timeZoneLabel(activeLocale(), user.timeZone)} />
        <InfoRow label={t`Account Status`} value={status} />
      </InfoCard>
      <Modal open={open} onOpenChange={setOpen} title={t`Account Settings`}>
        <SettingsForm user={user} status={status} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function SettingsForm({ user, status, onDone }: { user: CurrentUser; status: string; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdateSettings(user._id);
  const zoneLabels = timeZoneLabels(activeLocale());
  const [language, setLanguage] = useState<string>(user.language);
  const [timeZone, setTimeZone] = useState(user.timeZone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        language: isLocale(language) ? language : undefined,
        timeZone: isTimeZone(timeZone) ? timeZone : undefined,
      },
      {
        onSuccess: () => {
          notify.success(text("changesSaved"));
          onDone();
        },
        onError: toastError,
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <SelectField label={t`Language`} value={language} onChange={(event) => setLanguage(event.target.value)}>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {languageNames[locale]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t`Time Zone`}
        value={timeZone}
        onChange={(event) => setTimeZone(event.target.value)}
      >
        {!timeZones.some((entry) => entry.zone === timeZone) && <option value={timeZone}>{timeZone}</option>}
        {timeZones.map((entry) => (
          <option key={entry.zone} value={entry.zone}>
            {zoneLabels.get(entry.zone)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t`Account Status`}
        disabled
        value={status}
        hint={t`Your account's status is set by Larkspur; contact us if it is not what you expect.`}
      >
        <option>{status}</option>
      </SelectField>
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <SubmitButton busy={update.isPending} busyLabel={t`Saving Changes...`}>
          <Trans>Save Changes</Trans>
        </SubmitButton>
        <button type="button" onClick={onDone} className={`${buttonClass("outline", "lg")} w-full`}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
