/** Where the server reads the time: one clock, built in the composition root, that tests can move. */
export interface Clock {
  /** The current time. */
  now(): Date;
}

/** The wall clock: the only reader of the system time in server/ (lint refuses it elsewhere). */
export const systemClock: Clock = { now: () => new Date() };
