// The HTTP endpoints the web table reads: a ruleset's details for forms (options with their
// descriptions and JSON Schemas, creation methods, actions with parameter schemas) and a member's
// view of a table's settings.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../src/rulesets/index.js";
import {
  type Created,
  createTable,
  joinTable,
  pgliteDir,
  startTestServer,
  type TestServer,
} from "./support/harness.js";

interface Info {
  id: string;
  name: string;
  initiative: string;
  options: { name: string; default: unknown; description: string; schema: Record<string, unknown> }[];
  methods: { id: string; summary: string; example: unknown }[];
  actions: {
    id: string;
    summary: string;
    odds: boolean;
    params: Record<string, unknown>;
    examples: unknown[];
  }[];
  character: { version: number; schema: unknown };
  advance: { syntax: string[] } | null;
}

describe("the web table's HTTP endpoints", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let created: Created;

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer({ dataDir: dir.path });
    created = await createTable(srv.url);
  });

  afterAll(async () => {
    await srv?.stop();
    dir?.remove();
  });

  it("describes every ruleset for forms: options with descriptions and schemas, methods, actions", async () => {
    for (const r of registry.list()) {
      const res = await fetch(`${srv.url}/api/rulesets/${r.id}`);
      expect(res.status, r.id).toBe(200);
      const info = (await res.json()) as Info;
      expect(info).toMatchObject({ id: r.id, name: r.name, initiative: r.initiative });
      expect(info.options.map((o) => o.name)).toEqual(r.optionDocs.map((d) => d.name));
      for (const o of info.options) {
        expect(o.description.length, `${r.id}.${o.name}`).toBeGreaterThan(10);
        expect(typeof o.schema, `${r.id}.${o.name}`).toBe("object");
      }
      expect(info.methods.map((m) => m.id)).toEqual(Object.keys(r.character.methods));
      expect(info.actions.map((a) => a.id)).toEqual(Object.keys(r.actions));
      for (const a of info.actions) {
        // An object, or a choice of objects (a discriminated union: oneOf), a choice inside a
        // choice too (the Dice Engine's toxic place: the book's toxicity or the GM's own).
        type Variant = { type?: string; oneOf?: Variant[]; anyOf?: Variant[] };
        const objects = (v: Variant): Variant[] => {
          const alts = v.oneOf ?? v.anyOf;
          return alts ? alts.flatMap(objects) : [v];
        };
        for (const v of objects(a.params as Variant)) expect(v.type, `${r.id}.${a.id}`).toBe("object");
        expect(a.odds).toBe(typeof r.actions[a.id]!.odds === "function");
      }
      expect(info.advance === null).toBe(r.character.advance === undefined);
    }
  });

  it("gives each option's choices as JSON Schema, from the ruleset's own options schema", async () => {
    const info = (await (await fetch(`${srv.url}/api/rulesets/lucky13`)).json()) as Info;
    const playMode = info.options.find((o) => o.name === "playMode")!;
    expect(playMode.default).toBe("cinematic");
    expect(playMode.schema).toMatchObject({ type: "string", enum: ["cinematic", "gritty", "off"] });
    expect(playMode.description).toMatch(/Cinematic/);
    expect(info.options.find((o) => o.name === "explodeOnDamage")!.schema).toMatchObject({ type: "boolean" });
    const check = info.actions.find((a) => a.id === "check")!;
    expect(check.odds).toBe(true);
    expect(check.params).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["actor", "difficulty"]),
      // A level of the table's own difficulty ladder (an option), so no fixed enum here: the form
      // offers the ladder through the action's choices.
      properties: { difficulty: { type: "string" }, reaction: { type: "boolean" } },
    });
    expect(info.advance?.syntax.some((s) => s.startsWith("ability:"))).toBe(true);
  });

  it("refuses an unknown ruleset with 404", async () => {
    const res = await fetch(`${srv.url}/api/rulesets/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "not_found", path: ["ruleset"] } });
  });

  it("shows a table's settings to its members only", async () => {
    const id = created.table.id;
    const get = (token?: string, table = id) =>
      fetch(`${srv.url}/api/tables/${table}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    const asGm = await get(created.gm.token);
    expect(asGm.status).toBe(200);
    const body = (await asGm.json()) as { table: { options: Record<string, unknown> }; member: unknown };
    expect(body).toMatchObject({
      table: { id, name: "Test table", ruleset: "lucky13" },
      member: { id: created.gm.id, role: "gm", name: "Gemma" },
    });
    // Stored with every default filled in.
    expect(body.table.options.playMode).toBe("cinematic");
    expect(JSON.stringify(body)).not.toContain(created.gm.token.split(".")[1]!);

    const player = await joinTable(srv.url, created, "Ash");
    const asPlayer = await get(player.token);
    expect(asPlayer.status).toBe(200);
    expect(await asPlayer.json()).toMatchObject({ member: { id: player.id, role: "player" } });

    expect((await get()).status).toBe(401);
    expect((await get(`${created.gm.id}.wrong`)).status).toBe(401);
    const other = await createTable(srv.url, "Another");
    expect((await get(created.gm.token, other.table.id)).status).toBe(401);
  });
});
