import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { build, type TestApp } from "./support/build";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("live events", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ EVENTS_CHANNEL: `live_${process.pid}_${Date.now()}` });
  });
  afterAll(() => t.close());

  // Each turn's batch is one NOTIFY on PostgreSQL, sent through the pool: batches of separate turns may arrive in
  // either order, so a test waits for the batch it is about before it looks at what came after.
  const patience = { timeout: 10_000 };
  const heardIn = (heard: string[], name: string) =>
    vi.waitFor(() => expect(heard).toContain(name), patience);

  /** Publishes `marker` in a later turn and waits for it. */
  const settled = async (heard: string[], marker: string) => {
    const stop = t.ctx.events.subscribe(marker, () => heard.push(marker));
    await nextTurn();
    t.ctx.events.publish([marker]);
    await heardIn(heard, marker);
    stop();
  };

  it("tells a user's listeners once for what one event-loop turn published, and no one else's", async () => {
    const heard: string[] = [];
    const stopAda = t.ctx.events.subscribe("ada", () => heard.push("ada"));
    const stopBob = t.ctx.events.subscribe("bob", () => heard.push("bob"));
    t.ctx.events.publish(["ada"]);
    t.ctx.events.publish(["ada", "carol"]);
    expect(heard).toEqual([]);
    await heardIn(heard, "ada");
    await settled(heard, "marker-1");
    expect(heard).toEqual(["ada", "marker-1"]);
    stopAda();
    stopBob();
    expect(t.ctx.events.listeners()).toBe(0);
  });

  it("keeps telling the others when one listener fails, and a stopped listener hears nothing", async () => {
    const heard: string[] = [];
    const stopFailing = t.ctx.events.subscribe("dan", () => {
      throw new Error("a broken stream");
    });
    const stopSecond = t.ctx.events.subscribe("dan", () => heard.push("second"));
    expect(() => t.ctx.events.publish(["dan"])).not.toThrow();
    await heardIn(heard, "second");
    stopSecond();
    // A listener added after it hears the next batch, so by then the stopped one would have heard it too.
    const stopWitness = t.ctx.events.subscribe("dan", () => heard.push("witness"));
    t.ctx.events.publish(["dan"]);
    await heardIn(heard, "witness");
    expect(heard).toEqual(["second", "witness"]);
    stopWitness();
    stopFailing();
  });
});
