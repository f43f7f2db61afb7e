import { Info } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { SelectField } from "../../../components/form-field";
import { Modal } from "../../../components/modal";
import { defaultTimeZone, languages, timeZones } from "../time-zones";
import { InfoCard, InfoRow } from "./info-card";

/**
 * Language, time zone and status. The dialog saves nothing yet, so the choices are shown but not offered as if
 * they could be changed: saying so is better than a Save button that pretends.
 */
export function AccountSettingsCard() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <InfoCard title="Account Settings" onEdit={() => setOpen(true)}>
        <InfoRow label="Language" value={languages[0]} />
        <InfoRow label="Time Zone" value={defaultTimeZone} />
        <InfoRow label="Account Status" value="Active" />
      </InfoCard>
      <Modal open={open} onOpenChange={setOpen} title="Account Settings">
        <div className="space-y-4">
          <p className="flex gap-3 rounded-lg bg-ink-50 p-3 text-sm text-ink-700">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Changing the language and time zone is not available yet. Your account uses the settings below.
          </p>
          <SelectField label="Language" disabled defaultValue={languages[0]}>
            {languages.map((language) => (
              <option key={language}>{language}</option>
            ))}
          </SelectField>
          <SelectField label="Time Zone" disabled defaultValue={defaultTimeZone}>
            {timeZones.map((zone) => (
              <option key={zone}>{zone}</option>
            ))}
          </SelectField>
          <SelectField label="Account Status" disabled defaultValue="Active">
            <option>Active</option>
          </SelectField>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className={`${buttonClass("outline", "lg")} w-full`}
          >
            Close
          </button>
        </div>
      </Modal>
    </>
  );
}
