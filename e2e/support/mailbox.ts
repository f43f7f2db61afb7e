import { devMailboxOverHttp, type FindMail } from "@larkspur/test-kit/mail";
import { type APIRequestContext, expect } from "@playwright/test";

interface Mail {
  subject: string;
  text: string;
}

/** The address's mail, newest first; undefined while the mailbox's rate limit holds the reader back. */
async function inbox(request: APIRequestContext, email: string): Promise<Mail[] | undefined> {
  const answer = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return answer.ok() ? ((await answer.json()) as Mail[]) : undefined;
}

export async function mailCount(request: APIRequestContext, email: string): Promise<number> {
  const messages = await inbox(request, email);
  expect(messages, "the dev mailbox answers").toBeDefined();
  return messages!.length;
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
        const messages = (await inbox(request, email)) ?? [];
        const fresh = messages.slice(0, messages.length - after);
        found = fresh.map((mail) => mail.text.match(pattern)).find((match) => match !== null) ?? undefined;
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as RegExpMatchArray;
}

/** The dev mailbox as the test kit reads it; an answer held back by the mailbox's rate limit counts as no mail yet. */
export function mailboxOf(request: APIRequestContext): FindMail {
  return devMailboxOverHttp(async (path) => {
    const answer = await request.get(path);
    return answer.ok() ? answer.json() : [];
  });
}
