// What the table server keeps from whom, and what it will not let anyone choose: dice an importer
// cannot foresee, one view of the table per member (live, resync and export alike), edits a player
// may make only where the ruleset allows, and text the store can hold. Real server, real WebSocket.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { Rng, rngSource, roll } from "../../src/dice/index.js";
import { registry } from "../../src/rulesets/index.js";
import { commitmentOf } from "../../src/server/index.js";
import { hashSecret, newSecret, type TableExport } from "../../src/store/index.js";
import { type Message, TestClient } from "./support/client.js";
import {
  type Created,
  character,
  checkOf,
  createTable,
  joinTable,
  pgliteDir,
  post,
  startTestServer,
  type TestServer,
} from "./support/harness.js";

type Ev = { type: string; [k: string]: unknown };

describe("secrecy at the table server", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let files = 0;

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer({ dataDir: dir.path });
  }, 120_000);

  afterAll(async () => {
    await srv?.stop();
    dir?.remove();
  });

  async function exportOf(tableId: string, token: string): Promise<TableExport> {
    const res = await fetch(`${srv.url}/api/tables/${tableId}/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as TableExport;
  }

  async function verify(x: unknown) {
    const file = join(dir.path, `export-${++files}.json`);
    writeFileSync(file, JSON.stringify(x));
    const json = bufferIo();
    const code = await main(["verify", file, "--json"], json);
    const text = bufferIo();
    await main(["verify", file], text);
    return { code, report: JSON.parse(json.stdout()) as Record<string, unknown>, text: text.stdout() };
  }

  const ack = (m: Message) => expect(m.type, JSON.stringify(m)).toBe("ack");

  async function headOf(c: TestClient): Promise<number> {
    const from = c.messages.length;
    c.send({ type: "ping", intentId: "head" });
    return (await c.next((m) => m.type === "pong", 10_000, from)).head as number;
  }

  it("an import with chosen secrets rolls on a fresh server seed; verify does not call the imported period verified", async () => {
    const created = await createTable(srv.url, "Forged");
    const forged = structuredClone(await exportOf(created.table.id, created.gm.token));
    // The importer picks the seed and its commitment, and a token of their own for the GM.
    const seed = "5eed".repeat(16);
    const commitment = commitmentOf(seed);
    forged.table.id = `${created.table.id}x`;
    const first = forged.events.find((e) => (e.event as Ev).type === "seedCommitted")!;
    (first.event as Ev).commitment = commitment;
    forged.seedPeriods[0]!.commitment = commitment;
    forged.secrets = { rng: Rng.fromSeed(seed).state(), seeds: [{ period: 1, seed }] };
    const secret = newSecret();
    forged.members[0]!.tokenHash = hashSecret(secret);
    const token = `${forged.members[0]!.id}.${secret}`;
    const imported = await post(`${srv.url}/api/tables/import`, forged);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);

    const gm = await TestClient.join(srv.wsUrl, forged.table.id, token);
    const welcome = gm.messages.find((m) => m.type === "welcome")!;
    expect(welcome.seed).toMatchObject({ period: 2 });
    expect((welcome.seed as { commitment: string }).commitment).not.toBe(commitment);
    const totals: number[] = [];
    for (let i = 0; i < 12; i++) {
      const m = await gm.intent({ type: "roll", notation: "d20" });
      ack(m);
      const [seq] = m.seq as number[];
      const e = await gm.next((x) => x.type === "event" && x.seq === seq);
      totals.push(((e.event as Ev).roll as { outcome: { total: number } }).outcome.total);
    }
    const foreseen = Rng.fromSeed(seed);
    const predicted = totals.map(() => roll("d20", rngSource(foreseen)).total);
    expect(totals).not.toEqual(predicted);
    ack(await gm.intent({ type: "seed.reveal" }));
    await gm.close();

    const { code, report, text } = await verify(await exportOf(forged.table.id, token));
    expect(code).toBe(0);
    const periods = report.periods as { period: number; origin: string; status: string; rolls: number }[];
    expect(periods[0]).toMatchObject({ period: 1, origin: "imported", status: "unverifiable" });
    expect(periods[1]).toMatchObject({ period: 2, origin: "server", status: "verified", rolls: 12 });
    expect(report.verifiedPeriods).toEqual([2]);
    expect(report.uncheckedPeriods).toEqual([1, 3]);
    expect(text).toMatch(/period 1 \(imported\): imported without a reveal/);
    expect(text).toMatch(/OK: every roll of period 2 re-derived from its seed; not checked: periods 1, 3/);
  });

  it("refuses an export whose seed periods are not the ones its log commits and reveals", async () => {
    const created = await createTable(srv.url, "Mismatched");
    const x = structuredClone(await exportOf(created.table.id, created.gm.token));
    x.table.id = `${created.table.id}y`;
    x.seedPeriods[0]!.commitment = commitmentOf("another seed");
    const r = await post(`${srv.url}/api/tables/import`, x);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: "invalid", path: ["seedPeriods", 0, "commitment"] });
  });

  it("a GM's export shows a player's self roll exactly as the live stream does: a placeholder", async () => {
    const created = await createTable(srv.url, "Self rolls");
    const ash = await joinTable(srv.url, created, "Ash");
    const gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    const p = await TestClient.join(srv.wsUrl, created.table.id, ash.token);
    ack(await p.intent(character("Wren")));
    const self = await p.intent({
      type: "roll",
      notation: "3d6",
      label: "whisper-label-77",
      visibility: "self",
    });
    ack(self);
    ack(
      await p.intent({
        ...{ type: "action", action: "check" },
        params: { actor: "wren", ability: "reflex", skill: "fighting", difficulty: "moderate" },
        visibility: "self",
      }),
    );
    const last = await p.intent({ type: "roll", notation: "d6" });
    ack(last);
    await gm.seen((last.seq as number[])[1]!);
    const x = await exportOf(created.table.id, created.gm.token);
    expect(JSON.stringify(x)).not.toContain("whisper-label-77");
    // Event by event, what the export shows the GM is what the GM was sent live.
    const live = new Map(gm.events().map((m) => [m.seq as number, m]));
    for (const r of x.events) {
      const m = live.get(r.seq)!;
      if (m.hidden) {
        expect(r, `seq ${r.seq}`).toMatchObject({ author: null, event: { type: "hidden" } });
      } else expect(r.event, `seq ${r.seq}`).toEqual(m.event);
    }
    const selfIntent = x.intents.find((i) => i.no === self.intent)!;
    expect(selfIntent).toMatchObject({ kind: "hidden", payload: null, author: null });
    // And the export still imports and verifies (the hidden intents are counted, not checked).
    const { report } = await verify(x);
    expect((report.periods as { hiddenIntents: number }[])[0]!.hiddenIntents).toBe(2);
    await Promise.all([gm.close(), p.close()]);
  });

  it("a player naming a hidden note gets the answer a made-up note gets (beat15 description notes)", async () => {
    const r = await post(`${srv.url}/api/tables`, {
      name: "Hidden notes",
      ruleset: "beat15",
      gm: { name: "Gemma" },
    });
    expect(r.status).toBe(201);
    const created = r.body as unknown as Created;
    const ash = await joinTable(srv.url, created, "Ash");
    const gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    const p = await TestClient.join(srv.wsUrl, created.table.id, ash.token);
    const b15 = registry.get("beat15");
    ack(
      await gm.intent({
        type: "character.create",
        id: "wren",
        method: "manual",
        input: b15.character.methods.manual!.example,
      }),
    );
    const check = await gm.intent({
      type: "action",
      action: "check",
      params: b15.actions.check!.examples[0],
      visibility: "gm",
    });
    ack(check);
    const [from, to] = check.seq as number[];
    // The roll and the note it opens are one group in the log: one place, one placeholder.
    const grouped = await gm.next((m) => m.type === "event" && (m.seq as number) >= from!);
    expect((grouped.event as Ev).type).toBe("group");
    const real = ((grouped.event as Ev).events as Ev[]).find((e) => e.type === "note.opened")!.id as string;
    await p.seen(to!);
    // The player saw only placeholders for the GM's check.
    expect(
      p
        .events()
        .filter((m) => (m.seq as number) >= from! && (m.seq as number) <= to!)
        .every((m) => m.hidden),
    ).toBe(true);
    const before = await headOf(p);
    const onReal = await p.intent({
      type: "action",
      action: "describe",
      params: { note: real, text: "It creaks." },
    });
    const onMadeUp = await p.intent({
      type: "action",
      action: "describe",
      params: { note: "describe-404-1", text: "It creaks." },
    });
    expect(onReal.type).toBe("error");
    expect({ code: onReal.code, path: onReal.path }).toEqual({ code: onMadeUp.code, path: onMadeUp.path });
    expect(onReal.message).toBe((onMadeUp.message as string).replace("describe-404-1", real));
    expect(await headOf(p)).toBe(before);
    // The GM, who sees it, settles it.
    ack(await gm.intent({ type: "action", action: "describe", params: { note: real, text: "It creaks." } }));
    await Promise.all([gm.close(), p.close()]);
  });

  it("one placeholder per hidden intent, whatever its events: a hidden check that opens a dilemma looks like one that does not (L13-EXPL-12)", async () => {
    const created = await createTable(srv.url, "Hidden checks");
    const ash = await joinTable(srv.url, created, "Ash");
    const gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    const p = await TestClient.join(srv.wsUrl, created.table.id, ash.token);
    ack(await gm.intent({ ...character("Goon"), owner: null }));
    let dilemma: string | null = null;
    const checks: number[] = [];
    for (let i = 0; i < 150 && dilemma === null; i++) {
      const m = await gm.intent({ ...checkOf("goon"), visibility: "gm" });
      ack(m);
      checks.push(m.intent as number);
      const [from, to] = m.seq as number[];
      await gm.seen(to!);
      for (const e of gm.events().filter((x) => (x.seq as number) >= from! && (x.seq as number) <= to!)) {
        const inner = (e.event as Ev).type === "group" ? ((e.event as Ev).events as Ev[]) : [e.event as Ev];
        const note = inner.find((x) => x.type === "note.opened");
        if (note) dilemma = note.id as string;
      }
    }
    expect(dilemma, "no hidden check imploded in 150 tries").not.toBeNull();
    const last = await gm.intent({ type: "roll", notation: "d6" });
    await p.seen((last.seq as number[])[0]!);
    // The player got exactly one frame for each hidden check, dilemma or not, and nothing in it.
    for (const no of checks) {
      const frames = p.events().filter((m) => m.intent === no);
      expect(frames, `intent ${no}`).toHaveLength(1);
      expect(Object.keys(frames[0]!).sort()).toEqual(["hidden", "intent", "seq", "type"]);
    }
    // Sequence numbers the player sees move on by one per hidden check.
    const seqs = p
      .events()
      .filter((m) => checks.includes(m.intent as number))
      .map((m) => m.seq as number);
    expect(seqs.every((s, i) => i === 0 || s === seqs[i - 1]! + 1)).toBe(true);
    // And asking to settle it answers as for a dilemma that does not exist.
    const real = await p.intent({
      type: "action",
      action: "resolveDilemma",
      params: { id: dilemma, description: "x" },
    });
    const madeUp = await p.intent({
      type: "action",
      action: "resolveDilemma",
      params: { id: "dilemma-9999-1", description: "x" },
    });
    expect(real.type).toBe("error");
    expect({ code: real.code, path: real.path }).toEqual({ code: madeUp.code, path: madeUp.path });
    ack(
      await gm.intent({
        type: "action",
        action: "resolveDilemma",
        params: { id: dilemma, description: "The rope frays." },
      }),
    );
    // A resync gives the player the same single placeholders.
    const again = await TestClient.join(srv.wsUrl, created.table.id, ash.token);
    for (const no of checks) expect(again.events().filter((m) => m.intent === no)).toHaveLength(1);
    await Promise.all([gm.close(), p.close(), again.close()]);
  });

  /** Lucky 13's rewards, dice and standing: what the GM-only actions guard. */
  function cheat(data: Record<string, unknown>) {
    const d12 = (o: Record<string, unknown>) => Object.fromEntries(Object.keys(o).map((k) => [k, "d12"]));
    return {
      ...data,
      ap: 9999,
      abilities: d12(data.abilities as Record<string, unknown>),
      skills: d12(data.skills as Record<string, unknown>),
      reputation: 5,
    };
  }

  async function seatedPlayer(created: Created) {
    const ash = await joinTable(srv.url, created, "Ash");
    const gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    const p = await TestClient.join(srv.wsUrl, created.table.id, ash.token);
    ack(await p.intent(character("Wren")));
    const added = await gm.next(
      (m) => m.type === "event" && (m.event as Ev | undefined)?.type === "character.added",
    );
    const data = ((added.event as Ev).character as { data: Record<string, unknown> }).data;
    return { gm, p, data };
  }

  it("a player's character.put may change the name and notes, not points, dice or reputation; the GM's may", async () => {
    const created = await createTable(srv.url, "Edits");
    const { gm, p, data } = await seatedPlayer(created);
    const before = await headOf(p);
    const refused = await p.intent({ type: "character.put", id: "wren", character: cheat(data) });
    expect(refused).toMatchObject({ type: "error", code: "forbidden" });
    expect((refused.path as string[])[0]).toBe("character");
    for (const [key, value] of [
      ["ap", 9999],
      ["reputation", 5],
    ] as const) {
      const one = await p.intent({ type: "character.put", id: "wren", character: { ...data, [key]: value } });
      expect(one).toMatchObject({ type: "error", code: "forbidden", path: ["character", key] });
    }
    const dice = await p.intent({
      type: "character.put",
      id: "wren",
      character: { ...data, abilities: cheat(data).abilities },
    });
    expect(dice).toMatchObject({ type: "error", code: "forbidden", path: ["character", "abilities"] });
    // A new character from a file would skip the creation method's budget.
    const fresh = await p.intent({ type: "character.put", id: "wren2", character: cheat(data) });
    expect(fresh).toMatchObject({ type: "error", code: "forbidden" });
    expect(await headOf(p)).toBe(before);
    ack(
      await p.intent({
        type: "character.put",
        id: "wren",
        character: { ...data, name: "Wren the Bold", notes: "likes rain" },
      }),
    );
    ack(await gm.intent({ type: "character.put", id: "wren", character: cheat(data) }));
    await Promise.all([gm.close(), p.close()]);
  });

  it("with the table's free editing on, the same edit by the player goes through", async () => {
    const r = await post(`${srv.url}/api/tables`, {
      name: "Free edits",
      ruleset: "lucky13",
      settings: { freeCharacterEditing: true },
      gm: { name: "Gemma" },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const { gm, p, data } = await seatedPlayer(r.body as unknown as Created);
    ack(await p.intent({ type: "character.put", id: "wren", character: cheat(data) }));
    await Promise.all([gm.close(), p.close()]);
  });

  it("a player spends earned points through character.advance, priced by the server; only the GM awards", async () => {
    const created = await createTable(srv.url, "Advance");
    const { gm, p, data } = await seatedPlayer(created);
    const ap = data.ap as number;
    // Not enough points: the ruleset's own price refuses it, and nothing is committed.
    const before = await headOf(p);
    const poor = await p.intent({ type: "character.advance", id: "wren", buy: ["ability:pulse"] });
    expect(poor).toMatchObject({ type: "error", code: "refused" });
    const award = await p.intent({
      type: "character.advance",
      id: "wren",
      buy: [],
      award: { amount: 9999, reason: "self-service" },
    });
    expect(award).toMatchObject({ type: "error", code: "forbidden", path: ["award"] });
    expect(await headOf(p)).toBe(before);
    ack(
      await gm.intent({
        type: "character.advance",
        id: "wren",
        buy: [],
        award: { amount: 40, reason: "the mine job" },
      }),
    );
    ack(
      await p.intent({
        type: "character.advance",
        id: "wren",
        buy: ["ability:pulse"],
        betweenAdventures: true,
      }),
    );
    const changed = await gm.next(
      (m) =>
        m.type === "event" &&
        (m.event as Ev | undefined)?.type === "character.changed" &&
        (m.event as { changes?: string[] }).changes?.some((c) => /pulse/i.test(c)) === true,
    );
    const after = (changed.event as { data: Record<string, unknown> }).data;
    expect((after.abilities as Record<string, string>).pulse).not.toBe(
      (data.abilities as Record<string, string>).pulse,
    );
    expect(after.ap as number).toBeLessThan(ap + 40);
    // Somebody else's character is not theirs to advance.
    const bo = await joinTable(srv.url, created, "Bo");
    const other = await TestClient.join(srv.wsUrl, created.table.id, bo.token);
    const theirs = await other.intent({ type: "character.advance", id: "wren", buy: ["ability:pulse"] });
    expect(theirs).toMatchObject({ type: "error", code: "forbidden", path: ["id"] });
    await Promise.all([gm.close(), p.close(), other.close()]);
  });

  it("refuses text the store cannot hold (NUL, lone surrogates) by field, over the WebSocket and HTTP, committing nothing", async () => {
    const created = await createTable(srv.url, "Text");
    const ash = await joinTable(srv.url, created, "Ash");
    const p = await TestClient.join(srv.wsUrl, created.table.id, ash.token);
    ack(await p.intent(character("Wren")));
    const before = await headOf(p);
    for (const bad of ["nul\u0000here", "half \ud800 a pair", "\udc00 low first"]) {
      const cases: [Record<string, unknown>, (string | number)[]][] = [
        [{ type: "roll", notation: "d6", label: bad }, ["label"]],
        [{ type: "roll", notation: bad }, ["notation"]],
        [{ ...character("Kestrel"), input: { name: bad, assignment: {} } }, ["input", "name"]],
        [{ type: "character.put", id: "wren", character: { name: bad } }, ["character", "name"]],
        [
          {
            type: "action",
            action: "check",
            params: { actor: "wren", ability: "reflex", skill: bad, difficulty: "moderate" },
          },
          ["params", "skill"],
        ],
        [{ type: "action", action: "check", params: { [bad]: 1 } }, ["params", bad]],
      ];
      for (const [message, path] of cases) {
        const m = await p.intent(message);
        expect(m, JSON.stringify(message)).toMatchObject({ type: "error", code: "invalid", path });
      }
      const t = await post(`${srv.url}/api/tables`, { name: bad, ruleset: "lucky13", gm: { name: "G" } });
      expect(t.status).toBe(400);
      expect(t.body.error).toMatchObject({ code: "invalid", path: ["name"] });
      const g = await post(`${srv.url}/api/tables`, { name: "T", ruleset: "lucky13", gm: { name: bad } });
      expect(g.body.error).toMatchObject({ code: "invalid", path: ["gm", "name"] });
      const j = await post(`${srv.url}/api/tables/${created.table.id}/join`, {
        invite: created.invite.code,
        name: bad,
      });
      expect(j.status).toBe(400);
      expect(j.body.error).toMatchObject({ code: "invalid", path: ["name"] });
    }
    const x = structuredClone(await exportOf(created.table.id, created.gm.token));
    x.table.id = `${created.table.id}z`;
    x.table.name = "bad\u0000name";
    const i = await post(`${srv.url}/api/tables/import`, x);
    expect(i.status).toBe(400);
    expect(i.body.error).toMatchObject({ code: "invalid", path: ["table", "name"] });
    expect(await headOf(p)).toBe(before);
    await p.close();
  });
});
