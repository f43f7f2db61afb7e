import { request } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { expect, it } from "vitest";
import { waitForRunningHandlersOnClose } from "../src/plugins/running-handlers";

it("closing the server waits for a handler whose client hung up, before closing what it uses", async () => {
  const events: string[] = [];
  const app = Fastify();
  app.addHook("onClose", async () => void events.push("database closed"));
  waitForRunningHandlersOnClose(app);
  // Close hooks registered later run first: this one says the closing has begun.
  let closeBegan!: () => void;
  const closing = new Promise<void>((resolve) => {
    closeBegan = resolve;
  });
  app.addHook("onClose", async () => closeBegan());
  let started!: () => void;
  const handlerStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  app.get("/slow", async () => {
    started();
    await finished;
    events.push("handler finished");
    return { ok: true };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const client = request({ host: "127.0.0.1", port, path: "/slow" });
  client.on("error", () => {});
  client.end();
  await handlerStarted;
  client.destroy();

  const closed = app.close().then(() => void events.push("server closed"));
  await closing;
  // Every callback the closing has queued runs; none may reach the database's hook while the handler runs.
  for (let turn = 0; turn < 10; turn++) await new Promise(setImmediate);
  expect(events).toEqual([]);
  finish();
  await closed;
  expect(events).toEqual(["handler finished", "database closed", "server closed"]);
});
