import { z } from "zod";
import { locales } from "../locales";
import { defaultTimeZone, isTimeZone } from "../time-zones";

const languageMessage = `"language" must be one of ${locales.join(", ")}`;
const timeZoneMessage = `"timeZone" must be one of the offered IANA time zones, such as ${defaultTimeZone}`;

export const language = z.enum(locales, languageMessage);
export const timeZone = z.string(timeZoneMessage).refine(isTimeZone, timeZoneMessage);

const emailPreferencesMessage =
  '"emailPreferences" takes "moneyIn", "moneyOut" and "requests", each true or false';
const preference = z.boolean(emailPreferencesMessage);

/** Which e-mails a user wants: money in, money out, requests. Account and security e-mails are always sent. */
export const emailPreferences = z.object({
  moneyIn: z.boolean().describe("Payments received and deposits credited"),
  moneyOut: z.boolean().describe("Transfers and payments sent"),
  requests: z.boolean().describe("Money requests received, paid or declined"),
});
export type EmailPreferences = z.infer<typeof emailPreferences>;

/**
 * What a user has chosen: the language of every text and e-mail, the IANA zone dates are shown in, and which e-mails
 * they want.
 */
export const userSettings = z.object({
  language,
  timeZone: z.string().describe("An IANA time zone"),
  emailPreferences,
});
export type UserSettings = z.infer<typeof userSettings>;

/** `PUT /api/user/{userId}/settings`: any of the settings (any of the e-mail preferences), and nothing else. */
export const updateSettingsBody = z
  .strictObject(
    {
      language: language.optional(),
      timeZone: timeZone.optional(),
      emailPreferences: z
        .strictObject(
          {
            moneyIn: preference.optional(),
            moneyOut: preference.optional(),
            requests: preference.optional(),
          },
          emailPreferencesMessage,
        )
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Unknown field ${issue.keys.map((key) => `"${key}"`).join(", ")}: send only "language", "timeZone" and "emailPreferences"`
          : undefined,
    },
  )
  .refine(
    (body) =>
      body.language !== undefined || body.timeZone !== undefined || body.emailPreferences !== undefined,
    { message: 'Send "language", "timeZone" or "emailPreferences"' },
  );
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;
