import { makeAutoObservable } from 'mobx';

/**
 * "Now", refreshed once a minute while started: time labels that depend on the current time
 * (剛剛 → 1 分鐘前, today → 昨天 after midnight) re-render on their own. start() is idempotent;
 * stop() clears the timer.
 */
export class MinuteClock {
  now: number;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly read: () => number = () => Date.now(),
    private readonly intervalMs = 60_000,
  ) {
    this.now = read();
    makeAutoObservable<MinuteClock, 'timer' | 'read' | 'intervalMs'>(
      this,
      { timer: false, read: false, intervalMs: false },
      { autoBind: true },
    );
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /** Reads the time now (e.g. when a panel opens) and then every minute. */
  start(): void {
    this.tick();
    if (this.timer !== null) return;
    this.timer = setInterval(this.tick, this.intervalMs);
  }

  stop(): void {
    if (this.timer === null) return;
    clearInterval(this.timer);
    this.timer = null;
  }

  tick(): void {
    this.now = this.read();
  }
}
