// The runner shared by her hourly looks (booking reminders, client e-mails): one look at start and every hour after,
// one look at a time (a second `check` while one runs gets the running one), and `stop` waiting for the running
// look. The interval is unref'd: what each look does is in the data, so a stopping process need not wait for the
// next one.

const CHECK_EVERY_MS = 60 * 60_000;

export class HourlyCheck {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private stopped = false;

  /**
   * @param look does one look; resolves with how many things it did. Not called once stopped.
   * @param failed told when a look throws (the check then resolves with 0).
   */
  constructor(
    private readonly look: () => Promise<number>,
    private readonly failed: (error: Error) => void,
    private readonly everyMs = CHECK_EVERY_MS,
  ) {}

  start(): void {
    void this.check();
    this.timer = setInterval(() => void this.check(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Looks now, or joins the look that is running; resolves with its count (0 once stopped or on an error). */
  check(): Promise<number> {
    // The look starts now (a throw before its first await is caught like a rejection).
    this.running ??= new Promise<number>((resolve) => resolve(this.stopped ? 0 : this.look()))
      .catch((error: unknown) => {
        this.failed(error as Error);
        return 0;
      })
      .finally(() => (this.running = null));
    return this.running;
  }
}
