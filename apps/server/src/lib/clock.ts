/** Time is injected so tests move the clock instead of sleeping. */
export interface Clock { now(): Date }
export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  constructor(private t: Date = new Date()) {}
  now() { return new Date(this.t); }
  set(d: Date) { this.t = new Date(d); }
  advance(ms: number) { this.t = new Date(this.t.getTime() + ms); }
}
