// Own names only: every name a client sends (a creation method, an action, a character, a note, a
// condition, an option…) is looked up as an own property or in a Map. The names every plain
// object inherits (`constructor`, `toString`, `hasOwnProperty`, `__proto__`, `valueOf`) are refused
// as unknown with the usual code, never answered `internal`, and nothing is committed.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Rng, rngSource } from "../../src/dice/index.js";
import { EngineError } from "../../src/engine/errors.js";
import { resolveAction } from "../../src/engine/table.js";
import { registry } from "../../src/rulesets/index.js";
import { type Message, TestClient } from "./support/client.js";
import {
  type Created,
  character,
  createTable,
  joinTable,
  pgliteDir,
  post,
  startTestServer,
  type TestServer,
} from "./support/harness.js";

const PROTOTYPE_NAMES = ["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf"];

/** Every string in `value`, with its path. */
function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) =>
    stringLeaves(v, [...path, Array.isArray(value) ? Number(k) : k]),
  );
}

function replaced(value: unknown, path: (string | number)[], by: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  at[path.at(-1)!] = by;
  return copy;
}

describe("own names in the rulesets' actions", () => {
  it("every string parameter of every action's examples, set to a prototype name, is refused as data", () => {
    const crashes: string[] = [];
    for (const ruleset of registry.list()) {
      const options = ruleset.parseOptions({});
      const state = ruleset.fixtures(options);
      for (const [name, action] of Object.entries(ruleset.actions)) {
        for (const example of action.examples.slice(0, 2)) {
          for (const path of stringLeaves(example)) {
            for (const p of PROTOTYPE_NAMES) {
              const params = replaced(example, path, p);
              try {
                resolveAction(
                  ruleset,
                  state,
                  name,
                  params,
                  rngSource(Rng.fromSeed("names")),
                  (x) => `${x}-1`,
                );
              } catch (e) {
                if (!(e instanceof EngineError))
                  crashes.push(`${ruleset.id} ${name} ${path.join(".")}=${p}: ${String(e).slice(0, 120)}`);
              }
            }
          }
        }
      }
    }
    expect(crashes).toEqual([]);
  });
});

describe("own names at the table server", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let created: Created;
  let gm: TestClient;
  let player: TestClient;

  beforeAll(async () => {
    dir = await pgliteDir();
    // Every name at every place goes over one connection per member, faster than a person types:
    // the per-connection message rate (tested in limits.test.ts) is lifted so none is dropped.
    srv = await startTestServer({ dataDir: dir.path }, { messagesPerSecond: 1000, burst: 1000 });
    created = await createTable(srv.url);
    const ash = await joinTable(srv.url, created, "Ash");
    gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    player = await TestClient.join(srv.wsUrl, created.table.id, ash.token);
    expect((await player.intent(character("Wren"))).type).toBe("ack");
    expect((await gm.intent({ ...character("Goon"), owner: null })).type).toBe("ack");
  }, 120_000);

  afterAll(async () => {
    await Promise.all([gm?.close(), player?.close()]);
    await srv?.stop();
    dir?.remove();
  });

  async function head(c: TestClient): Promise<number> {
    c.send({ type: "ping", intentId: "head" });
    const from = c.messages.length;
    const pong = await c.next((m) => m.type === "pong", 10_000, from);
    return pong.head as number;
  }

  /** Each place a client names something, with the prototype name put there. */
  const places = (p: string): [string, Record<string, unknown>][] => [
    ["creation method", { type: "character.create", id: "fresh", method: p, input: {} }],
    ["action name", { type: "action", action: p, params: {} }],
    [
      "check actor",
      {
        type: "action",
        action: "check",
        params: { actor: p, ability: "reflex", skill: "fighting", difficulty: "moderate" },
      },
    ],
    ["attack defender", { type: "action", action: "attack", params: { attacker: "goon", defender: p } }],
    ["attack attacker", { type: "action", action: "attack", params: { attacker: p, defender: "wren" } }],
    ["dilemma id", { type: "action", action: "resolveDilemma", params: { id: p, description: "x" } }],
    ["roll as", { type: "roll", notation: "d6", as: p }],
    ["character to remove", { type: "character.remove", id: p }],
    ["condition to remove", { type: "engine", engine: "removeCondition", id: p }],
    ["condition target", { type: "engine", engine: "addCondition", id: "c1", target: p, name: "Stunned" }],
    ["budget kind", { type: "engine", engine: "spendBudget", kind: p }],
    ["odds action", { type: "odds", action: p, params: {} }],
  ];

  it.each(PROTOTYPE_NAMES)(
    "'%s' is unknown wherever a name is looked up, for the GM and a player",
    async (p) => {
      for (const who of [gm, player]) {
        const before = await head(who);
        for (const [place, message] of places(p)) {
          const from = who.messages.length;
          const intentId = `n-${place}-${p}`;
          who.send({ ...message, intentId });
          const reply: Message = await who.next(
            (m) => (m.type === "error" || m.type === "ack" || m.type === "odds") && m.intentId === intentId,
            10_000,
            from,
          );
          expect(reply.type, `${place}: ${JSON.stringify(reply)}`).toBe("error");
          expect(reply.code, `${place}: ${JSON.stringify(reply)}`).not.toBe("internal");
          expect(
            ["not_found", "invalid", "forbidden", "conflict", "refused"],
            `${place}: ${JSON.stringify(reply)}`,
          ).toContain(reply.code);
        }
        expect(await head(who)).toBe(before);
      }
    },
  );

  it("refuses the prototype names as a method or a name by `not_found`, the code of any unknown name", async () => {
    for (const p of ["constructor", "toString", "hasOwnProperty", "valueOf"]) {
      const m = await gm.intent({ type: "character.create", id: "fresh", method: p, input: {} });
      expect(m).toMatchObject({ type: "error", code: "not_found", path: ["method"] });
      const a = await gm.intent({ type: "action", action: p, params: {} });
      expect(a).toMatchObject({ type: "error", code: "not_found", path: ["action"] });
      const r = await gm.intent({ type: "roll", notation: "d6", as: p });
      expect(r).toMatchObject({ type: "error", code: "not_found", path: ["as"] });
      const x = await gm.intent({ type: "character.remove", id: p });
      expect(x).toMatchObject({ type: "error", code: "not_found", path: ["id"] });
      const d = await gm.intent({
        type: "action",
        action: "attack",
        params: { attacker: "goon", defender: p },
      });
      expect(d).toMatchObject({ type: "error", code: "not_found" });
    }
  });

  it("refuses a prototype name as a ruleset or an option over HTTP, as unknown", async () => {
    for (const p of PROTOTYPE_NAMES) {
      const r = await post(`${srv.url}/api/tables`, { name: "T", ruleset: p, gm: { name: "G" } });
      expect(r.status, JSON.stringify(r.body)).toBe(404);
      const o = await post(`${srv.url}/api/tables`, {
        name: "T",
        ruleset: "lucky13",
        options: JSON.parse(`{"${p}": {"x": 1}}`),
        gm: { name: "G" },
      });
      expect(o.status, `${p}: ${JSON.stringify(o.body)}`).toBe(400);
      expect((o.body.error as { path: unknown[] }).path).toEqual(["options", p]);
    }
  });
});
