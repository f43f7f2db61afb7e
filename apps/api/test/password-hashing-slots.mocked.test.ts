import { setTimeout as delay } from "node:timers/promises";
import { afterEach, describe, expect, it, vi } from "vitest";

/** Argon2 stand-ins that take a few milliseconds each and count how many run at the same moment. */
function countingArgon2() {
  const running = { now: 0, most: 0, calls: 0 };
  const work = async <T>(result: T): Promise<T> => {
    running.calls += 1;
    running.now += 1;
    running.most = Math.max(running.most, running.now);
    await delay(5);
    running.now -= 1;
    return result;
  };
  return {
    running,
    module: {
      hash: vi.fn(() => work("$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$ZGlnZXN0")),
      verify: vi.fn(() => work(true)),
    },
  };
}

/** `lib/passwords.ts` loaded afresh on a machine with `cores` cores. */
async function passwordsOn(cores: number) {
  const argon2 = countingArgon2();
  vi.resetModules();
  vi.doMock("node:os", async (importOriginal) => ({
    ...(await importOriginal<typeof import("node:os")>()),
    availableParallelism: () => cores,
  }));
  vi.doMock("@node-rs/argon2", () => argon2.module);
  return { passwords: await import("../src/lib/passwords"), running: argon2.running };
}

afterEach(() => {
  vi.doUnmock("node:os");
  vi.doUnmock("@node-rs/argon2");
});

describe("password hashing", () => {
  it("runs one hash at a time on two cores, leaving the other core to the event loop", async () => {
    const { passwords, running } = await passwordsOn(2);
    const checks = Array.from({ length: 6 }, () => passwords.verifyPassword("$argon2id$stored", "a guess"));
    const made = passwords.hashPassword("a new password");
    expect(await Promise.all(checks)).toEqual(Array(6).fill(true));
    expect(await made).toMatch(/^\$argon2id\$/);
    expect(running).toMatchObject({ calls: 7, most: 1, now: 0 });
  });

  it("runs as many at once as there are cores but one on a larger machine", async () => {
    const { passwords, running } = await passwordsOn(4);
    await Promise.all(
      Array.from({ length: 8 }, () => passwords.verifyPassword("$argon2id$stored", "a guess")),
    );
    expect(running).toMatchObject({ calls: 8, most: 3, now: 0 });
  });

  it("still hashes on a machine with a single core", async () => {
    const { passwords, running } = await passwordsOn(1);
    await Promise.all(Array.from({ length: 3 }, () => passwords.hashPassword("a new password")));
    expect(running).toMatchObject({ calls: 3, most: 1, now: 0 });
  });
});
