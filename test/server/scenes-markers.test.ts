// Named markers on the scene map (issue 17), against a real server over real WebSockets: the GM
// names a plain marker when placing it and renames it later; the name is text from a client, so the
// server checks it as it checks every text (length, NUL, lone surrogates, blank); only the GM may
// rename, and only a marker (a character's token shows the character's name); a hidden marker's
// names, old and new, reach no player's frame, while a visible marker's rename reaches them with the
// log line naming both. Undo puts the old name back; a resync folds to what the live stream did.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventNames, LoggedEvent } from "../../src/engine/describe.js";
import { apply, type TableEvent } from "../../src/engine/events.js";
import { describeSceneEvent } from "../../src/engine/scene/describe.js";
import type { Scenes } from "../../src/engine/scene/types.js";
import { emptyState } from "../../src/engine/state.js";
import { type Message, TestClient } from "./support/client.js";
import {
  type Created,
  character,
  joinTable,
  pgliteDir,
  post,
  startTestServer,
  type TestServer,
} from "./support/harness.js";

type Ev = { type: string; [k: string]: unknown };

function eventsOf(m: Message): Ev[] {
  if (m.type !== "event" || m.hidden) return [];
  const e = m.event as Ev;
  return e.type === "group" ? (e.events as Ev[]) : [e];
}

const SCENE_PREFIXES = ["scene.", "token.", "fog.", "terrain.", "area."];
const isSceneLike = (e: Ev): boolean =>
  e.type === "group"
    ? (e.events as Ev[]).every(isSceneLike)
    : SCENE_PREFIXES.some((p) => e.type.startsWith(p));

/** The scenes a client's frames fold into, as its web map would: an undo drops its intent's events. */
function scenesSeen(c: TestClient): Scenes | undefined {
  const standing: { intent: number; event: Ev }[] = [];
  for (const m of c.events()) {
    if (m.hidden) continue;
    const e = m.event as Ev;
    if (e.type === "undo") {
      for (let i = standing.length - 1; i >= 0; i--)
        if (standing[i]!.intent === e.intent) standing.splice(i, 1);
    } else if (isSceneLike(e)) standing.push({ intent: m.intent as number, event: e });
  }
  return standing.reduce((s, x) => apply(s, x.event as TableEvent), emptyState("lucky13", {})).scenes;
}

async function waitFor(cond: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

const HIDDEN_NAME = "Pit trap";
const HIDDEN_RENAMED = "Spiked pit";

describe("named markers on a real server (issue 17)", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let created: Created;
  let gm: TestClient;
  let ash: TestClient;
  let ashToken: string;

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer({ dataDir: dir.path });
    const r = await post(`${srv.url}/api/tables`, {
      name: "Cellar",
      ruleset: "lucky13",
      gm: { name: "Gemma" },
    });
    created = r.body as unknown as Created;
    ashToken = (await joinTable(srv.url, created, "Ash")).token;
    gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    ash = await TestClient.join(srv.wsUrl, created.table.id, ashToken);
  }, 120_000);

  afterAll(async () => {
    for (const c of [gm, ash]) await c?.close();
    await srv?.stop();
    dir?.remove();
  });

  const ok = (m: Message) => expect(m.type, JSON.stringify(m)).toBe("ack");
  const refused = (m: Message, code: string, path: (string | number)[]) =>
    expect({ type: m.type, code: m.code, path: m.path }, JSON.stringify(m)).toEqual({
      type: "error",
      code,
      path,
    });
  const tokenIdNamed = (label: string) =>
    (
      gm
        .events()
        .flatMap(eventsOf)
        .find((e) => e.type === "token.placed" && (e.token as { label: string }).label === label)!.token as {
        id: string;
      }
    ).id;

  it("names, renames and checks marker names; a hidden marker's names never reach a player", async () => {
    ok(await ash.intent(character("Wren")));
    const grid = { kind: "square", cols: 10, rows: 8, size: 50, offsetX: 0, offsetY: 0 };
    ok(await gm.intent({ type: "scene.create", name: "Cellar", grid }));
    const scene = (
      gm
        .events()
        .flatMap(eventsOf)
        .find((e) => e.type === "scene.created")!.scene as { id: string }
    ).id;
    ok(await gm.intent({ type: "scene.activate", scene }));
    ok(await gm.intent({ type: "token.place", scene, character: "wren", cell: { col: 1, row: 1 } }));
    const place = (label: unknown, extra: Record<string, unknown> = {}) =>
      gm.intent({ type: "token.place", scene, character: null, label, cell: { col: 4, row: 4 }, ...extra });

    // Text the store cannot hold, too long, or blank is refused naming the field.
    refused(await place("Old\u0000well"), "invalid", ["label"]);
    refused(await place("Old \ud83d well"), "invalid", ["label"]);
    refused(await place("x".repeat(81)), "invalid", ["label"]);
    refused(await place("   "), "invalid", ["label"]);
    refused(await place(42), "invalid", ["label"]);

    // Named as the GM typed it, trimmed; 80 characters are allowed.
    ok(await place("  Old well  "));
    ok(await place(HIDDEN_NAME, { cell: { col: 6, row: 2 }, hidden: true }));
    ok(await place("y".repeat(80), { cell: { col: 8, row: 6 } }));
    const well = tokenIdNamed("Old well");
    const pit = tokenIdNamed(HIDDEN_NAME);
    const wren = (
      gm
        .events()
        .flatMap(eventsOf)
        .find((e) => e.type === "token.placed" && (e.token as { character: string }).character === "wren")!
        .token as { id: string }
    ).id;
    const long = tokenIdNamed("y".repeat(80));
    await waitFor(() => scenesSeen(ash)?.byId[scene]?.tokens[long] !== undefined);
    expect(scenesSeen(ash)!.byId[scene]!.tokens[well]!.label).toBe("Old well");
    expect(Object.keys(scenesSeen(ash)!.byId[scene]!.tokens).sort()).toEqual([wren, well, long].sort());

    const rename = (c: TestClient, token: string, label: unknown) =>
      c.intent({ type: "token.update", scene, token, label });
    // Only the GM renames; the player's refusal for a marker they cannot see is a made-up id's.
    refused(await rename(ash, well, "Mine now"), "forbidden", ["type"]);
    // Blank, too long, NUL, a lone surrogate: refused, and the marker keeps its name.
    refused(await rename(gm, well, ""), "invalid", ["label"]);
    refused(await rename(gm, well, " \t "), "invalid", ["label"]);
    refused(await rename(gm, well, "z".repeat(81)), "invalid", ["label"]);
    refused(await rename(gm, well, "Dry\u0000well"), "invalid", ["label"]);
    refused(await rename(gm, well, "Dry \udc00well"), "invalid", ["label"]);
    // A character's token shows the character's name: no second name to send to players.
    refused(await rename(gm, wren, "The hero"), "invalid", ["label"]);
    expect(scenesSeen(gm)!.byId[scene]!.tokens[well]!.label).toBe("Old well");

    // The visible marker's rename reaches the player, and its log line names both names.
    const renamed = await rename(gm, well, " Dry well ");
    ok(renamed);
    await ash.seen((renamed.seq as number[])[1]!);
    expect(scenesSeen(ash)!.byId[scene]!.tokens[well]!.label).toBe("Dry well");
    const seenByAsh = ash
      .events()
      .flatMap(eventsOf)
      .find((e) => e.type === "token.updated" && e.token === well)!;
    const names: EventNames = { character: (id) => id ?? "", member: (id) => id ?? "" };
    expect(describeSceneEvent(seenByAsh as LoggedEvent, names)).toBe(
      "The GM renames the marker Old well to Dry well",
    );

    // The hidden marker is renamed too: the GM's frames carry both names, the player's neither.
    const hiddenRename = await rename(gm, pit, HIDDEN_RENAMED);
    ok(hiddenRename);
    await ash.seen((hiddenRename.seq as number[])[1]!);
    expect(scenesSeen(gm)!.byId[scene]!.tokens[pit]!.label).toBe(HIDDEN_RENAMED);
    const gmFrames = gm.raw.join("\n");
    expect(gmFrames).toContain(HIDDEN_NAME);
    expect(gmFrames).toContain(HIDDEN_RENAMED);
    for (const f of ash.raw) {
      expect(f).not.toContain(HIDDEN_NAME);
      expect(f).not.toContain(HIDDEN_RENAMED);
      expect(f).not.toContain(pit);
    }
    // The player cannot rename what they cannot see, and hears of it as of a made-up token.
    const blind = await rename(ash, pit, "Found it");
    const madeUp = await rename(ash, "token-nope", "Found it");
    expect({ code: blind.code, path: blind.path }).toEqual({ code: madeUp.code, path: madeUp.path });

    // Undo of the hidden rename, then of the visible one: the old names stand again.
    ok(await gm.intent({ type: "undo" }));
    const undone = await gm.intent({ type: "undo" });
    ok(undone);
    await ash.seen((undone.seq as number[])[1]!);
    await waitFor(() => scenesSeen(gm)?.byId[scene]?.tokens[well]?.label === "Old well");
    expect(scenesSeen(gm)!.byId[scene]!.tokens[pit]!.label).toBe(HIDDEN_NAME);
    await waitFor(() => scenesSeen(ash)?.byId[scene]?.tokens[well]?.label === "Old well");

    // A resync from nothing folds to what the live stream folded to, still without the hidden marker.
    const again = await TestClient.join(srv.wsUrl, created.table.id, ashToken, 0);
    await again.seen((undone.seq as number[])[1]!);
    expect(scenesSeen(again)).toEqual(scenesSeen(ash));
    for (const f of again.raw) expect(f).not.toContain(HIDDEN_NAME);
    await again.close();
  }, 60_000);
});
