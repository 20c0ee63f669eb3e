// A table created in a dice dialect (the creation body's settings.dialect, issue 20): the dice tray
// and /roll read notation in it from the first roll. Real server on PGlite, real WebSockets.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Message, TestClient } from "./support/client.js";
import { type Created, pgliteDir, post, startTestServer, type TestServer } from "./support/harness.js";

type Ev = { type: string; [k: string]: unknown };
type Die = { sides: number; faces: number[]; value: number; kept: boolean; exploded: boolean };

describe("a table's dice dialect chosen at creation", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer({ dataDir: dir.path });
  });
  afterAll(async () => {
    for (const c of clients) await c.close();
    await srv?.stop();
    dir?.remove();
  });

  async function table(settings: Record<string, unknown> | undefined): Promise<TestClient> {
    const body = {
      name: "Dialect night",
      ruleset: "lucky13",
      gm: { name: "Gemma" },
      ...(settings ? { settings } : {}),
    };
    const r = await post(`${srv.url}/api/tables`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const created = r.body as unknown as Created;
    const gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    clients.push(gm);
    return gm;
  }

  const ack = (m: Message) => expect(m.type, JSON.stringify(m)).toBe("ack");
  const seqOf = (m: Message) => (m.seq as number[])[0]!;
  const eventOf = async (c: TestClient, m: Message) =>
    (await c.next((x) => x.type === "event" && x.seq === seqOf(m))).event as Ev;

  it("at a Foundry table, /roll 2d6x and the tray's 4d6x explode (Tabula's 2d6!), and rr rerolls", async () => {
    const gm = await table({ dialect: "foundry" });
    const m = await gm.intent({ type: "chat", text: "/roll 30d6x sparks" });
    ack(m);
    const roll = (await eventOf(gm, m)).roll as { outcome: Record<string, unknown>; dice: Die[] };
    expect(roll.outcome).toMatchObject({ notation: "30d6!", label: "sparks" });
    // Exploding: every die that showed a 6 was thrown again, and the total counts every throw.
    const dice = roll.dice;
    expect(dice.length).toBeGreaterThanOrEqual(30);
    for (const d of dice) if (d.faces.at(-1) === 6) expect(d.exploded, JSON.stringify(d)).toBe(true);
    expect(roll.outcome.total).toBe(dice.reduce((s, d) => s + (d.kept ? d.value : 0), 0));
    expect(dice.length).toBe(30 + dice.filter((d) => d.exploded).length);

    const tray = await gm.intent({ type: "roll", notation: "4d6x" });
    ack(tray);
    expect(((await eventOf(gm, tray)).roll as { outcome: unknown }).outcome).toMatchObject({
      notation: "4d6!",
    });
    const rr = await gm.intent({ type: "chat", text: "/roll 8d6rr1" });
    ack(rr);
    const rrRoll = (await eventOf(gm, rr)).roll as { outcome: Record<string, unknown>; dice: Die[] };
    expect(rrRoll.outcome).toMatchObject({ notation: "8d6r1" });
    for (const d of rrRoll.dice) if (d.kept) expect(d.value).toBeGreaterThan(1);
  });

  it("at a table created without one, the same text is Tabula's: x is refused with a hint", async () => {
    const gm = await table(undefined);
    const bad = await gm.intent({ type: "chat", text: "/roll 2d6x" });
    expect(bad).toMatchObject({ type: "error", code: "invalid" });
    expect(String(bad.message)).toContain("foundry");
    ack(await gm.intent({ type: "roll", notation: "2d6!" }));
  });

  it("a Roll20 table reads a bare > as 'at least'", async () => {
    const gm = await table({ dialect: "roll20" });
    const m = await gm.intent({ type: "roll", notation: "6d6>4" });
    ack(m);
    expect(((await eventOf(gm, m)).roll as { outcome: unknown }).outcome).toMatchObject({
      notation: "6d6>=4",
    });
  });

  it("an unknown dialect, or one that is not text, is refused at creation and no table is made", async () => {
    for (const dialect of ["dnd", "__proto__", "Foundry", 3, null]) {
      const r = await post(`${srv.url}/api/tables`, {
        name: "Bad dialect",
        ruleset: "lucky13",
        gm: { name: "Gemma" },
        settings: { dialect },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.error ?? r.body).toMatchObject({ path: ["settings", "dialect"] });
    }
  });
});
