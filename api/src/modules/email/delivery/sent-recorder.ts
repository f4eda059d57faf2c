/** Marks a batch of delivered messages sent; answers how many changed and whether sending may go on. */
export type MarkSent = (
  sent: Array<{ id: string; messageId: string }>,
) => Promise<{ marked: number; goOn: boolean }>;

/**
 * Marks delivered messages sent. A lane waits until its message is recorded (so a crash repeats
 * at most the messages in flight), but one statement carries many results: the first result
 * waits up to `lingerMs` for others (or until `flushAt` have arrived), and results that arrive
 * while a statement runs go in the next. One round trip and one commit for many messages; the
 * lanes of other connections keep sending meanwhile. Each answer says whether sending may go on
 * (a campaign still 'sending', not paused).
 */
export class SentRecorder {
  private buffer: Array<{
    id: string;
    messageId: string;
    done: (goOn: boolean) => void;
    fail: (error: unknown) => void;
  }> = [];
  private flushing = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly mark: MarkSent,
    private readonly onMarked: (count: number) => void,
    private readonly options: { lingerMs: number; flushAt: number },
  ) {}

  add(id: string, messageId: string): Promise<boolean> {
    return new Promise((done, fail) => {
      this.buffer.push({ id, messageId, done, fail });
      if (this.flushing) return;
      if (this.buffer.length >= this.options.flushAt) this.flushNow();
      else this.timer ??= setTimeout(() => this.flushNow(), this.options.lingerMs);
    });
  }

  private flushNow(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // flush() settles every entry itself (done or fail): nothing can reject here.
    if (!this.flushing) void this.flush();
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, 500);
      try {
        const { marked, goOn } = await this.mark(batch);
        this.onMarked(marked);
        for (const entry of batch) entry.done(goOn);
      } catch (error) {
        for (const entry of batch) entry.fail(error);
      }
    }
    this.flushing = false;
  }
}
