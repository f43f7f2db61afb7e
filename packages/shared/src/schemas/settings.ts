import { z } from "zod";
import { locales } from "../locales";
import { defaultTimeZone, isTimeZone } from "../time-zones";

const languageMessage = `"language" must be one of ${locales.join(", ")}`;
const timeZoneMessage = `"timeZone" must be one of the offered IANA time zones, such as ${defaultTimeZone}`;

export const language = z.enum(locales, languageMessage);
export const timeZone = z.string(timeZoneMessage).refine(isTimeZone, timeZoneMessage);

/** What a user has chosen: the language of every text and e-mail, and the IANA zone dates are shown in. */
export const userSettings = z.object({ language, timeZone: z.string().describe("An IANA time zone") });
export type UserSettings = z.infer<typeof userSettings>;

/** `PUT /api/user/{userId}/settings`: one or both settings, and nothing else. */
export const updateSettingsBody = z
  .strictObject(
    { language: language.optional(), timeZone: timeZone.optional() },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Unknown field ${issue.keys.map((key) => `"${key}"`).join(", ")}: send only "language" and "timeZone"`
          : undefined,
    },
  )
  .refine((body) => body.language !== undefined || body.timeZone !== undefined, {
    message: 'Send "language", "timeZone" or both',
  });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;
