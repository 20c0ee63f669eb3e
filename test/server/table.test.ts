// A GM and two players at one table, over real WebSockets against a real server and store.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./support/client.js";
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

describe("a table with a GM and two players", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let created: Created;
  let p1: { id: string; token: string };
  let p2: { id: string; token: string };
  let gm: TestClient;
  let a: TestClient;
  let b: TestClient;

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer({ dataDir: dir.path });
    created = await createTable(srv.url);
    p1 = await joinTable(srv.url, created, "Ash");
    p2 = await joinTable(srv.url, created, "Birch");
    gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    a = await TestClient.join(srv.wsUrl, created.table.id, p1.token);
    b = await TestClient.join(srv.wsUrl, created.table.id, p2.token);
    expect((await a.intent(character("Wren"))).type).toBe("ack");
    expect((await b.intent(character("Kestrel"))).type).toBe("ack");
    expect((await gm.intent({ ...character("Goon"), owner: null })).type).toBe("ack");
  });

  afterAll(async () => {
    await Promise.all([gm, a, b].map((c) => c?.close()));
    await srv?.stop();
    dir?.remove();
  });

  let pings = 0;
  async function head(): Promise<number> {
    const intentId = `ping-${++pings}`;
    gm.send({ type: "ping", intentId });
    return (await gm.next((m) => m.type === "pong" && m.intentId === intentId)).head as number;
  }

  it("creates a table over HTTP with a GM token and an invite link, and says it is healthy", async () => {
    expect(created.table.id).toMatch(/^t[a-z0-9]+$/);
    expect(created.gm.token.length).toBeGreaterThan(40);
    expect(created.invite.url).toBe(
      `${srv.url.replace("127.0.0.1", "127.0.0.1")}/join/${created.table.id}#${created.invite.code}`,
    );
    const health = await (await fetch(`${srv.url}/health`)).json();
    expect(health).toMatchObject({ status: "ok", store: "pglite" });
    const bad = await post(`${srv.url}/api/tables/${created.table.id}/join`, {
      invite: "wrong",
      name: "Eve",
    });
    expect(bad.status).toBe(403);
    const invalid = await post(`${srv.url}/api/tables`, { name: "", ruleset: "lucky13", gm: { name: "X" } });
    expect(invalid).toMatchObject({ status: 400, body: { error: { code: "invalid", path: ["name"] } } });
    const noRuleset = await post(`${srv.url}/api/tables`, { name: "X", ruleset: "nope", gm: { name: "X" } });
    expect(noRuleset).toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
  });

  it("rolls with the table's dice, commits, then acknowledges and broadcasts the same events to everyone", async () => {
    const ack = await a.intent(checkOf("wren"));
    expect(ack).toMatchObject({ type: "ack", roll: expect.stringMatching(/^roll-/) });
    const [first, last] = ack.seq as [number, number];
    await Promise.all([gm.seen(last), b.seen(last)]);
    const slice = (c: TestClient) =>
      c.events().filter((e) => (e.seq as number) >= first && (e.seq as number) <= last);
    expect(slice(gm)).toEqual(slice(a));
    expect(slice(b)).toEqual(slice(a));
    const roll = slice(a)[0]!.event as { type: string; roll: { actor: string; dice: unknown[] } };
    expect(roll).toMatchObject({ type: "roll", roll: { actor: "wren" } });
    expect(roll.roll.dice.length).toBeGreaterThan(0);

    const notation = await b.intent({ type: "roll", notation: "4d6kh3", as: "kestrel" });
    expect(notation.type).toBe("ack");
    gm.send({ ...checkOf("wren"), type: "odds", intentId: "odds-1" });
    const o = await gm.next((m) => m.type === "odds" && m.intentId === "odds-1");
    const partition = (o.outcomes as { partition: Record<string, number> }).partition;
    expect(partition.success! + partition.failure!).toBeCloseTo(1, 6);
  });

  it("keeps GM and self rolls away from the players who may not see them", async () => {
    const secret = await gm.intent({ type: "roll", notation: "d20", visibility: "gm", label: "ambush" });
    const mine = await a.intent({ type: "roll", notation: "3d6", visibility: "self" });
    const toGm = await b.intent({ type: "roll", notation: "2d10", visibility: "gm" });
    const hiddenCheck = await gm.intent({ ...checkOf("goon"), visibility: "gm" });
    for (const r of [secret, mine, toGm, hiddenCheck]) expect(r.type).toBe("ack");
    const last = (hiddenCheck.seq as number[])[1]!;
    await Promise.all([gm.seen(last), a.seen(last), b.seen(last)]);
    const rollIds = (c: TestClient) => c.raw.join("\n");
    // The GM's secret roll and the GM's hidden check reach no player.
    for (const id of [secret.roll, hiddenCheck.roll]) {
      expect(rollIds(a)).not.toContain(id);
      expect(rollIds(b)).not.toContain(id);
      expect(rollIds(gm)).toContain(id);
    }
    // A self roll reaches its roller only; a roll shown to the GM reaches the GM and its roller.
    expect(rollIds(a)).toContain(mine.roll);
    expect(rollIds(b)).not.toContain(mine.roll);
    expect(rollIds(gm)).not.toContain(mine.roll);
    expect(rollIds(gm)).toContain(toGm.roll);
    expect(rollIds(a)).not.toContain(toGm.roll);
    // Everyone still sees every sequence number, so nobody thinks they missed something.
    const seqs = (c: TestClient) => c.events().map((e) => e.seq);
    expect(seqs(a)).toEqual(seqs(gm));
    expect(a.events().find((e) => e.seq === (secret.seq as number[])[0])).toEqual({
      type: "event",
      seq: (secret.seq as number[])[0],
      intent: secret.intent,
      hidden: true,
    });
    // A hidden roll that changes the table hides the dice, not the change: attack until it hits.
    let hits = 0;
    for (let tries = 0; tries < 30 && hits === 0; tries++) {
      const attack = await gm.intent({
        type: "action",
        action: "attack",
        params: { attacker: "goon", defender: "wren" },
        visibility: "gm",
      });
      expect(attack.type).toBe("ack");
      const [from, to] = attack.seq as [number, number];
      await Promise.all([a.seen(to), gm.seen(to)]);
      expect(a.raw.join("\n")).not.toContain(attack.roll);
      const inRange = (c: TestClient) =>
        c.events().filter((e) => (e.seq as number) >= from && (e.seq as number) <= to);
      // The roll, alone or grouped with the dilemma it opened (one placeholder for both).
      type Ev = { type: string; events?: Ev[]; roll?: { outcome: { hit: boolean } } };
      const rollIn = (e: Ev) =>
        e.type === "group" ? e.events!.find((x) => x.type === "roll") : e.type === "roll" ? e : undefined;
      const roll = inRange(gm).find((e) => rollIn(e.event as Ev))!;
      expect(inRange(a).find((e) => e.seq === roll.seq)).toMatchObject({ hidden: true });
      const hit = rollIn(roll.event as Ev)!.roll!.outcome.hit;
      const changed = inRange(a)
        .filter((e) => !e.hidden)
        .map((e) => (e.event as { type: string }).type);
      if (!hit) continue;
      expect(changed).toContain("character.changed");
      hits++;
    }
    expect(hits).toBe(1);
  });

  it("lets a player act only for their own characters", async () => {
    const before = await head();
    const refusals = [
      [await a.intent(checkOf("kestrel")), "forbidden", ["params", "actor"]],
      [await a.intent({ type: "roll", notation: "d6", as: "kestrel" }), "forbidden", ["as"]],
      [
        await a.intent({
          type: "action",
          action: "attack",
          params: { attacker: "kestrel", defender: "goon" },
        }),
        "forbidden",
        ["params", "attacker"],
      ],
      [
        await a.intent({
          type: "action",
          action: "contest",
          params: {
            sides: [
              { actor: "wren", ability: "reflex", skill: "fighting" },
              { actor: "kestrel", ability: "reflex", skill: "fighting" },
            ],
          },
        }),
        "forbidden",
        ["params", "sides", 1, "actor"],
      ],
      [await a.intent({ type: "character.put", id: "kestrel", character: {} }), "forbidden", ["id"]],
      [await a.intent({ type: "character.remove", id: "kestrel" }), "forbidden", ["id"]],
      [await a.intent({ ...character("Second"), owner: p2.id }), "forbidden", ["owner"]],
      [
        await a.intent({ type: "action", action: "damage", params: { target: "goon", amount: 5 } }),
        "forbidden",
        ["action"],
      ],
      [await a.intent({ type: "engine", engine: "advanceClock", minutes: 5 }), "forbidden", ["engine"]],
      [await a.intent({ type: "undo" }), "forbidden", ["type"]],
      [await a.intent({ type: "seed.reveal" }), "forbidden", ["type"]],
    ] as const;
    for (const [reply, code, path] of refusals) {
      expect(reply).toMatchObject({ type: "error", code, path });
      expect(reply.message).toEqual(expect.any(String));
    }
    expect(await head()).toBe(before);
    // …while the GM may do all of these.
    expect((await gm.intent(checkOf("kestrel"))).type).toBe("ack");
  });

  it("answers malformed, unknown, mistyped and stale messages with an error and changes nothing", async () => {
    const before = await head();
    const from = a.messages.length;
    a.sendRaw("{not json");
    a.sendRaw("[1,2]");
    a.send({ type: "teleport", intentId: "x1" });
    a.send({ type: "roll", intentId: "x2", notation: 42 });
    a.send({ type: "roll", intentId: "x3", notation: "2d6+" });
    a.send({
      type: "action",
      intentId: "x4",
      action: "check",
      params: { actor: "wren", difficulty: "impossible" },
    });
    a.send({ type: "action", intentId: "x5", action: "fly", params: {} });
    a.send({ type: "roll", intentId: "x6", notation: "d6", baseSeq: before - 1 });
    a.send({ type: "roll", intentId: "x7", notation: "d6", extra: true });
    a.send({ type: "sync", lastSeq: before + 100 });
    a.sendRaw(JSON.stringify({ type: "roll", intentId: "x8", notation: "d6", label: "x".repeat(20_000) }));
    const errors = async (n: number) => {
      await a.next(() => a.messages.slice(from).filter((m) => m.type === "error").length >= n);
      return a.messages.slice(from).filter((m) => m.type === "error");
    };
    const got = await errors(11);
    const byId = (id: string) => got.find((e) => e.intentId === id);
    expect(got.filter((e) => e.code === "bad_json")).toHaveLength(2);
    expect(byId("x1")).toMatchObject({ code: "unknown_intent", path: ["type"] });
    expect(byId("x2")).toMatchObject({ code: "invalid", path: ["notation"] });
    expect(byId("x3")).toMatchObject({ code: "invalid", path: ["notation"] });
    expect(byId("x3")!.message).toMatch(/column 5/);
    expect(byId("x4")).toMatchObject({ code: "invalid", path: ["params", "difficulty"] });
    expect(byId("x5")).toMatchObject({ code: "not_found", path: ["action"] });
    expect(byId("x6")).toMatchObject({ code: "stale", path: ["baseSeq"] });
    expect(byId("x7")).toMatchObject({ code: "invalid" });
    expect(got.find((e) => e.code === "bad_seq")).toMatchObject({ path: ["lastSeq"] });
    expect(got.find((e) => e.code === "too_large")!.message).toMatch(/limit is 16384/);
    expect(await head()).toBe(before);
    // A current baseSeq is accepted.
    expect((await a.intent({ type: "roll", notation: "d6", baseSeq: before })).type).toBe("ack");
  });

  it("sends a reconnecting client exactly what it missed", async () => {
    const seenBefore = b.events().at(-1)!.seq as number;
    await b.close();
    const missed = [
      await a.intent(checkOf("wren")),
      await gm.intent({ type: "engine", engine: "advanceClock", minutes: 10 }),
    ];
    const lastSeq = (missed.at(-1)!.seq as number[])[1]!;
    await a.seen(lastSeq);
    b = await TestClient.join(srv.wsUrl, created.table.id, p2.token, seenBefore);
    const replay = b.events();
    expect(replay.map((e) => e.seq)).toEqual(
      Array.from({ length: lastSeq - seenBefore }, (_, i) => seenBefore + 1 + i),
    );
    // What it gets again is what a connected player got live (all of it public here).
    expect(replay).toEqual(a.events().filter((e) => (e.seq as number) > seenBefore));
    const welcome = b.messages.find((m) => m.type === "welcome")!;
    expect(welcome).toMatchObject({ member: { id: p2.id, role: "player" }, head: lastSeq });
  });

  it("lets the GM undo the last intent, which the state then no longer has", async () => {
    const hp = async () =>
      ((await srv.store.characters(created.table.id)).find((c) => c.id === "goon")!.data as { hp: number })
        .hp;
    const before = await hp();
    const ack = await gm.intent({ type: "action", action: "damage", params: { target: "goon", amount: 3 } });
    expect(ack.type).toBe("ack");
    expect(await hp()).toBe(before - 3);
    expect(ack.type).toBe("ack");
    const undo = await gm.intent({ type: "undo" });
    expect(undo.type).toBe("ack");
    const ev = await a.next((m) => m.type === "event" && m.seq === (undo.seq as number[])[0]);
    expect(ev.event).toEqual({ type: "undo", intent: ack.intent });
    expect(await hp()).toBe(before);
  });

  it("exports for the GM only, and an import brings the table back with its members' tokens", async () => {
    const unauthorized = await fetch(`${srv.url}/api/tables/${created.table.id}/export`, {
      headers: { authorization: `Bearer ${p1.token}` },
    });
    expect(unauthorized.status).toBe(403);
    const res = await fetch(`${srv.url}/api/tables/${created.table.id}/export`, {
      headers: { authorization: `Bearer ${created.gm.token}` },
    });
    expect(res.status).toBe(200);
    const exported = (await res.json()) as { secrets: unknown; table: { head: number; period: number } };
    expect(exported.secrets).toBeNull();
    const raw = JSON.stringify(exported);
    for (const secret of [created.gm.token, p1.token, p2.token, created.invite.code])
      expect(raw).not.toContain(secret.split(".").at(-1));

    const otherDir = await pgliteDir();
    const other = await startTestServer({ dataDir: otherDir.path });
    try {
      const imported = await post(`${other.url}/api/tables/import`, exported);
      expect(imported).toMatchObject({
        status: 201,
        body: { table: { id: created.table.id, head: exported.table.head + 1 } },
      });
      const again = await post(`${other.url}/api/tables/import`, exported);
      expect(again).toMatchObject({ status: 409, body: { error: { code: "conflict" } } });
      expect(await other.store.characters(created.table.id)).toEqual(
        await srv.store.characters(created.table.id),
      );
      // The player's old token works on the imported table, and play goes on with a new seed period.
      const back = await TestClient.join(other.wsUrl, created.table.id, p1.token);
      const welcome = back.messages.find((m) => m.type === "welcome")!;
      expect(welcome).toMatchObject({ seed: { period: exported.table.period + 1 } });
      expect((await back.intent(checkOf("wren"))).type).toBe("ack");
      await back.close();
    } finally {
      await other.stop();
      otherDir.remove();
    }
  });
});
