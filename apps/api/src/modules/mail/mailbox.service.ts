import type { AppContext } from "../../context";
import { layOut } from "./mail-layout";
import { listMailboxMessages } from "./mailbox.repo";

const SHOWN_MESSAGES = 100;

/** The dev mailbox of one address, newest first. Never all addresses: that would hand out everyone's codes. */
export async function mailFor(ctx: AppContext, to: string) {
  const rows = await listMailboxMessages(ctx.db, to, SHOWN_MESSAGES);
  return rows.map(({ mail, createdAt }) => ({ ...layOut(mail), createdAt }));
}
