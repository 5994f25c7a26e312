// The autosave's timing: a save after a pause in typing, one request at a time (edits that arrive meanwhile are
// saved right after), and after a failure a retry with a growing wait. What a save does is the store's; this is
// only when and how often. Not state anyone observes, so it lives outside the tree.

export interface SaveTiming {
  /** Wait after the last keystroke before saving. */
  autosaveDelayMs: number;
  /** First wait before a failed save is tried again; it doubles up to maxRetryDelayMs. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

export interface SaveLoopHooks {
  /** One save of what is there now; true when the server has it. */
  saveOnce(): Promise<boolean>;
  /** After a failed round: whether to try again by itself (offline), and after how many failures in a row. */
  shouldRetry(): { retry: boolean; failures: number };
  timing(): SaveTiming;
}

export class SaveLoop {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<boolean> | null = null;
  /** Edits arrived while a save was on its way: save again when it ends. */
  private again = false;

  constructor(private readonly hooks: SaveLoopHooks) {}

  /** Saves after a pause in typing. */
  schedule(): void {
    this.setTimer(setTimeout(() => void this.flush(), this.hooks.timing().autosaveDelayMs));
  }

  cancel(): void {
    this.setTimer(undefined);
  }

  /** Asks for one more round after the save on its way (edits came in while it was sent). */
  saveAgain(): void {
    this.again = true;
  }

  /** Saves now, until the server has the latest values; resolves whether it has. */
  async flush(): Promise<boolean> {
    this.setTimer(undefined);
    if (this.inFlight) {
      this.again = true;
      return this.inFlight;
    }
    const run = (async () => {
      let ok: boolean;
      do {
        this.again = false;
        ok = await this.hooks.saveOnce();
      } while (ok && this.again);
      return ok;
    })();
    this.inFlight = run;
    try {
      const ok = await run;
      const { retry, failures } = ok ? { retry: false, failures: 0 } : this.hooks.shouldRetry();
      if (retry) {
        const { retryDelayMs, maxRetryDelayMs } = this.hooks.timing();
        const delay = Math.min(retryDelayMs * 2 ** Math.max(0, failures - 1), maxRetryDelayMs);
        this.setTimer(setTimeout(() => void this.flush(), delay));
      }
      return ok;
    } finally {
      this.inFlight = null;
    }
  }

  private setTimer(timer?: ReturnType<typeof setTimeout>): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = timer;
  }
}
