import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { serve } from "./support/event-streams";

/** Debian's HAProxy, run with deploy/haproxy.cfg as an operator installs it. */
const HAPROXY = "/usr/sbin/haproxy";
const deployed = readFileSync(path.join(import.meta.dirname, "../../../deploy/haproxy.cfg"), "utf8");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The deployed file with its port and servers swapped for this test's; no syslog and no raised file limit. */
function configFor(port: number, servers: string[]): string {
  const kept = deployed
    .split("\n")
    .filter((line) => !/^\s*(log |option httplog|ulimit-n|server )/.test(line))
    .map((line) =>
      line.replace(/^(\s*)bind .*/, `$1bind 127.0.0.1:${port}`).replace(/^(\s*)maxconn .*/, "$1maxconn 200"),
    );
  return `${kept.join("\n")}\n${servers.map((address, index) => `    server api${index} ${address} check`).join("\n")}\n`;
}

describe("deploy/haproxy.cfg in front of API processes", () => {
  const logLines: string[] = [];
  let t: TestApp;
  let dir: string;
  let haproxy: ChildProcess;
  let proxyUrl: string;
  beforeAll(async () => {
    if (!existsSync(HAPROXY))
      throw new Error(`${HAPROXY} is missing: apt-get install -y haproxy to run this test.`);
    t = await build(
      { TRUST_PROXY: "127.0.0.1", LOG_LEVEL: "info" },
      { write: (line) => void logLines.push(line) },
    );
    const live = new URL(await serve(t)).host;
    // A process that is down: its port refuses connections, as a killed instance's does.
    const dead = `127.0.0.1:${await freePort()}`;
    const port = await freePort();
    dir = mkdtempSync(path.join(os.tmpdir(), "larkspur-haproxy-"));
    writeFileSync(path.join(dir, "haproxy.cfg"), configFor(port, [dead, live]));
    haproxy = spawn(HAPROXY, ["-db", "-f", path.join(dir, "haproxy.cfg")], { stdio: "ignore" });
    proxyUrl = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await fetch(`${proxyUrl}/api/health`).catch(() => undefined))?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("HAProxy did not answer");
  });
  afterAll(async () => {
    if (haproxy) {
      const exited = new Promise((resolve) => haproxy.once("exit", resolve));
      haproxy.kill();
      await exited;
    }
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("is a configuration HAProxy accepts", () => {
    const check = spawnSync(HAPROXY, ["-c", "-f", path.join(dir, "haproxy.cfg")], { encoding: "utf8" });
    expect(check.status, check.stdout + check.stderr).toBe(0);
  });

  it("answers every request from the live process while another is down", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await fetch(`${proxyUrl}/api/health`)).status);
    expect(answers).toEqual(answers.map(() => 200));
  });

  it("replaces an X-Forwarded-For the client sent, so the API sees the client's own address", async () => {
    const forged = "203.0.113.9";
    await fetch(`${proxyUrl}/api/health?forged`, { headers: { "x-forwarded-for": forged } });
    const logged = logLines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.req?.url === "/api/health?forged");
    expect(logged.req.remoteAddress).toBe("127.0.0.1");
  });
});
