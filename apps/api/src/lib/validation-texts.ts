import type { ApiMessageId } from "@larkspur/shared/i18n/api/catalogues";
import { enUS } from "@larkspur/shared/i18n/api/en-US";
import { defaultLocale, type Locale } from "@larkspur/shared/locales";
import { formatNumber, type TextValues, translate } from "./i18n";

/**
 * The shared schemas speak English, so the form and the API say the same. Their messages are the English texts of
 * the catalogue's `validation.*` entries (and a few `error.*` ones); each is read back into its id and values here,
 * then rendered in the caller's language. The field's label and a limit are translated and formatted too.
 */
const readable = Object.keys(enUS).filter(
  (id) => id.startsWith("validation.") || id === "error.amountDecimals",
) as ApiMessageId[];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const patterns = readable.map((id) => {
  const parts = enUS[id].split(/\{(\w+)\}/);
  const source = parts
    .map((part, index) => (index % 2 === 1 ? `(?<${part}>.+?)` : escapeRegExp(part)))
    .join("");
  return { id, pattern: new RegExp(`^${source}$`) };
});

const fieldIds = new Map<string, ApiMessageId>(
  Object.entries(enUS)
    .filter(([id]) => id.startsWith("field."))
    .map(([id, label]) => [label, id as ApiMessageId]),
);

function valuesIn(locale: Locale, groups: Record<string, string>): TextValues | undefined {
  const values: TextValues = { ...groups };
  if (groups.field !== undefined) {
    const fieldId = fieldIds.get(groups.field);
    if (!fieldId) return undefined;
    values.field = translate(locale, { id: fieldId });
  }
  if (groups.max !== undefined) {
    const max = Number(groups.max.replaceAll(",", ""));
    if (!Number.isFinite(max)) return undefined;
    values.max = formatNumber(locale, max);
  }
  return values;
}

/** A schema's English message in the caller's language; a message the catalogue does not know stays as it is. */
export function translateValidation(locale: Locale, message: string): string {
  if (locale === defaultLocale) return message;
  for (const { id, pattern } of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = valuesIn(locale, match.groups ?? {});
    if (values) return translate(locale, { id, values });
  }
  return message;
}
