import type { Clock } from "../../src/lib/clock";

/** A clock a test moves forward by hand, so expiries are proven without waiting. */
export class HandClock implements Clock {
  private ms = Date.now();
  now = () => new Date(this.ms);
  advance(minutes: number) {
    this.advanceMs(minutes * 60_000);
  }
  advanceMs(ms: number) {
    this.ms += ms;
  }
}
