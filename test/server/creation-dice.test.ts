// The dice a creation method throws go to the table's log beside the new character, as the Lucky 13
// and Objects builders tell the player (issue 16): a Lucky 13 "random" character's five d100s
// (L13-ABIL-7) arrive as one roll naming the character, each face matching the ability die it gave;
// a secret NPC's creation dice reach the GM only.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./support/client.js";
import {
  type Created,
  createTable,
  joinTable,
  pgliteDir,
  startTestServer,
  type TestServer,
} from "./support/harness.js";

interface RollEvent {
  type: "roll";
  roll: { action: string; actor: string; summary: string; dice: { sides: number; value: number }[] };
}

/** The last sequence number an ack names (one intent may commit several events). */
const lastSeq = (ack: Record<string, unknown>) =>
  Array.isArray(ack.seq) ? Math.max(...ack.seq) : Number(ack.seq);

/** L13-ABIL-7: the d100 bands of the ability table. */
const band = (n: number) => (n <= 20 ? "d4" : n <= 40 ? "d6" : n <= 60 ? "d8" : n <= 80 ? "d10" : "d12");

describe("creation dice in the log", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let created: Created;
  let gm: TestClient;
  let player: TestClient;

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer({ dataDir: dir.path });
    created = await createTable(srv.url, "Creation dice");
    const p = await joinTable(srv.url, created, "Pip");
    gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    player = await TestClient.join(srv.wsUrl, created.table.id, p.token);
  });

  afterAll(async () => {
    await Promise.all([gm, player].map((c) => c?.close()));
    await srv?.stop();
    dir?.remove();
  });

  const rollsOf = (c: TestClient, actor: string) =>
    c
      .events()
      .map((m) => m.event as RollEvent | undefined)
      .filter((e): e is RollEvent => e?.type === "roll" && e.roll.actor === actor);

  it("L13-ABIL-7: a random character's five d100s are logged with it, each face giving its ability die", async () => {
    const ack = await player.intent({
      type: "character.create",
      id: "wren",
      method: "random",
      input: { name: "Wren" },
    });
    expect(ack.type).toBe("ack");
    await player.seen(lastSeq(ack));
    await gm.seen(lastSeq(ack));
    for (const c of [player, gm]) {
      const [roll] = rollsOf(c, "wren");
      expect(roll?.roll.action).toBe("create");
      expect(roll?.roll.summary).toContain("Wren's creation dice");
      // Five d100s for the abilities first; the table's skill method may roll more after them.
      expect(roll?.roll.dice.slice(0, 5).map((d) => d.sides)).toEqual([100, 100, 100, 100, 100]);
    }
    const added = player.events().find((m) => (m.event as { type?: string }).type === "character.added");
    expect(added).toBeDefined();
    const abilities = (added!.event as { character: { data: { abilities: Record<string, string> } } })
      .character.data.abilities;
    const faces = rollsOf(player, "wren")[0]!
      .roll.dice.slice(0, 5)
      .map((d) => d.value);
    // In the book's order: will, charm, pulse, intellect, reflex.
    expect(["will", "charm", "pulse", "intellect", "reflex"].map((a) => abilities[a])).toEqual(
      faces.map(band),
    );
  });

  it("keeps a secret NPC's creation dice from the players", async () => {
    const ack = await gm.intent({
      type: "character.create",
      id: "grax",
      method: "random",
      input: { name: "Grax" },
      owner: null,
      secret: { show: "nothing" },
    });
    if (ack.type !== "ack") return expect.unreachable(JSON.stringify(ack));
    await gm.seen(lastSeq(ack));
    // A roll of the player's own after it: once it is back, everything before it has been sent.
    const mine = await player.intent({ type: "roll", notation: "1d6" });
    if (mine.type !== "ack") return expect.unreachable(JSON.stringify(mine));
    await player.seen(lastSeq(mine));
    expect(rollsOf(gm, "grax")[0]?.roll.dice.length).toBeGreaterThanOrEqual(5);
    expect(rollsOf(player, "grax").filter((r) => (r.roll.dice ?? []).length > 0)).toEqual([]);
  });
});
