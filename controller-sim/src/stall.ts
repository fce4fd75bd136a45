/**
 * A controller that stops answering for a while (`POST /sim/{id}/stall`). Its connections
 * wait for `over()` before they handle a message or send one.
 */
export class Stall {
  private until = 0;
  private wake: { promise: Promise<void>; resolve: () => void } | null = null;

  get active(): boolean {
    return Date.now() < this.until;
  }

  /** Stalls for `ms` more from now (a longer stall already under way stays). */
  begin(ms: number): void {
    this.until = Math.max(this.until, Date.now() + ms);
    if (this.wake) return;
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    this.wake = { promise, resolve };
    this.scheduleEnd();
  }

  /** Resolves when the stall is over (at once when there is none). */
  over(): Promise<void> {
    return this.active && this.wake ? this.wake.promise : Promise.resolve();
  }

  end(): void {
    this.until = 0;
    const wake = this.wake;
    this.wake = null;
    wake?.resolve();
  }

  private scheduleEnd(): void {
    const timer = setTimeout(
      () => (this.active ? this.scheduleEnd() : this.end()),
      Math.max(0, this.until - Date.now()),
    );
    timer.unref();
  }
}
