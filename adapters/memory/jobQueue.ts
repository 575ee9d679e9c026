/** Delayed backend work (questionnaire scoring), so "wait for the resultId" is a real wait. */
export class JobQueue {
  private readonly jobs = new Map<number, { timer: ReturnType<typeof setTimeout>; run: () => unknown }>();
  /** Jobs started whose writes are not done yet. */
  private running = 0;
  private nextId = 1;
  private waiters: (() => void)[] = [];

  schedule(delayMs: number, run: () => unknown): void {
    const id = this.nextId++;
    const timer = setTimeout(() => this.runJob(id), Math.max(0, delayMs));
    this.jobs.set(id, { timer, run });
  }

  get size(): number {
    return this.jobs.size + this.running;
  }

  /** Starts every pending job now (dispose: nothing a member did is lost). */
  flushAll(): void {
    for (const id of [...this.jobs.keys()]) this.runJob(id);
  }

  /** Resolves once no job is pending or running. */
  idle(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private runJob(id: number): void {
    const job = this.jobs.get(id);
    if (!job) return;
    clearTimeout(job.timer);
    this.jobs.delete(id);
    this.running += 1;
    // Started at once (a write asked for before dispose still runs), finished when its write is.
    new Promise((resolve) => resolve(job.run()))
      .catch((e: unknown) => console.error('memory backend: background job failed', e))
      .finally(() => {
        this.running -= 1;
        if (this.size > 0) return;
        const w = this.waiters;
        this.waiters = [];
        for (const resolve of w) resolve();
      });
  }
}
