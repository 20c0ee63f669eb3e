// A table that plays a derived ruleset, on a real server over a real PGlite store: POST /api/tables
// takes an inline overlay, the store keeps it with the table, and a server started afresh on the
// same data rebuilds the ruleset from it, so the renamed ability still works after a restart.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../src/rulesets/index.js";
import { verifyExport } from "../../src/server/verify.js";
import { TestClient } from "../server/support/client.js";
import { joinTable, pgliteDir, post, startTestServer, type TestServer } from "../server/support/harness.js";
import { grit } from "./helpers.js";

interface Created {
  table: { id: string; name: string; ruleset: string; overlay?: { id: string; name: string } };
  gm: { id: string; token: string };
}

/** The summary of the roll an acknowledged intent committed. */
async function rollSummary(c: TestClient, ack: Record<string, unknown>): Promise<string> {
  const [from, to] = ack.seq as [number, number];
  await c.seen(to);
  const roll = c
    .events()
    .filter((m) => (m.seq as number) >= from && (m.seq as number) <= to)
    .map((m) => m.event as { type: string; roll?: { summary: string } })
    .find((e) => e.type === "roll");
  return roll!.roll!.summary;
}

describe("a table playing the Grit overlay", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let created: Created;

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer({ dataDir: dir.path });
  });

  afterAll(async () => {
    await srv?.stop();
    dir?.remove();
  });

  it("is created from an inline overlay and stored with it", async () => {
    const r = await post(`${srv.url}/api/tables`, {
      name: "The mine",
      overlay: grit(),
      gm: { name: "Gemma" },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    created = r.body as unknown as Created;
    expect(created.table).toMatchObject({
      name: "The mine",
      ruleset: "lucky13",
      overlay: { id: "grit", name: "Grit" },
    });
    const loaded = await srv.store.loadTable(created.table.id);
    expect(loaded!.table.ruleset).toBe("lucky13");
    expect(loaded!.table.overlay).toMatchObject({
      base: "lucky13",
      id: "grit",
      options: { hpPerPulseDie: 8 },
    });
    expect((loaded!.table.options as { hpPerPulseDie: number }).hpPerPulseDie).toBe(8);
  });

  it("plays with Grit: characters built in the overlay's words, rolls that say Grit", async () => {
    const gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    const made = await gm.intent({
      type: "character.create",
      id: "wren",
      owner: null,
      method: "balanced",
      input: {
        name: "Wren",
        assignment: { will: "d6", charm: "d6", grit: "d10", intellect: "d4", reflex: "d8" },
      },
    });
    expect(made.type, JSON.stringify(made)).toBe("ack");
    const check = await gm.intent({
      type: "action",
      action: "check",
      params: { actor: "wren", ability: "Grit", skill: "fighting", difficulty: "moderate" },
    });
    expect(check.type, JSON.stringify(check)).toBe("ack");
    expect(await rollSummary(gm, check)).toMatch(/^Wren's Grit \+ Fighting check/);

    // A player may spend their own character's points, as in Lucky 13: the base's permissions apply.
    const member = await joinTable(srv.url, created as never, "Ash");
    const ash = await TestClient.join(srv.wsUrl, created.table.id, member.token);
    const own = await ash.intent({
      type: "character.create",
      id: "kestrel",
      method: "balanced",
      input: {
        name: "Kestrel",
        assignment: { will: "d6", charm: "d6", grit: "d8", intellect: "d4", reflex: "d10" },
      },
    });
    expect(own.type, JSON.stringify(own)).toBe("ack");
    const award = await gm.intent({
      type: "action",
      action: "award",
      params: { actor: "kestrel", amount: 40, reason: "the mine job" },
    });
    expect(award.type, JSON.stringify(award)).toBe("ack");
    // Buying rolls nothing, so only the base's list of player actions lets the player do it.
    const bought = await ash.intent({
      type: "action",
      action: "buy",
      params: { actor: "kestrel", purchases: [{ kind: "raiseAbility", ability: "Grit" }] },
    });
    expect(bought.type, JSON.stringify(bought)).toBe("ack");
    await Promise.all([gm.close(), ash.close()]);
  });

  it("rebuilds the ruleset from the stored overlay when a new server loads the table", async () => {
    await srv.stop();
    srv = await startTestServer({ dataDir: dir.path });
    const gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    const check = await gm.intent({
      type: "action",
      action: "check",
      params: { actor: "wren", ability: "grit", skill: "fighting", difficulty: "easy" },
    });
    expect(check.type, JSON.stringify(check)).toBe("ack");
    expect(await rollSummary(gm, check)).toContain("Grit + Fighting");
    const damage = await gm.intent({
      type: "action",
      action: "damage",
      params: { target: "wren", amount: 9 },
    });
    expect(damage.type).toBe("ack");
    await gm.close();
  });

  it("exports the overlay with the table, and the export replays", async () => {
    const res = await fetch(`${srv.url}/api/tables/${created.table.id}/export`, {
      headers: { authorization: `Bearer ${created.gm.token}` },
    });
    const x = (await res.json()) as { table: { ruleset: string; overlay: { id: string } } };
    expect(x.table.ruleset).toBe("lucky13");
    expect(x.table.overlay.id).toBe("grit");
    // `tabula verify` replays the export with the ruleset rebuilt from its overlay.
    const report = verifyExport(registry, x);
    expect(report.mismatches).toEqual([]);
  });

  it("refuses a bad overlay, naming the field inside `overlay`", async () => {
    const bad = { ...grit(), rename: { abilities: { pulsee: "Grit" } } };
    const r = await post(`${srv.url}/api/tables`, { name: "Bad", overlay: bad, gm: { name: "Gemma" } });
    expect(r.status).toBe(400);
    const error = r.body.error as { code: string; path: unknown[]; message: string };
    expect(error.path).toEqual(["overlay", "rename", "abilities", "pulsee"]);
    expect(error.message).toContain("will, charm, pulse, intellect, reflex");
  });

  it("refuses a ruleset that is not the overlay's base, and a table with neither", async () => {
    const wrong = await post(`${srv.url}/api/tables`, {
      name: "Wrong",
      ruleset: "objects",
      overlay: grit(),
      gm: { name: "Gemma" },
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body.error as { path: unknown[] }).path).toEqual(["ruleset"]);
    const none = await post(`${srv.url}/api/tables`, { name: "None", gm: { name: "Gemma" } });
    expect(none.status).toBe(400);
    expect((none.body.error as { path: unknown[] }).path).toEqual(["ruleset"]);
  });
});
