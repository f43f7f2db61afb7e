import type { AppContext } from "../../context";
import { listMailboxMessages } from "./mailbox.repo";

const SHOWN_MESSAGES = 100;

/** The dev mailbox of one address, newest first. Never all addresses: that would hand out everyone's codes. */
export function mailFor(ctx: AppContext, to: string) {
  return listMailboxMessages(ctx.db, to, SHOWN_MESSAGES);
}
