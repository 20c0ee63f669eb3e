// Verifiable dice: the seed of each period is committed by its hash before its first roll; after
// the GM reveals it, `tabula verify` re-derives every roll of the period from it. The table's
// generator is kept in the store, so rolls carry on across a restart within one period.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { commitmentOf } from "../../src/server/index.js";
import { TestClient } from "./support/client.js";
import {
  type Created,
  character,
  checkOf,
  createTable,
  joinTable,
  pgliteDir,
  startTestServer,
} from "./support/harness.js";

type Export = {
  events: { seq: number; event: { type: string; roll?: { dice: { faces: number[]; value: number }[] } } }[];
  seedPeriods: { period: number; commitment: string; seed: string | null }[];
};

describe("verifiable dice", () => {
  let dir: { path: string; remove(): void };
  let created: Created;
  let exported: Export;
  let files = 0;

  async function play(url: string, wsUrl: string, token: string, playerToken: string) {
    const ok = (m: Record<string, unknown>) => expect(m.type, JSON.stringify(m)).toBe("ack");
    const gm = await TestClient.join(wsUrl, created.table.id, token);
    const p = await TestClient.join(wsUrl, created.table.id, playerToken);
    for (let i = 0; i < 5; i++) {
      ok(await p.intent(checkOf("wren")));
      ok(await p.intent({ type: "roll", notation: "3d6!", visibility: "self" }));
      ok(await gm.intent({ type: "roll", notation: "d20+d%", visibility: "gm" }));
      ok(
        await gm.intent({ type: "action", action: "attack", params: { attacker: "goon", defender: "wren" } }),
      );
      ok(await gm.intent({ type: "action", action: "heal", params: { target: "wren", amount: 100 } }));
    }
    ok(await gm.intent({ type: "undo" }));
    await Promise.all([gm.close(), p.close()]);
    void url;
  }

  beforeAll(async () => {
    dir = await pgliteDir();
    let srv = await startTestServer({ dataDir: dir.path });
    created = await createTable(srv.url);
    const player = await joinTable(srv.url, created, "Ash");
    const gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    const p = await TestClient.join(srv.wsUrl, created.table.id, player.token);
    expect((await p.intent(character("Wren"))).type).toBe("ack");
    expect(
      (await gm.intent({ type: "character.create", id: "goon", method: "random", input: { name: "Goon" } }))
        .type,
    ).toBe("ack");
    const commitment = (gm.messages.find((m) => m.type === "welcome")!.seed as { commitment: string })
      .commitment;
    await Promise.all([gm.close(), p.close()]);
    await play(srv.url, srv.wsUrl, created.gm.token, player.token);
    // A restart in the middle of the period: the rolls must carry on from the stored generator.
    await srv.stop();
    srv = await startTestServer({ dataDir: dir.path });
    await play(srv.url, srv.wsUrl, created.gm.token, player.token);
    const g = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    const reveal = await g.intent({ type: "seed.reveal" });
    expect(reveal.type).toBe("ack");
    const revealed = await g.next(
      (m) => m.type === "event" && (m.event as { type: string } | undefined)?.type === "seedRevealed",
    );
    const ev = revealed.event as { period: number; seed: string; commitment: string };
    expect(ev).toMatchObject({ period: 1, commitment });
    expect(commitmentOf(ev.seed)).toBe(commitment);
    await g.close();
    await play(srv.url, srv.wsUrl, created.gm.token, player.token);
    const res = await fetch(`${srv.url}/api/tables/${created.table.id}/export`, {
      headers: { authorization: `Bearer ${created.gm.token}` },
    });
    exported = (await res.json()) as Export;
    await srv.stop();
  });

  afterAll(() => dir?.remove());

  function verify(x: unknown) {
    const file = join(dir.path, `export-${++files}.json`);
    writeFileSync(file, JSON.stringify(x));
    const io = bufferIo();
    return main(["verify", file, "--json"], io).then((code) => ({
      code,
      report: JSON.parse(io.stdout()) as {
        ok: boolean;
        periods: {
          period: number;
          hiddenIntents: number;
          seedKnown: boolean;
          commitmentOk: boolean;
          rolls: number;
          verifiedRolls: number;
        }[];
        mismatches: { seq: number; kind: string }[];
        uncheckedRolls: number;
      },
    }));
  }

  it("re-derives every roll of the revealed period, across a restart, and leaves the secret one unchecked", async () => {
    const { code, report } = await verify(exported);
    expect(code).toBe(0);
    expect(report.ok).toBe(true);
    const [p1, p2] = report.periods;
    expect(p1).toMatchObject({ period: 1, seedKnown: true, commitmentOk: true });
    // The player's self rolls are placeholders in the GM's export: not re-derived, the rest are.
    expect(p1!.rolls).toBeGreaterThanOrEqual(30);
    expect(p1!.hiddenIntents).toBe(10);
    expect(p1!.verifiedRolls).toBe(p1!.rolls);
    expect(p2).toMatchObject({ period: 2, seedKnown: false });
    expect(report.uncheckedRolls).toBe(p2!.rolls);
    expect(exported.seedPeriods[1]!.seed).toBeNull();
  });

  it("reports a roll changed after the fact", async () => {
    const tampered = structuredClone(exported);
    const roll = tampered.events.find(
      (e) =>
        e.event.type === "roll" && e.event.roll!.dice.some((d) => d.faces.length === 1 && d.faces[0]! < 6),
    )!;
    const die = roll.event.roll!.dice.find((d) => d.faces.length === 1 && d.faces[0]! < 6)!;
    die.faces[0] = die.faces[0]! + 1;
    const { code, report } = await verify(tampered);
    expect(code).toBe(1);
    expect(report.mismatches).toEqual([expect.objectContaining({ seq: roll.seq, kind: "events" })]);
  });

  it("still verifies an export from before a creation's dice went to the log", async () => {
    type Legacy = Export & { table: { head: number }; intents: { firstSeq: number; eventCount: number }[] };
    const legacy = structuredClone(exported) as Legacy;
    const at = legacy.events.findIndex(
      (e) =>
        e.event.type === "roll" && (e.event.roll as { action?: string } | undefined)?.action === "create",
    );
    expect(at).toBeGreaterThan(-1);
    legacy.events.splice(at, 1);
    legacy.table.head--;
    legacy.events.forEach((e, k) => {
      e.seq = k + 1;
    });
    for (const it of legacy.intents) {
      if (it.firstSeq - 1 > at) it.firstSeq--;
      else if (at < it.firstSeq - 1 + it.eventCount) it.eventCount--;
    }
    const { code, report } = await verify(legacy);
    expect(report.mismatches).toEqual([]);
    expect(code).toBe(0);
  });

  it("reports a revealed seed that does not match its commitment", async () => {
    const tampered = structuredClone(exported);
    const reveal = tampered.events.find((e) => e.event.type === "seedRevealed")!;
    (reveal.event as unknown as { seed: string }).seed = "0".repeat(64);
    tampered.seedPeriods[0]!.seed = "0".repeat(64);
    const { code, report } = await verify(tampered);
    expect(code).toBe(1);
    expect(report.mismatches[0]).toMatchObject({ kind: "commitment" });
    expect(report.periods[0]).toMatchObject({ commitmentOk: false });
  });

  it("does not take a seed the export lists but its log never revealed", async () => {
    const tampered = structuredClone(exported);
    tampered.seedPeriods[0]!.seed = "0".repeat(64);
    const { code, report } = await verify(tampered);
    expect(code).toBe(1);
    expect(report.mismatches[0]).toMatchObject({ kind: "commitment", period: 1 });
  });

  it("prints a readable report and refuses a file that is not an export", async () => {
    const file = join(dir.path, "plain.json");
    writeFileSync(file, JSON.stringify(exported));
    const io = bufferIo();
    expect(await main(["verify", file], io)).toBe(0);
    expect(io.stdout()).toMatch(
      /period 1: seed revealed and matches its commitment; (\d+) of \1 rolls re-derived exactly/,
    );
    expect(io.stdout()).toMatch(/period 2: seed not revealed/);
    writeFileSync(file, JSON.stringify({ format: "nope" }));
    const bad = bufferIo();
    expect(await main(["verify", file], bad)).toBe(2);
    expect(bad.stderr()).toMatch(/format/);
  });
});
