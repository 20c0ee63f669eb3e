// One table while someone uses it: its log folded in memory, its dice generator, and a queue that
// handles its intents one at a time. An intent is resolved against the state in memory with a copy
// of the generator, committed to the store, and only once the store has it is the copy kept, the
// author acknowledged and the events broadcast. If another server committed first (shared
// PostgreSQL), the table reads what it missed and tries the intent again on the new state.

import { randomInt } from "node:crypto";
import { rulesetOfTable } from "../designer/resolve.js";
import { type DiceSource, Rng, type RngState, rngSource } from "../dice/index.js";
import { EngineError } from "../engine/errors.js";
import type { Registry } from "../engine/registry.js";
import type { RollRecord } from "../engine/roll.js";
import type { SceneImage } from "../engine/scene/types.js";
import { emptyState, type TableState } from "../engine/state.js";
import {
  type CommitInput,
  type EventRecord,
  hashSecret,
  joinToken,
  type LoadedTable,
  newId,
  newSecret,
  type Store,
  type TableRecord,
} from "../store/index.js";
import { imagesNamedBy } from "./assets.js";
import { characterChanges } from "./characters.js";
import { ServerError } from "./errors.js";
import { type Author, executeIntent, intentIds, isGameIntent, visibilityOf } from "./intents.js";
import type { Logger } from "./logger.js";
import { authorize, authorizeOutcome, type PermissionContext } from "./permissions.js";
import type { Intent, MemberView } from "./protocol.js";
import { commitmentOf, newSeed, periodRng, sameRngState } from "./seeds.js";
import { type ServerEvent, TableLog } from "./table-log.js";
import { groupHidden, stateFor } from "./visibility.js";

/** Tries of one intent when other servers keep committing first. */
const MAX_ATTEMPTS = 20;

/**
 * The pause before trying again after losing a race: growing, and jittered so two servers that
 * collided do not collide again in step. The winner meanwhile commits its own queue unhindered.
 */
function backoff(attempt: number): Promise<void> {
  const ms = randomInt(0, Math.min(50, 2 ** attempt) + 1);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface Subscriber {
  readonly member: MemberView;
  deliver(records: readonly EventRecord[]): void;
}

export interface Ack {
  intent: number;
  seq: [number, number];
  roll: RollRecord | null;
}

interface Plan {
  commit: CommitInput;
  records: EventRecord[];
  rng: Rng;
  seed: string | null;
  roll: RollRecord | null;
}

export class LiveTable {
  readonly subscribers = new Set<Subscriber>();
  private tail: Promise<unknown> = Promise.resolve();
  private queued = 0;
  private pendingCatchUp: Promise<void> | null = null;

  private constructor(
    readonly record: TableRecord,
    readonly log: TableLog,
    private rng: Rng,
    private seed: string | null,
    private readonly store: Store,
    private readonly logger: Logger,
  ) {}

  static async load(store: Store, registry: Registry, id: string, logger: Logger): Promise<LiveTable | null> {
    const loaded = await store.loadTable(id);
    if (!loaded) return null;
    // A table that plays a derived ruleset rebuilds it from the overlay stored with it.
    const ruleset = rulesetOfTable(loaded.table, registry);
    const log = new TableLog(ruleset, emptyState(ruleset.id, loaded.table.options));
    log.appendAll(loaded.events);
    return new LiveTable(
      loaded.table,
      log,
      Rng.fromState(loaded.rng as RngState),
      loaded.seed,
      store,
      logger.child({ table: id }),
    );
  }

  get id(): string {
    return this.record.id;
  }

  get head(): number {
    return this.log.head;
  }

  /** Runs `task` after everything queued before it. */
  enqueue<T>(task: () => Promise<T>): Promise<T> {
    this.queued++;
    const run = this.tail.then(task);
    this.tail = run.catch(() => {});
    return run.finally(() => {
      this.queued--;
    });
  }

  /** Resolves until the queue is empty (for a graceful shutdown). */
  async drain(): Promise<void> {
    while (this.queued > 0) await this.tail;
  }

  recordsAfter(seq: number): EventRecord[] {
    return this.log.records.slice(seq);
  }

  submit(author: Author, intent: Intent): Promise<Ack> {
    return this.enqueue(() => this.run(author, intent));
  }

  /** Adds a player: their membership and the event that announces it land in one commit. */
  join(name: string): Promise<{ member: MemberView; token: string }> {
    return this.enqueue(async () => {
      const id = newId("m", 10);
      const secret = newSecret();
      const member: MemberView = { id, name, role: "player" };
      const event: ServerEvent = { type: "memberJoined", member };
      await this.commitPlan(() =>
        this.plainPlan({ author: id, kind: "join", payload: { name }, rngAfter: null }, [event], "public", {
          members: [{ id, name, role: "player", tokenHash: hashSecret(secret) }],
        }),
      );
      return { member, token: joinToken(id, secret) };
    });
  }

  /**
   * Reads what other servers committed since our head, and passes it on to our clients. Another
   * server's burst of commits sends a burst of notifications: one queued catch-up serves them all.
   */
  catchUp(): Promise<void> {
    this.pendingCatchUp ??= this.enqueue(async () => {
      this.pendingCatchUp = null;
      await this.catchUpNow();
    });
    return this.pendingCatchUp;
  }

  private async catchUpNow(): Promise<void> {
    const loaded = await this.store.loadTable(this.id, this.head);
    if (!loaded || loaded.events.length === 0) return;
    this.adopt(loaded);
  }

  private adopt(loaded: LoadedTable): void {
    const from = this.head;
    this.log.appendAll(loaded.events);
    this.rng = Rng.fromState(loaded.rng as RngState);
    this.seed = loaded.seed;
    this.broadcast(this.log.records.slice(from));
  }

  private async run(author: Author, intent: Intent): Promise<Ack> {
    const assets = await imagesNamedBy(this.store, this.id, intent);
    return this.commitPlan(() => {
      if (intent.baseSeq !== undefined && intent.baseSeq !== this.head) {
        throw new ServerError(
          "stale",
          `the table has moved on to seq ${this.head} (you sent baseSeq ${intent.baseSeq}); catch up and send again`,
          ["baseSeq"],
        );
      }
      authorize(this.permissions(author, this.log.state), intent);
      return this.plan(author, intent, assets);
    });
  }

  /** Plans, commits, and on a race with another server catches up and plans again. */
  private async commitPlan(make: () => Plan): Promise<Ack> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const plan = make();
      const r = await this.store.commit(plan.commit);
      if (r.ok) {
        this.log.append(plan.records);
        this.rng = plan.rng;
        this.seed = plan.seed;
        this.broadcast(plan.records);
        return { intent: r.intent, seq: [r.firstSeq, r.head], roll: plan.roll };
      }
      if (r.reason === "missing") throw new ServerError("internal", "the table is gone from the store");
      this.logger.debug("commit raced another server", { attempt, head: this.head, storeHead: r.head });
      await backoff(attempt);
      await this.catchUpNow();
    }
    throw new EngineError("conflict", "the table is too busy right now; send the intent again");
  }

  private plan(author: Author, intent: Intent, assets?: ReadonlyMap<string, SceneImage>): Plan {
    if (intent.type === "undo" || (intent.type === "engine" && intent.intent.engine === "undo")) {
      const target = this.log.undoable;
      if (target === null) throw new EngineError("conflict", "there is nothing to undo", []);
      return this.plainPlan({ author: author.id, kind: "undo", payload: { type: "undo" }, rngAfter: null }, [
        { type: "undo", intent: target },
      ]);
    }
    if (intent.type === "seed.reveal") return this.revealPlan(author, intent);
    if (!isGameIntent(intent)) throw new ServerError("unknown_intent", "unknown intent", ["type"]);
    const no = this.log.lastIntent + 1;
    const rng = this.rng.clone();
    const dice: DiceSource = rngSource(rng);
    // What the author may not see cannot be what decides their answer (visibility.ts).
    const state = stateFor(this.log.state, this.log.noteOpenings, author, intent);
    const ctx = {
      ruleset: this.log.ruleset,
      state,
      author,
      members: this.log.members,
      dice,
      newId: intentIds(no),
      settings: this.log.settings,
      ...(assets ? { assets } : {}),
    };
    const x = executeIntent(ctx, intent);
    authorizeOutcome(this.permissions(author, state), intent, x);
    if (x.events.length === 0) throw new EngineError("refused", "that changes nothing", []);
    const threw = !sameRngState(rng.state(), this.rng.state());
    const { intentId: _id, baseSeq: _base, ...payload } = intent;
    const logged = groupHidden(
      x.events,
      x.events.map((e) => visibilityOf(x, e)),
    );
    return this.plainPlan(
      { author: author.id, kind: intent.type, payload, rngAfter: threw ? rng.state() : null },
      logged.events,
      logged.visibility,
      {},
      rng,
      x.roll,
    );
  }

  private permissions(author: Author, state: TableState): PermissionContext {
    return {
      state,
      author,
      ruleset: this.log.ruleset,
      freeCharacterEditing: this.log.settings.freeCharacterEditing,
    };
  }

  private revealPlan(author: Author, intent: Intent): Plan {
    if (this.seed === null)
      throw new EngineError(
        "conflict",
        "this period's seed was lost (imported without secrets); it cannot be revealed",
      );
    const period = this.log.period;
    const next = newSeed();
    const commitment = commitmentOf(next);
    const events: ServerEvent[] = [
      { type: "seedRevealed", period, seed: this.seed, commitment: this.log.commitment },
      { type: "seedCommitted", period: period + 1, commitment },
    ];
    const { intentId: _id, baseSeq: _base, ...payload } = intent;
    const plan = this.plainPlan(
      { author: author.id, kind: "seed.reveal", payload, rngAfter: null },
      events,
      "public",
      {
        period: period + 1,
        seed: { reveal: { period }, start: { period: period + 1, commitment, seed: next } },
      },
      periodRng(next),
    );
    return { ...plan, seed: next };
  }

  /** A plan for these events: numbered after the head, checked to fold, with the character changes. */
  private plainPlan(
    intent: CommitInput["intent"],
    events: readonly unknown[],
    visibility: EventRecord["visibility"] | EventRecord["visibility"][] = "public",
    extra: Partial<CommitInput> = {},
    rng: Rng = this.rng,
    roll: RollRecord | null = null,
  ): Plan {
    const no = this.log.lastIntent + 1;
    // Events go through JSON now, so what clients get live is exactly what the store gives back later.
    const normal = JSON.parse(JSON.stringify(events)) as unknown[];
    const seen = (i: number) => (Array.isArray(visibility) ? visibility[i]! : visibility);
    const records = normal.map((event, i) => ({
      seq: this.head + 1 + i,
      intent: no,
      visibility: seen(i),
      author: intent.author,
      event,
    }));
    let folded: ReturnType<TableLog["fold"]>;
    try {
      folded = this.log.fold(records);
    } catch (e) {
      throw new EngineError(
        "refused",
        `the table cannot take that: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    const characters = characterChanges(this.log.state, folded.state);
    return {
      commit: {
        tableId: this.id,
        expectedHead: this.head,
        intent,
        events: records.map((r) => ({ visibility: r.visibility, event: r.event })),
        rng: rng.state(),
        period: extra.period ?? this.log.period,
        ...(characters ? { characters } : {}),
        ...extra,
      },
      records,
      rng,
      seed: this.seed,
      roll,
    };
  }

  private broadcast(records: readonly EventRecord[]): void {
    if (records.length === 0) return;
    for (const s of this.subscribers) {
      try {
        s.deliver(records);
      } catch (e) {
        this.logger.warn("delivery failed", { member: s.member.id, error: e });
      }
    }
  }
}
