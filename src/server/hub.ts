// The tables this server has in memory. A table is loaded when a client connects (or an HTTP call
// needs it) and dropped when the last one leaves and its queue is empty. On a shared PostgreSQL
// the hub listens for other servers' commits and has the tables it holds catch up.

import type { Registry } from "../engine/registry.js";
import type { Store } from "../store/index.js";
import { LiveTable } from "./live-table.js";
import type { Logger } from "./logger.js";
import { LatencyWindow } from "./metrics.js";

export class Hub {
  private readonly tables = new Map<string, Promise<LiveTable | null>>();
  private readonly refs = new Map<string, number>();
  private unsubscribe: (() => Promise<void>) | null = null;
  closing = false;
  /** Time from an intent's arrival to its acknowledgement. */
  readonly latency = new LatencyWindow();

  constructor(
    readonly store: Store,
    readonly registry: Registry,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.store.subscribe(
      (n) => {
        if (n.origin === this.store.instanceId) return;
        void this.loaded(n.tableId)?.then((t) => {
          if (t && n.head > t.head)
            void t.catchUp().catch((e) => this.logger.warn("catch-up failed", { table: t.id, error: e }));
        });
      },
      () => {
        this.logger.warn("notifications were interrupted; every table catches up");
        for (const p of this.tables.values()) void p.then((t) => t?.catchUp()).catch(() => {});
      },
    );
  }

  get size(): number {
    return this.tables.size;
  }

  private loaded(id: string): Promise<LiveTable | null> | undefined {
    return this.tables.get(id);
  }

  /** The table, loaded if needed and held until `release`; null if there is no such table. */
  async acquire(id: string): Promise<LiveTable | null> {
    this.refs.set(id, (this.refs.get(id) ?? 0) + 1);
    let p = this.tables.get(id);
    if (!p) {
      p = LiveTable.load(this.store, this.registry, id, this.logger);
      this.tables.set(id, p);
    }
    try {
      const t = await p;
      if (!t) this.release(id);
      return t;
    } catch (e) {
      this.release(id);
      throw e;
    }
  }

  release(id: string): void {
    const n = (this.refs.get(id) ?? 1) - 1;
    if (n > 0) {
      this.refs.set(id, n);
      return;
    }
    this.refs.delete(id);
    const p = this.tables.get(id);
    if (!p) return;
    void p
      .then(async (t) => {
        if (t) await t.drain();
        // Someone may have taken it again while it drained.
        if (!this.refs.has(id) && this.tables.get(id) === p) this.tables.delete(id);
      })
      .catch(() => {
        if (this.tables.get(id) === p) this.tables.delete(id);
      });
  }

  /** Runs `f` with the table held; null when there is no such table. */
  async withTable<T>(id: string, f: (t: LiveTable) => Promise<T>): Promise<T | null> {
    const t = await this.acquire(id);
    if (!t) return null;
    try {
      return await f(t);
    } finally {
      this.release(id);
    }
  }

  /** Stops taking intents and waits for every commit under way to finish. */
  async shutdown(): Promise<void> {
    this.closing = true;
    const tables = await Promise.all([...this.tables.values()].map((p) => p.catch(() => null)));
    await Promise.all(tables.map((t) => t?.drain()));
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
