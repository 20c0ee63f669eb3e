// Thousands of random and mutated messages against a live table: every one is answered, none
// crashes the server or is answered with an internal error, and the log holds exactly the intents
// that were acknowledged, so nothing rejected changed the table. Text the database refuses (NUL,
// lone surrogates) and the names every object inherits (`constructor`, `__proto__`…) are thrown
// everywhere; it runs on PGlite and, when there is one, on PostgreSQL, whose text rules are the same.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Rng } from "../../src/dice/index.js";
import { emptyState } from "../../src/engine/state.js";
import { registry } from "../../src/rulesets/index.js";
import { TableLog } from "../../src/server/table-log.js";
import { parseExport } from "../../src/store/index.js";
import {
  dropSchema,
  POSTGRES_URL,
  postgresReachable,
  skipMessage,
  uniqueName,
} from "../store/support/postgres.js";
import { type Message, TestClient } from "./support/client.js";
import {
  type Created,
  character,
  createTable,
  joinTable,
  pgliteDir,
  startTestServer,
  type TestServer,
} from "./support/harness.js";

/** Two sockets: 10,000 messages in all. */
const MESSAGES_PER_SOCKET = 5000;

const PROTOTYPE_NAMES = ["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf"];

const available = await postgresReachable();
if (!available) console.warn(skipMessage("the fuzz test on PostgreSQL"));

/** Seeded, so a failure can be replayed: the engine's own generator, not Math.random. */
function fuzzer(seed: string) {
  const rng = Rng.fromSeed(seed);
  const int = (n: number) => rng.below(n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const ids = [
    "wren",
    "kestrel",
    "goon",
    "nobody",
    "",
    "../etc",
    "WREN",
    "x".repeat(100),
    // Percent escapes, malformed and not: an id may end up in a URL (the join page, an export's name).
    "%ZZ",
    "%E0%A4%A",
    "%2e%2e%2f",
    ...PROTOTYPE_NAMES,
  ];
  const strings = [
    "",
    " ",
    "d6",
    "2d6+3",
    "1d",
    "d0",
    "999999d999999",
    "🎲",
    "\u0000",
    "nul\u0000inside",
    "\ud800",
    "lone \udfff low",
    "pair 😀 \ud83d",
    "<script>",
    ...PROTOTYPE_NAMES,
    "x".repeat(300),
  ];
  const value = (depth = 0): unknown => {
    switch (int(depth > 2 ? 6 : 9)) {
      case 0:
        return null;
      case 1:
        return pick([true, false]);
      case 2:
        return pick([0, -1, 1, 2 ** 53, -(2 ** 31), 1e308, 0.5, Number.MAX_SAFE_INTEGER]);
      case 3:
        return pick(strings);
      case 4:
        return pick(ids);
      case 5:
        return int(100);
      case 6:
        return Array.from({ length: int(4) }, () => value(depth + 1));
      default:
        return Object.fromEntries(
          Array.from({ length: int(4) }, () => [
            pick([
              "a",
              "type",
              "actor",
              "params",
              "id",
              "name",
              "label",
              "\u0000",
              "\ud800",
              ...PROTOTYPE_NAMES,
            ]),
            value(depth + 1),
          ]),
        );
    }
  };
  const templates = (): Record<string, unknown>[] => [
    { type: "roll", notation: pick(strings), visibility: pick(["public", "gm", "self", "all"]) },
    { type: "roll", notation: "2d6", as: pick(ids) },
    { type: "roll", notation: "d6", label: pick(strings), visibility: pick(["public", "gm", "self"]) },
    {
      type: "action",
      action: "check",
      params: { actor: pick(ids), ability: "reflex", skill: "fighting", difficulty: "moderate" },
    },
    { type: "action", action: "attack", params: { attacker: pick(ids), defender: pick(ids) } },
    {
      type: "action",
      action: pick([
        "damage",
        "heal",
        "award",
        "buy",
        "fly",
        "initiative",
        "resolveDilemma",
        ...PROTOTYPE_NAMES,
      ]),
      params: value(),
    },
    {
      type: "action",
      action: "contest",
      params: {
        sides: [
          { actor: pick(ids), ability: "pulse", skill: "fighting" },
          { actor: pick(ids), ability: "pulse", skill: "fighting" },
        ],
      },
    },
    {
      type: "engine",
      engine: pick(["nextTurn", "advanceClock", "addCondition", "removeCondition", "undo", "warp"]),
      minutes: value(),
    },
    { type: "engine", engine: "addCondition", id: pick(ids), target: pick(ids), name: "Stunned" },
    {
      type: "character.create",
      id: pick(ids),
      method: pick(["random", "balanced", "nope", ...PROTOTYPE_NAMES]),
      input: value(),
    },
    {
      type: "character.create",
      method: "balanced",
      input: {
        name: pick(strings),
        assignment: { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d8" },
      },
    },
    { type: "character.put", id: pick(ids), character: value() },
    { type: "character.put", id: "wren", character: { name: pick(strings), notes: pick(strings) } },
    { type: "character.remove", id: pick(ids) },
    { type: pick(["undo", "seed.reveal", "sync", "ping", "hello", "odds", "teleport", "__proto__"]) },
    { type: "sync", lastSeq: value() },
    { type: "odds", action: pick(["check", ...PROTOTYPE_NAMES]), params: value() },
  ];
  const mutate = (m: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...m };
    for (let k = int(4); k > 0; k--) {
      const keys = Object.keys(out);
      switch (int(5)) {
        case 0:
          if (keys.length > 0) delete out[pick(keys)];
          break;
        case 1:
          if (keys.length > 0) out[pick(keys)] = value();
          break;
        case 2:
          out[pick(["extra", "baseSeq", "visibility", "intentId", "params"])] = value();
          break;
        case 3:
          out.baseSeq = int(3) === 0 ? 5 : int(1000);
          break;
        default:
          break;
      }
    }
    return out;
  };
  let n = 0;
  /** One message as it goes on the wire. */
  return (): string => {
    n++;
    switch (int(10)) {
      case 0:
        return Array.from({ length: int(50) }, () => String.fromCharCode(int(128))).join("");
      case 1:
        return JSON.stringify(value());
      case 2: {
        const text = JSON.stringify({ ...pick(templates()), intentId: `f${n}` });
        const cut = int(text.length);
        return text.slice(0, cut) + text.slice(cut + 1 + int(3));
      }
      case 3:
        return JSON.stringify({
          type: "roll",
          intentId: `f${n}`,
          notation: "d6",
          label: "x".repeat(17_000 + int(1000)),
        });
      default:
        return JSON.stringify({
          ...mutate(pick(templates())),
          ...(int(8) === 0 ? {} : { intentId: `f${n}` }),
        });
    }
  };
}

const stores: [string, boolean][] = [
  ["PGlite", true],
  ["PostgreSQL", available],
];

describe.each(stores)("fuzzing the WebSocket protocol on %s", (store, on) => {
  let dir: { path: string; remove(): void } | undefined;
  const schema = uniqueName("tabula_fuzz");
  let srv: TestServer;
  let created: Created;
  let sockets: TestClient[];
  let headBefore: number;

  beforeAll(async () => {
    if (!on) return;
    const limits = { messagesPerSecond: 1_000_000, burst: 1_000_000 };
    if (store === "PGlite") {
      dir = await pgliteDir();
      srv = await startTestServer({ dataDir: dir.path }, limits);
    } else srv = await startTestServer({ databaseUrl: POSTGRES_URL, schema }, limits);
    created = await createTable(srv.url);
    const ash = await joinTable(srv.url, created, "Ash");
    const birch = await joinTable(srv.url, created, "Birch");
    const gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    const a = await TestClient.join(srv.wsUrl, created.table.id, ash.token);
    const b = await TestClient.join(srv.wsUrl, created.table.id, birch.token);
    expect((await a.intent(character("Wren"))).type).toBe("ack");
    expect((await b.intent(character("Kestrel"))).type).toBe("ack");
    const goon = await gm.intent({ ...character("Goon"), owner: null });
    headBefore = (goon.seq as number[])[1]!;
    sockets = [a, gm];
    await b.close();
  }, 120_000);

  afterAll(async () => {
    await Promise.all((sockets ?? []).map((s) => s.close()));
    await srv?.stop();
    dir?.remove();
    if (store === "PostgreSQL" && on) await dropSchema(schema);
  });

  it.skipIf(!on)(
    "answers every message, never with an internal error, and keeps only what it acknowledged",
    async () => {
      const next = fuzzer("tabula-fuzz-1");
      const from = sockets.map((s) => s.messages.length);
      for (const s of sockets) {
        for (let i = 0; i < MESSAGES_PER_SOCKET; i++) s.sendRaw(next());
      }
      // The table handles intents in order, so once a last valid one is acknowledged all are done.
      // Every acknowledged intent waits for its commit on disk: on a busy machine that takes a while.
      const sentinels = await Promise.all(
        sockets.map((s) => {
          const at = s.messages.length;
          s.send({ type: "roll", notation: "d6", intentId: "sentinel" });
          return s.next(
            (m) => m.intentId === "sentinel" && (m.type === "ack" || m.type === "error"),
            240_000,
            at,
          );
        }),
      );
      expect(sentinels.map((m) => m.type)).toEqual(["ack", "ack"]);

      const replies: Message[] = sockets.flatMap((s, i) =>
        s.messages.slice(from[i]).filter((m) => m.type !== "event"),
      );
      // One answer (ack, error, pong, odds or synced) per message, sentinels included.
      expect(replies).toHaveLength(2 * (MESSAGES_PER_SOCKET + 1));
      expect(replies.filter((m) => m.type === "error" && m.code === "internal")).toEqual([]);
      const errors = replies.filter((m) => m.type === "error");
      expect(errors.length).toBeGreaterThan(MESSAGES_PER_SOCKET);
      for (const code of ["bad_json", "unknown_intent", "invalid", "too_large", "forbidden", "not_found"])
        expect(
          errors.some((e) => e.code === code),
          code,
        ).toBe(true);

      // The log after the fuzzing holds exactly the acknowledged intents' events.
      const acks = replies.filter((m) => m.type === "ack");
      // The whole log, as the store has it (the GM's export hides the players' self rolls).
      const x = parseExport(await srv.store.exportTable(created.table.id));
      const later = x.events.filter((e) => e.seq > headBefore);
      const ackedSeqs = new Set(
        acks.flatMap((m) => {
          const [from, to] = m.seq as number[];
          return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
        }),
      );
      expect(later.map((e) => e.seq).filter((s) => !ackedSeqs.has(s))).toEqual([]);
      expect(x.table.head).toBe(headBefore + [...ackedSeqs].filter((s) => s > headBefore).length);

      // The state in memory is what the stored log replays to.
      const ruleset = registry.get("lucky13");
      const log = new TableLog(ruleset, emptyState(ruleset.id, ruleset.parseOptions(x.table.options)));
      log.appendAll(x.events);
      const live = await srv.server.hub.withTable(created.table.id, async (t) => t.log.state);
      expect(live).toEqual(log.state);

      // And the server still serves newcomers.
      expect((await fetch(`${srv.url}/health`)).status).toBe(200);
      const late = await joinTable(srv.url, created, "Late");
      const c = await TestClient.join(srv.wsUrl, created.table.id, late.token);
      expect((await c.intent({ type: "roll", notation: "4d6kh3" })).type).toBe("ack");
      await c.close();
      console.info(
        `fuzz on ${store}: ${2 * MESSAGES_PER_SOCKET} messages, ${errors.length} errors, ${acks.length} acknowledged`,
      );
    },
    300_000,
  );
});
