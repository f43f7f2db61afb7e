import { isLocale, type Locale, locales } from "@larkspur/shared/locales";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { isTimeZone, timeZones } from "@larkspur/shared/time-zones";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { SelectField } from "../../../components/form-field";
import { Modal } from "../../../components/modal";
import { SubmitButton } from "../../../components/submit-button";
import { text } from "../../../lib/texts";
import { notify, toastError } from "../../../lib/toast";
import { useUpdateSettings } from "../api/update-settings";
import { EmailPreferences } from "./email-preferences";
import { InfoCard, InfoRow } from "./info-card";

/** The languages as the settings card names them, in the reader's language. */
const languageLabels: Record<Locale, MessageDescriptor> = {
  "en-US": msg`English (United States)`,
  es: msg`Spanish`,
  "zh-CN": msg`Chinese`,
  ru: msg`Russian`,
};

/** "(GMT-06:00) Central America"; a zone saved before the list changed shows as its IANA name. */
function timeZoneLabel(zone: string): string {
  const known = timeZones.find((entry) => entry.zone === zone);
  return known ? `(GMT${known.offset}) ${known.place}` : zone;
}

/**
 * Language, time zone and the account's real status, saved through the settings API from the Edit dialog; and which
 * e-mails the customer wants, switched in place.
 */
export function AccountSettingsCard({ user }: { user: CurrentUser }) {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const reason = user.holdReason;
  const status = {
    active: t`Active`,
    on_hold: reason ? t`On hold (${reason})` : t`On hold`,
    disabled: t`Disabled`,
  }[user.accountStatus];
  const language = languageLabels[user.language as Locale];
  return (
    <>
      <InfoCard
        title={t`Account Settings`}
        onEdit={() => setOpen(true)}
        footer={<EmailPreferences user={user} />}
      >
        <InfoRow label={t`Language`} value={language ? i18n._(language) : user.language} />
        <InfoRow label={t`Time Zone`} value={timeZoneLabel(user.timeZone)} />
        <InfoRow label={t`Account Status`} value={status} />
      </InfoCard>
      <Modal open={open} onOpenChange={setOpen} title={t`Account Settings`}>
        <SettingsForm user={user} status={status} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function SettingsForm({ user, status, onDone }: { user: CurrentUser; status: string; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const update = useUpdateSettings(user._id);
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
          <option key={locale} value={locale}>
            {i18n._(languageLabels[locale])}
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
            {timeZoneLabel(entry.zone)}
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
