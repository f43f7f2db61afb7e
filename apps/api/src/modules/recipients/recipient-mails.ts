import { maskAccountNumber } from "@larkspur/shared/schemas/recipients";
import type { SavedRecipient } from "../../db/types";
import type { OutgoingMail } from "../mail";
import { type Recipient as Addressee, mailTemplates } from "../mail";

/** The mails about an owner's saved recipients, in the owner's language; numbers are masked, as on screen. */
export const recipientMails = {
  added: (owner: Addressee, recipient: SavedRecipient, publicUrl: string): OutgoingMail =>
    mailTemplates.recipientAdded(
      owner,
      { name: recipient.name, account: maskAccountNumber(recipient.account_number) },
      publicUrl,
    ),
};
