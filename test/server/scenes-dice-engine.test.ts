// A token move in a Dice Engine fight pays for itself on the tracker (issue 17; DE-ACT-4, DE-ACT-6):
// the server runs the ruleset's geometry.moveAction draft (a running Move) in the same intent as
// the token's move, against a real server. A move longer than one Move action is refused in words.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleCharacter } from "../../src/rulesets/dice-engine/examples.js";
import { diceEngine } from "../../src/rulesets/dice-engine/ruleset.js";
import { type Message, TestClient } from "./support/client.js";
import { type Created, pgliteDir, post, startTestServer, type TestServer } from "./support/harness.js";

type Ev = { type: string; [k: string]: unknown };
const eventsOf = (m: Message): Ev[] => {
  if (m.type !== "event" || m.hidden) return [];
  const e = m.event as Ev;
  return e.type === "group" ? (e.events as Ev[]) : [e];
};

describe("scene moves in a Dice Engine fight", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let gm: TestClient;

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer({ dataDir: dir.path });
  }, 120_000);
  afterAll(async () => {
    await gm?.close();
    await srv?.stop();
    dir?.remove();
  });

  const ok = (m: Message) => expect(m.type, JSON.stringify(m)).toBe("ack");

  it("DE-ACT-4 DE-ACT-6 a 3-hex move charges 2 initiative on the tracker in the same intent; too far is refused", async () => {
    const options = { racelessBaseSpeed: 5 };
    const r = await post(`${srv.url}/api/tables`, {
      name: "Dock",
      ruleset: "dice-engine",
      gm: { name: "Gemma" },
      options,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const created = r.body as unknown as Created;
    gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    const o = diceEngine.parseOptions(options);
    for (const id of ["bruno", "wren"] as const)
      ok(await gm.intent({ type: "character.put", id, character: exampleCharacter(id, o) }));
    ok(
      await gm.intent({
        type: "action",
        action: "initiative",
        params: {
          participants: [
            { character: "bruno", initiative: 2 },
            { character: "wren", initiative: 9 },
          ],
        },
      }),
    );
    const grid = { kind: "hex-pointy", cols: 20, rows: 20, size: 40, offsetX: 0, offsetY: 0 };
    ok(await gm.intent({ type: "scene.create", name: "Dock", grid }));
    const all = () => gm.events().flatMap(eventsOf);
    const created1 = all().find((e) => e.type === "scene.created")!.scene as {
      id: string;
      grid: { cellDistance: number };
    };
    // The cell distance comes from the ruleset's geometry (1 m a hex).
    expect(created1.grid.cellDistance).toBe(1);
    const scene = created1.id;
    ok(await gm.intent({ type: "token.place", scene, character: "bruno", cell: { col: 2, row: 2 } }));
    const token = (all().find((e) => e.type === "token.placed")!.token as { id: string }).id;

    const east = [2, 3, 4, 5].map((col) => ({ col, row: 2 }));
    const moved = await gm.intent({ type: "token.move", scene, token, path: east });
    ok(moved);
    const [from, to] = moved.seq as [number, number];
    await gm.seen(to);
    const mine = gm
      .events()
      .filter((m) => (m.seq as number) >= from && (m.seq as number) <= to)
      .flatMap(eventsOf);
    const roll = mine.find((e) => e.type === "roll")?.roll as { outcome: Record<string, unknown> };
    expect(roll.outcome).toMatchObject({ cost: 2, initiative: 4 });
    expect(mine.find((e) => e.type === "token.moved")).toMatchObject({
      distance: 3,
      unit: "m",
      character: "bruno",
    });

    // Twelve hexes is more than one Move covers (speed 5 m, running): refused, saying why; the token stays.
    const far = Array.from({ length: 13 }, (_, i) => ({ col: 5 + i, row: 2 }));
    const refused = await gm.intent({ type: "token.move", scene, token, path: far });
    expect(refused).toMatchObject({ type: "error", code: "refused", path: ["path"] });
    expect(String(refused.message)).toMatch(/speed/);
  }, 60_000);
});
