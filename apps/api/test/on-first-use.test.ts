import { describe, expect, it } from "vitest";
import { onFirstUse } from "../src/lib/on-first-use";

describe("onFirstUse", () => {
  it("makes its value once, on the first call, and shares it with every call", async () => {
    let makings = 0;
    const value = onFirstUse(async () => ({ making: ++makings }));
    expect(makings).toBe(0);
    const [first, second] = await Promise.all([value(), value()]);
    expect(first).toBe(second);
    expect(await value()).toBe(first);
    expect(makings).toBe(1);
  });

  it("forgets a failed making, so the next call makes it again", async () => {
    let makings = 0;
    const value = onFirstUse(async () => {
      makings += 1;
      if (makings === 1) throw new Error("the folder could not be made");
      return "made";
    });
    await expect(value()).rejects.toThrow("the folder could not be made");
    expect(await value()).toBe("made");
    expect(await value()).toBe("made");
    expect(makings).toBe(2);
  });
});
