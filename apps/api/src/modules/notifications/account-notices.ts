import type { OutgoingMail } from "../mail/mail.service";
import type { Notice } from "./notifications.service";

/** Where a notification about the account's safety leads: the page of its devices, second factors and password. */
const SECURITY_PAGE = "/security";
/** Where a hold or its release leads: the profile shows the account's status and why it is held. */
const PROFILE_PAGE = "/profile";

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
  released: (userId: string, mail: OutgoingMail): Notice => ({
    userId,
    kind: "account.released",
    params: {},
    link: PROFILE_PAGE,
    mail,
  }),
  newDevice: (userId: string, mail: OutgoingMail): Notice => ({
    userId,
    kind: "security.new-device",
    params: {},
    link: SECURITY_PAGE,
    mail,
  }),
  passwordChanged: (userId: string, mail: OutgoingMail): Notice => ({
    userId,
    kind: "security.password-changed",
    params: {},
    link: SECURITY_PAGE,
    mail,
  }),
  emailChanged: (userId: string, mail: OutgoingMail): Notice => ({
    userId,
    kind: "security.email-changed",
    params: {},
    link: SECURITY_PAGE,
    mail,
  }),
};
