import { devMailboxOverHttp, type FindMail } from "@larkspur/test-kit/mail";
import { type APIRequestContext, expect } from "@playwright/test";

interface Mail {
  subject: string;
  text: string;
}

async function inbox(request: APIRequestContext, email: string): Promise<Mail[]> {
  const answer = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return (await answer.json()) as Mail[];
}

export async function mailCount(request: APIRequestContext, email: string): Promise<number> {
  return (await inbox(request, email)).length;
}

/**
 * The newest dev-mailbox message to `email` matching `pattern`, waiting for it: mail goes out from a background job.
 * Only messages beyond the first `after` count (the mailbox lists newest first), so an old code is never reused.
 */
export async function waitForMail(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
  after = 0,
): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | undefined;
  await expect
    .poll(
      async () => {
        const messages = await inbox(request, email);
        const fresh = messages.slice(0, messages.length - after);
        found = fresh.map((mail) => mail.text.match(pattern)).find((match) => match !== null) ?? undefined;
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as RegExpMatchArray;
}

/** The dev mailbox as the test kit reads it. */
export function mailboxOf(request: APIRequestContext): FindMail {
  return devMailboxOverHttp(async (path) => (await request.get(path)).json());
}
