import { afterAll, beforeAll, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, signedInCustomer } from "./support/customers";
import { openStream, serve, ticketFor } from "./support/event-streams";

// Heartbeats every 50 ms instead of 20 s, so the test sees several without waiting long.
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await build({ EVENTS_HEARTBEAT_SECONDS: "0.05", EVENTS_CHANNEL: `beats_${process.pid}_${Date.now()}` });
  baseUrl = await serve(t);
});
afterAll(() => t.close());

it("pings an open stream, and ends it at the heartbeat after its session ends", async () => {
  const ada = await signedInCustomer(t);
  const bob = await signedInCustomer(t);
  const adaStream = await openStream(baseUrl, `ticket=${(await ticketFor(t, ada.token)).ticket}`);
  const bobStream = await openStream(baseUrl, `ticket=${(await ticketFor(t, bob.token)).ticket}`);
  await adaStream.until((frame) => frame.comment === "ping");
  await adaStream.until((frame) => frame.comment === "ping");

  await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(ada.token) });
  await adaStream.ended();
  expect(t.ctx.events.listeners()).toBe(1);
  await bobStream.until((frame) => frame.comment === "ping");
  await bobStream.until((frame) => frame.comment === "ping");
  bobStream.close();
});
