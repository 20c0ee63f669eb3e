// Chat, whispers, /roll, inline rolls, saved rolls and the table's dice dialect, over real
// WebSockets against a real server on PGlite: a GM and two players, every frame each receives
// checked for what it may hold (live, on resync and in an export).

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { exportFor } from "../../src/server/visibility.js";
import type { TableExport } from "../../src/store/index.js";
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

type Ev = { type: string; [k: string]: unknown };

const PG = await postgresReachable();
if (!PG) console.warn(skipMessage("chat on PostgreSQL"));

// PGlite, and the real PostgreSQL (in a schema of its own): the whisper's visibility is stored by
// migration 4's check on both.
describe.each([
  { backend: "pglite", skip: false },
  { backend: "postgres", skip: !PG },
])("chat at the table server ($backend)", ({ backend, skip }) => {
  if (skip) return it.skip(skipMessage("chat on PostgreSQL"), () => {});
  const schema = uniqueName("tabula_chat");
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let created: Created;
  let gm: TestClient;
  let ash: TestClient;
  let bo: TestClient;
  let ids: { gm: string; ash: string; bo: string };
  let tokens: { gm: string; ash: string; bo: string };

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer(
      backend === "postgres" ? { databaseUrl: POSTGRES_URL, schema } : { dataDir: dir.path },
    );
    created = await createTable(srv.url, "Chat night");
    const a = await joinTable(srv.url, created, "Ash");
    const b = await joinTable(srv.url, created, "Bo");
    ids = { gm: created.gm.id, ash: a.id, bo: b.id };
    tokens = { gm: created.gm.token, ash: a.token, bo: b.token };
    gm = await TestClient.join(srv.wsUrl, created.table.id, tokens.gm);
    ash = await TestClient.join(srv.wsUrl, created.table.id, tokens.ash);
    bo = await TestClient.join(srv.wsUrl, created.table.id, tokens.bo);
    ack(await ash.intent(character("Wren")));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([gm, ash, bo].map((c) => c?.close()));
    await srv?.stop();
    dir?.remove();
    if (backend === "postgres") await dropSchema(schema);
  });

  const ack = (m: Message) => expect(m.type, JSON.stringify(m)).toBe("ack");

  /** The frame `c` got for `seq`, once it arrives. */
  const frame = (c: TestClient, seq: number) => c.next((m) => m.type === "event" && m.seq === seq);
  const seqOf = (m: Message) => (m.seq as number[])[0]!;

  it("a message in character is everyone's; speaking as another member's character is refused", async () => {
    const m = await ash.intent({ type: "chat", text: "I *draw* my **sword**", as: "wren" });
    ack(m);
    for (const c of [gm, ash, bo]) {
      const f = await frame(c, seqOf(m));
      expect(f.event).toMatchObject({
        type: "chat",
        as: "wren",
        speaker: "Wren",
        text: "I *draw* my **sword**",
      });
      expect(f.visibility).toBe("public");
    }
    const not = await bo.intent({ type: "chat", text: "I am Wren", as: "wren" });
    expect(not).toMatchObject({ type: "error", code: "forbidden", path: ["as"] });
    // The GM may speak for anyone.
    ack(await gm.intent({ type: "chat", text: "Wren hesitates.", as: "wren" }));
  });

  it("a whisper reaches its sender, its recipient and the GM; the other player gets a bare placeholder, live, on resync and in an export", async () => {
    const secret = "the-password-is-swordfish";
    const m = await ash.intent({ type: "chat", text: `psst: ${secret}`, to: [ids.bo] });
    ack(m);
    const seq = seqOf(m);
    for (const c of [ash, bo, gm]) {
      const f = await frame(c, seq);
      expect(f.event).toMatchObject({ type: "chat", text: `psst: ${secret}`, to: [ids.bo] });
      expect(f.visibility).toBe(`whisper:${ids.bo}`);
    }
    // Bo whispers back to Ash only: now Bo is the sender, Ash the recipient, and the GM still reads it.
    const back = await bo.intent({ type: "chat", text: `got ${secret}`, to: [ids.ash] });
    ack(back);
    expect((await frame(gm, seqOf(back))).event).toMatchObject({ text: `got ${secret}` });

    // A third member: joined now, resynced from zero, never sees either whisper.
    const cy = await joinTable(srv.url, created, "Cy");
    const c = await TestClient.join(srv.wsUrl, created.table.id, cy.token);
    for (const s of [seq, seqOf(back)])
      expect(await frame(c, s)).toEqual({ type: "event", seq: s, intent: expect.any(Number), hidden: true });
    expect(c.raw.join("\n")).not.toContain(secret);
    await c.close();
    // Exports are the GM's (who reads whispers); the view of one for a player is visibility.ts's.
    const res = await fetch(`${srv.url}/api/tables/${created.table.id}/export`, {
      headers: { authorization: `Bearer ${tokens.gm}` },
    });
    const full = (await res.json()) as TableExport;
    expect(JSON.stringify(full)).toContain(secret);
    const x = exportFor(full, { id: cy.id, role: "player" });
    expect(JSON.stringify(x)).not.toContain(secret);
    expect(x.events.find((e) => e.seq === seq)).toMatchObject({ event: { type: "hidden" }, author: null });
    const forAsh = exportFor(full, { id: ids.ash, role: "player" });
    expect(forAsh.events.find((e) => e.seq === seq)?.event).toMatchObject({ type: "chat" });
  });

  it("whisper recipients must be members of the table, looked up as own entries", async () => {
    for (const to of [["nobody"], ["__proto__"], ["constructor"]]) {
      const r = await ash.intent({ type: "chat", text: "hello?", to });
      expect(r).toMatchObject({ type: "error", code: "not_found", path: ["to", 0] });
    }
    expect(await ash.intent({ type: "chat", text: "to me", to: [ids.ash] })).toMatchObject({
      type: "error",
      code: "invalid",
      path: ["to"],
    });
  });

  it("text is checked: NUL, a lone surrogate, an empty or overlong message, an unknown command", async () => {
    const cases: [string, string][] = [
      ["a\u0000b", "U+0000"],
      ["half \ud83d", "surrogate"],
      ["   ", "empty"],
      ["x".repeat(2001), "2000"],
      ["/shout hello", "unknown command"],
    ];
    for (const [text, says] of cases) {
      const r = await ash.intent({ type: "chat", text });
      expect(r.type, text).toBe("error");
      expect(r.path).toEqual(["text"]);
      expect(String(r.message)).toContain(says);
    }
  });

  it("/roll NOTATION label rolls on the server; /gmroll is the GM's and the roller's", async () => {
    const m = await ash.intent({ type: "chat", text: "/roll 2d6 + 3 Sword attack", as: "wren" });
    ack(m);
    const f = await frame(bo, seqOf(m));
    const roll = (f.event as Ev).roll as {
      outcome: { notation: string; total: number; label: string };
      dice: unknown[];
      summary: string;
    };
    expect(roll.outcome).toMatchObject({ notation: "2d6 + 3", label: "Sword attack" });
    expect(roll.dice).toHaveLength(2);
    expect(roll.outcome.total).toBeGreaterThanOrEqual(5);
    expect(roll.outcome.total).toBeLessThanOrEqual(15);
    expect(roll.summary).toMatch(/^Wren rolls 2d6 \+ 3 \(Sword attack\): \d+$/);

    const g = await ash.intent({ type: "chat", text: "/gmroll 1d20 stealth" });
    ack(g);
    expect((await frame(gm, seqOf(g))).event).toMatchObject({
      type: "roll",
      roll: { outcome: { label: "stealth" } },
    });
    expect(await frame(bo, seqOf(g))).toMatchObject({ hidden: true });
    expect(await frame(ash, seqOf(g))).toMatchObject({ visibility: "gm" });

    const bad = await ash.intent({ type: "chat", text: "/roll 2d" });
    expect(bad).toMatchObject({ type: "error", code: "invalid" });
  });

  it("inline [[rolls]] are rolled by the server and kept with their dice and place", async () => {
    const text = "I hit for [[2d6+3]] and then [[1d4]]!";
    const m = await ash.intent({ type: "chat", text });
    ack(m);
    const e = (await frame(gm, seqOf(m))).event as Ev;
    const inline = e.inline as {
      start: number;
      end: number;
      notation: string;
      total: number;
      dice: { faces: number[] }[];
    }[];
    expect(inline.map((r) => text.slice(r.start, r.end))).toEqual(["[[2d6+3]]", "[[1d4]]"]);
    expect(inline.map((r) => r.notation)).toEqual(["2d6 + 3", "1d4"]);
    expect(inline[0]!.dice).toHaveLength(2);
    const faces = inline[0]!.dice.reduce((s, d) => s + d.faces.at(-1)!, 0);
    expect(inline[0]!.total).toBe(faces + 3);
    const bad = await ash.intent({ type: "chat", text: "oops [[2d]]" });
    expect(bad).toMatchObject({ type: "error", code: "invalid", path: ["text"] });
    expect(String(bad.message)).toContain("inline roll 1 [[2d]]");
  });

  it("the table's dice dialect (a GM setting) is what /roll and the tray read", async () => {
    // `x` explodes in Foundry; Tabula's own notation writes it `!` and refuses `x`.
    const before = await ash.intent({ type: "chat", text: "/roll 3d6x" });
    expect(before).toMatchObject({ type: "error", code: "invalid" });
    expect(await ash.intent({ type: "table.settings", dialect: "foundry" })).toMatchObject({
      type: "error",
      code: "forbidden",
    });
    const set = await gm.intent({ type: "table.settings", dialect: "foundry" });
    ack(set);
    expect((await frame(bo, seqOf(set))).event).toMatchObject({
      type: "tableSettings",
      settings: { dialect: "foundry" },
    });
    const m = await ash.intent({ type: "chat", text: "/roll 3d6x fire" });
    ack(m);
    expect(((await frame(bo, seqOf(m))).event as Ev).roll).toMatchObject({
      outcome: { notation: "3d6!", label: "fire" },
    });
    const tray = await ash.intent({ type: "roll", notation: "2d6x" });
    ack(tray);
    expect(await gm.intent({ type: "table.settings", dialect: "foundry" })).toMatchObject({
      code: "refused",
    });
    ack(await gm.intent({ type: "table.settings", dialect: "tabula" }));
    expect(await ash.intent({ type: "roll", notation: "2d6x" })).toMatchObject({
      type: "error",
      code: "invalid",
    });
  });

  it("saved rolls are private to their member: the GM and the other player get placeholders; resync gives them back", async () => {
    const macros = [
      { kind: "notation", name: "Fireball", notation: "8d6", label: "fire" },
      { kind: "action", name: "Wren's check", action: "check", params: { actor: "wren" }, visibility: "gm" },
    ];
    const m = await ash.intent({ type: "macros.set", macros });
    ack(m);
    const mine = await frame(ash, seqOf(m));
    expect(mine.event).toMatchObject({
      type: "macros",
      member: ids.ash,
      macros: [{ name: "Fireball" }, { name: "Wren's check" }],
    });
    for (const c of [gm, bo]) expect(await frame(c, seqOf(m))).toMatchObject({ hidden: true });
    expect(gm.raw.join("\n")).not.toContain("Fireball");

    const again = await TestClient.join(srv.wsUrl, created.table.id, tokens.ash);
    expect((await frame(again, seqOf(m))).event).toMatchObject({ type: "macros" });
    await again.close();

    const dup = await ash.intent({ type: "macros.set", macros: [macros[0], macros[0]] });
    expect(dup).toMatchObject({ type: "error", code: "conflict", path: ["macros", 1, "name"] });
    const unknown = await ash.intent({
      type: "macros.set",
      macros: [{ kind: "action", name: "X", action: "fly" }],
    });
    expect(unknown).toMatchObject({ type: "error", code: "not_found", path: ["macros", 0, "action"] });
  });

  it("undo passes over chat: it takes back the last roll, not the message after it", async () => {
    const r = await ash.intent({ type: "roll", notation: "1d6" });
    ack(r);
    ack(await bo.intent({ type: "chat", text: "nice roll" }));
    const u = await gm.intent({ type: "undo" });
    ack(u);
    expect((await frame(gm, seqOf(u))).event).toMatchObject({ type: "undo", intent: r.intent });
  });

  it("tabula verify re-derives every chat roll from the revealed seed", async () => {
    ack(await gm.intent({ type: "seed.reveal" }));
    const res = await fetch(`${srv.url}/api/tables/${created.table.id}/export`, {
      headers: { authorization: `Bearer ${tokens.gm}` },
    });
    const file = join(dir.path, "chat-export.json");
    writeFileSync(file, await res.text());
    const io = bufferIo();
    const code = await main(["verify", file, "--json"], io);
    const report = JSON.parse(io.stdout()) as { verifiedPeriods: number[]; mismatches: unknown[] };
    expect(report.mismatches).toEqual([]);
    expect(code).toBe(0);
    expect(report.verifiedPeriods).toContain(1);
  });
});
