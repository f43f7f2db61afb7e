import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announce, notify } from "../src/modules/notifications/notifications.service";
import { build, type TestApp } from "./support/build";
import { signedInCustomer } from "./support/customers";
import { notifyUser, openStream, serve, ticketFor } from "./support/event-streams";

/**
 * Seqs come from one sequence, so two transactions notifying the same customer can commit in the other order: the
 * one holding the lower seq last. The open stream sends both.
 */
describe("a notification committed after a later one was sent", () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await build();
    baseUrl = await serve(t);
  });
  afterAll(() => t.close());

  it("still reaches the open stream", async () => {
    const ada = await signedInCustomer(t);
    const stream = await openStream(baseUrl, `ticket=${(await ticketFor(t, ada.token)).ticket}`);
    await stream.until((frame) => frame.comment === "connected");

    let commit = () => {};
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let earlierSeq = "";
    let written = () => {};
    const earlierWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    const earlier = t.ctx.db.transaction().execute(async (trx) => {
      await notify(trx, t.ctx, [
        { userId: ada.id, kind: "security.password-changed", params: {}, link: "/security" },
      ]);
      const { rows } = await sql<{ seq: string }>`select max(seq)::text as seq from notifications
        where user_id = ${ada.id}`.execute(trx);
      earlierSeq = rows[0]!.seq;
      written();
      await committing;
    });
    await earlierWritten;
    const laterSeq = await notifyUser(t, ada.id);
    expect(BigInt(laterSeq)).toBeGreaterThan(BigInt(earlierSeq));
    await stream.until((frame) => frame.id === laterSeq);

    commit();
    await earlier;
    announce(t.ctx, [ada.id]);
    await stream.until((frame) => frame.id === earlierSeq);
    expect(stream.frames.filter((frame) => frame.event === "notification").map((frame) => frame.id)).toEqual([
      laterSeq,
      earlierSeq,
    ]);
    stream.close();
  });
});
