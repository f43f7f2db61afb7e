import type { NotificationKind } from "@larkspur/shared/schemas/notifications";
import type { OutgoingMail } from "../mail";
import type { Notice } from "./notifications.service";

/** Where a notification about the account's safety leads: the page of its devices, second factors and password. */
const SECURITY_PAGE = "/security";
/** Where a hold or its release leads: the profile shows the account's status and why it is held. */
const PROFILE_PAGE = "/profile";

/** A notice of its kind, leading to `link`, with no parameters of its own. */
const plainNotice =
  (kind: NotificationKind, link: string) =>
  (userId: string, mail: OutgoingMail): Notice => ({ userId, kind, params: {}, link, mail });

/**
 * What a user is told of their account and its security, in the app and by e-mail. These e-mails are always sent,
 * whatever the user's preferences.
 */
export const accountNotices = {
  held: (
    userId: string,
    reason: "account.transfersHeld" | "account.heldForWrongCodes",
    mail: OutgoingMail,
  ): Notice => ({
    userId,
    kind: "account.held",
    params: { reason },
    link: PROFILE_PAGE,
    mail,
  }),
  released: plainNotice("account.released", PROFILE_PAGE),
  newDevice: plainNotice("security.new-device", SECURITY_PAGE),
  passwordChanged: plainNotice("security.password-changed", SECURITY_PAGE),
  emailChanged: plainNotice("security.email-changed", SECURITY_PAGE),
};
