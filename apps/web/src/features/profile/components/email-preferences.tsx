import type { EmailPreferenceName } from "@larkspur/shared/schemas/notifications";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import * as Switch from "radix-ui/switch";
import { useId } from "react";
import { text } from "../../../lib/texts";
import { notify } from "../../../lib/toast";
import { useUpdateSettings } from "../api/update-settings";

const choices: { name: EmailPreferenceName; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { name: "moneyIn", label: msg`Money in`, hint: msg`Payments you receive and deposits` },
  { name: "moneyOut", label: msg`Money out`, hint: msg`Transfers and payments you send` },
  {
    name: "requests",
    label: msg`Requests`,
    hint: msg`Money asked of you, and your requests paid or declined`,
  },
];

/**
 * "E-mail me about": each switch saves at once and says so in a toast. While a change is on its way its switch
 * shows the new position; a refusal puts it back (the saved user never changed) and the app's error toast says why.
 */
export function EmailPreferences({ user }: { user: CurrentUser }) {
  const { i18n } = useLingui();
  const update = useUpdateSettings(user._id);
  const asked = update.isPending ? update.variables.emailPreferences : undefined;

  const save = (name: EmailPreferenceName, on: boolean) => {
    // One change at a time, so the switches always show what was last asked for; the switch stays focusable.
    if (update.isPending) return;
    update.mutate(
      { emailPreferences: { [name]: on } },
      { onSuccess: () => notify.success(text("changesSaved")) },
    );
  };

  return (
    <fieldset className="mt-6 border-t border-ink-100 pt-5">
      <legend className="float-left font-semibold text-ink-900">
        <Trans>E-mail me about</Trans>
      </legend>
      <ul className="clear-left mt-3 divide-y divide-ink-100">
        {choices.map((choice) => (
          <Choice
            key={choice.name}
            label={i18n._(choice.label)}
            hint={i18n._(choice.hint)}
            checked={asked?.[choice.name] ?? user.emailPreferences[choice.name]}
            onChange={(on) => save(choice.name, on)}
          />
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-600">
        <Trans>
          Security e-mails, such as a sign-in from a new device or a changed password, are always sent.
        </Trans>
      </p>
    </fieldset>
  );
}

function Choice({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="font-medium text-ink-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="relative h-6 w-11 shrink-0 rounded-full border-2 border-ink-500 bg-ink-200 transition-colors data-[state=checked]:border-ink-900 data-[state=checked]:bg-ink-900"
      >
        <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-ink-700 shadow transition-transform data-[state=checked]:translate-x-5 data-[state=checked]:bg-white" />
      </Switch.Root>
    </li>
  );
}
