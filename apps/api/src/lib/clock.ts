/** Where the server reads the time for rules that depend on it; tests give one they can move forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
