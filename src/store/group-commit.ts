// Group commit: commits that arrive while earlier ones are being written wait and then go to the
// database together, in one statement. Under light load a commit goes alone and at once; under
// heavy load each write carries many, so the cost per intent falls as the load rises. A batch holds
// at most one intent per table (a table never has two commits in flight from one server anyway).
// If a batch fails as a whole, its intents are tried one by one, so one bad intent cannot sink the
// others.

import type { CommitInput, CommitResult } from "./records.js";

interface Waiting {
  input: CommitInput;
  resolve: (r: CommitResult) => void;
  reject: (e: unknown) => void;
}

const MAX_BATCH = 200;

export class GroupCommit {
  private queue: Waiting[] = [];
  private running = 0;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly write: (batch: readonly CommitInput[]) => Promise<CommitResult[]>,
    private readonly concurrency: number,
  ) {}

  commit(input: CommitInput): Promise<CommitResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Resolves when no commit is waiting or being written, or after `maxWaitMs` whichever comes
   * first. Background writes (an import's batches) go in these gaps, so a member's roll never
   * queues behind them for longer than one batch; the cap keeps a busy server from starving them.
   */
  idle(maxWaitMs: number): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((done) => {
      const timer = setTimeout(finish, maxWaitMs);
      const waiters = this.idleWaiters;
      function finish() {
        clearTimeout(timer);
        const i = waiters.indexOf(finish);
        if (i >= 0) waiters.splice(i, 1);
        done();
      }
      waiters.push(finish);
    });
  }

  private wakeIdle(): void {
    if (this.running > 0 || this.queue.length > 0) return;
    for (const w of this.idleWaiters.splice(0)) w();
  }

  /**
   * Starts writing after the messages already read from the network have been handled: PGlite
   * runs a statement synchronously, so starting at once would write every commit alone. The same
   * after each write: started from its promise's callbacks, the next write (a few milliseconds of
   * WebAssembly and an fsync on the event loop) ran before the acknowledgements and broadcasts of
   * the one just done had left (sockets are uncorked on the next tick), adding a whole write to
   * every answer.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const batch: Waiting[] = [];
      const rest: Waiting[] = [];
      const tables = new Set<string>();
      for (const w of this.queue) {
        if (batch.length < MAX_BATCH && !tables.has(w.input.tableId)) {
          tables.add(w.input.tableId);
          batch.push(w);
        } else rest.push(w);
      }
      this.queue = rest;
      this.running++;
      void this.run(batch).finally(() => {
        this.running--;
        if (this.queue.length > 0) this.schedule();
        else this.wakeIdle();
      });
    }
  }

  private async run(batch: Waiting[]): Promise<void> {
    try {
      const results = await this.write(batch.map((w) => w.input));
      for (const [i, w] of batch.entries()) w.resolve(results[i]!);
    } catch (e) {
      if (batch.length === 1) {
        batch[0]!.reject(e);
        return;
      }
      for (const w of batch) {
        try {
          const [r] = await this.write([w.input]);
          w.resolve(r!);
        } catch (one) {
          w.reject(one);
        }
      }
    }
  }
}
