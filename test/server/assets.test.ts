// Scene background images on a real server (issue 17): the GM uploads, the server judges the file
// by its bytes and limits it, scenes name it, and who may fetch it follows the scene on show; an
// image a player may not see answers exactly as one that does not exist. Replay after a restart,
// undo of a background change, and an export/import round trip carry the images.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../src/rulesets/index.js";
import { verifyExport } from "../../src/server/verify.js";
import { type Message, TestClient } from "./support/client.js";
import {
  type Created,
  createTable,
  joinTable,
  pgliteDir,
  post,
  startTestServer,
  type TestServer,
} from "./support/harness.js";
import { pngHeaderOnly, solidPng } from "./support/png.js";

const LIMITS = { maxAssetBytes: 40_000, maxAssetPixels: 1_000_000, maxAssetsPerTable: 6 };

function upload(srv: TestServer, table: string, body: Buffer | string, token?: string, type = "image/png") {
  return fetch(`${srv.url}/api/tables/${table}/assets`, {
    method: "POST",
    headers: { "content-type": type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
}

function fetchAsset(srv: TestServer, table: string, asset: string, token?: string, extra = {}) {
  return fetch(`${srv.url}/api/tables/${table}/assets/${asset}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
  });
}

const grid = { kind: "square", cols: 8, rows: 6, size: 40, offsetX: 0, offsetY: 0 };

describe("scene background images on a real server (issue 17)", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let t: Created;
  let ashToken: string;
  let gm: TestClient;
  const red = solidPng(64, 48, [200, 30, 30]);
  const blue = solidPng(32, 32, [20, 40, 220]);

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer({ dataDir: dir.path }, LIMITS);
    t = await createTable(srv.url, "Vault");
    ashToken = (await joinTable(srv.url, t, "Ash")).token;
    gm = await TestClient.join(srv.wsUrl, t.table.id, t.gm.token);
  }, 120_000);

  afterAll(async () => {
    await gm?.close();
    await srv?.stop();
    dir?.remove();
  });

  const ok = (m: Message) => expect(m.type, JSON.stringify(m)).toBe("ack");
  type Ev = { type: string; events?: Ev[] };
  const flat = (e: Ev): Ev[] => (e.type === "group" ? (e.events ?? []).flatMap(flat) : [e]);
  const sceneEvents = () =>
    gm
      .events()
      .flatMap((m) => flat(m.event as Ev))
      .filter((e) => e.type.startsWith("scene."));

  it("takes a GM's PNG, judged by its bytes, and refuses what is not an image, too big or not the GM's", async () => {
    const r = await upload(srv, t.table.id, red, t.gm.token);
    expect(r.status).toBe(201);
    const body = (await r.json()) as { asset: string; image: Record<string, unknown> };
    expect(body.image).toMatchObject({
      id: body.asset,
      type: "image/png",
      width: 64,
      height: 48,
      size: red.length,
    });
    expect(body.image.sha256).toMatch(/^[0-9a-f]{64}$/);

    // The Content-Type the client claims does not decide: a JPEG label on PNG bytes is a PNG.
    const relabelled = await upload(srv, t.table.id, blue, t.gm.token, "image/jpeg");
    expect(relabelled.status).toBe(201);
    expect(((await relabelled.json()) as { image: { type: string } }).image.type).toBe("image/png");

    const refusals: [Promise<Response>, number, string, string][] = [
      // A ".png" that is text, an SVG (scripts), a GIF: judged by content.
      [
        upload(srv, t.table.id, "hello, I am a PNG", t.gm.token),
        415,
        "unsupported_media_type",
        "PNG, JPEG or WebP",
      ],
      [
        upload(
          srv,
          t.table.id,
          "<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>",
          t.gm.token,
          "image/svg+xml",
        ),
        415,
        "unsupported_media_type",
        "judged by its content",
      ],
      [
        upload(srv, t.table.id, Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"), t.gm.token),
        415,
        "unsupported_media_type",
        "WebP",
      ],
      [upload(srv, t.table.id, Buffer.alloc(0), t.gm.token), 400, "invalid", "empty"],
      // Over the byte limit (fastify stops reading at the limit) and over the pixel limit.
      [
        upload(srv, t.table.id, Buffer.concat([red, Buffer.alloc(50_000)]), t.gm.token),
        413,
        "too_large",
        "40000",
      ],
      [upload(srv, t.table.id, pngHeaderOnly(2000, 2000), t.gm.token), 413, "too_large", "million pixels"],
      // Not the GM, no token, a made-up table.
      [upload(srv, t.table.id, red, ashToken), 403, "forbidden", "only the GM"],
      [upload(srv, t.table.id, red), 401, "unauthorized", "bad token"],
      [upload(srv, "no-such-table", red, t.gm.token), 401, "unauthorized", "bad token"],
    ];
    for (const [p, status, code, words] of refusals) {
      const res = await p;
      const e = (await res.json()) as { error: { code: string; message: string } };
      expect({ status: res.status, code: e.error.code }, e.error.message).toEqual({ status, code });
      expect(e.error.message).toContain(words);
    }
  });

  it("limits how many images a table holds", async () => {
    const other = await createTable(srv.url, "Full");
    for (let i = 0; i < LIMITS.maxAssetsPerTable; i++)
      expect((await upload(srv, other.table.id, solidPng(4, 4, [i, i, i]), other.gm.token)).status).toBe(201);
    const over = await upload(srv, other.table.id, solidPng(4, 4, [9, 9, 9]), other.gm.token);
    expect(over.status).toBe(422);
    expect(((await over.json()) as { error: { message: string } }).error.message).toContain(
      "at most 6 images",
    );
  });

  it("lets a scene name an uploaded image; players fetch only the one on show, all else is the same 404", async () => {
    const up = async (png: Buffer) =>
      ((await (await upload(srv, t.table.id, png, t.gm.token)).json()) as { asset: string }).asset;
    const shown = await up(solidPng(16, 16, [1, 2, 3]));
    const secret = await up(solidPng(16, 16, [4, 5, 6]));

    // An id that is no image of this table is refused, naming the field.
    const bad = await gm.intent({
      type: "scene.create",
      name: "Nowhere",
      grid,
      image: { asset: "img-nope" },
    });
    expect(bad).toMatchObject({ type: "error", code: "not_found", path: ["image", "asset"] });
    expect(
      (await gm.intent({ type: "scene.create", name: "X", grid, image: { asset: "../etc" } })).type,
    ).toBe("error");

    ok(await gm.intent({ type: "scene.create", name: "Hall", grid, image: { asset: shown } }));
    const created = sceneEvents().find((e) => e.type === "scene.created") as unknown as {
      scene: { id: string; image: unknown };
    };
    expect(created.scene.image).toEqual({ asset: shown, type: "image/png", width: 16, height: 16 });
    const scene = created.scene.id;
    ok(await gm.intent({ type: "scene.create", name: "Lair", grid, image: { asset: secret } }));

    // The GM fetches any image: type, nosniff, ETag = SHA-256, private revalidated caching, same bytes.
    const g = await fetchAsset(srv, t.table.id, shown, t.gm.token);
    expect(g.status).toBe(200);
    expect(g.headers.get("content-type")).toBe("image/png");
    expect(g.headers.get("x-content-type-options")).toBe("nosniff");
    expect(g.headers.get("cache-control")).toBe("private, no-cache");
    const bytes = Buffer.from(await g.arrayBuffer());
    expect(bytes.equals(solidPng(16, 16, [1, 2, 3]))).toBe(true);
    const etag = g.headers.get("etag")!;
    const { createHash } = await import("node:crypto");
    expect(etag).toBe(`"${createHash("sha256").update(bytes).digest("hex")}"`);
    expect((await fetchAsset(srv, t.table.id, shown, t.gm.token, { "if-none-match": etag })).status).toBe(
      304,
    );

    const notFound = async (asset: string, token?: string) => {
      const r = await fetchAsset(srv, t.table.id, asset, token);
      return { status: r.status, body: await r.text() };
    };
    // Before the scene is shown, the player gets for a real image what a made-up id gets.
    const madeUp = await notFound("img-madeup", ashToken);
    expect(madeUp.status).toBe(404);
    expect(await notFound(shown, ashToken)).toEqual(madeUp);
    expect(await notFound(secret, ashToken)).toEqual(madeUp);
    // The token never travels in the URL: a ?token= is no credential.
    const viaQuery = await fetch(`${srv.url}/api/tables/${t.table.id}/assets/${shown}?token=${ashToken}`);
    expect(viaQuery.status).toBe(401);

    ok(await gm.intent({ type: "scene.activate", scene }));
    const p = await fetchAsset(srv, t.table.id, shown, ashToken);
    expect(p.status).toBe(200);
    expect(Buffer.from(await p.arrayBuffer()).equals(bytes)).toBe(true);
    // The prepared scene's image stays the GM's, and answers as a made-up id.
    expect(await notFound(secret, ashToken)).toEqual(madeUp);
    // Another table's GM token does not open this table's images.
    const other = await createTable(srv.url, "Elsewhere");
    expect((await fetchAsset(srv, t.table.id, shown, other.gm.token)).status).toBe(401);
    expect((await fetchAsset(srv, other.table.id, shown, other.gm.token)).status).toBe(404);

    // Taking the background away closes it to players; undo brings it back.
    ok(await gm.intent({ type: "scene.update", scene, image: null }));
    expect(await notFound(shown, ashToken)).toEqual(madeUp);
    ok(await gm.intent({ type: "undo" }));
    expect((await fetchAsset(srv, t.table.id, shown, ashToken)).status).toBe(200);
    // The player's own frames carry the image of the scene on show.
    const ash = await TestClient.join(srv.wsUrl, t.table.id, ashToken);
    const seen = JSON.stringify(ash.events().map((m) => m.event));
    expect(seen).toContain(shown);
    expect(seen).not.toContain(secret);
    await ash.close();
  });

  it("keeps backgrounds across a restart (the log replays) and through export and import", async () => {
    const asset = ((await (await upload(srv, t.table.id, red, t.gm.token)).json()) as { asset: string })
      .asset;
    const s = sceneEvents().find((e) => e.type === "scene.activated") as unknown as { scene: string };
    ok(await gm.intent({ type: "scene.update", scene: s.scene, image: { asset } }));
    await gm.close();
    await srv.stop();
    srv = await startTestServer({ dataDir: dir.path }, LIMITS);
    gm = await TestClient.join(srv.wsUrl, t.table.id, t.gm.token);
    const again = await fetchAsset(srv, t.table.id, asset, ashToken);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(red)).toBe(true);

    const ex = await fetch(`${srv.url}/api/tables/${t.table.id}/export`, {
      headers: { authorization: `Bearer ${t.gm.token}` },
    });
    expect(ex.status).toBe(200);
    const exported = (await ex.json()) as { table: { id: string }; assets?: { id: string; data: string }[] };
    expect(exported.assets?.map((a) => a.id)).toContain(asset);

    // Into a second server: every image comes back, byte for byte, still the scene's background.
    const dir2 = await pgliteDir();
    const srv2 = await startTestServer({ dataDir: dir2.path }, LIMITS);
    try {
      const imp = await post(`${srv2.url}/api/tables/import`, exported);
      expect(imp.status, JSON.stringify(imp.body)).toBe(201);
      const back = await fetchAsset(srv2, t.table.id, asset, ashToken);
      expect(back.status).toBe(200);
      expect(Buffer.from(await back.arrayBuffer()).equals(red)).toBe(true);

      // An import re-checks every image by its content and size.
      const text = structuredClone(exported);
      text.table.id = "forged-1";
      text.assets![0]!.data = Buffer.from("not an image at all").toString("base64");
      const refused = await post(`${srv2.url}/api/tables/import`, text);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain("PNG, JPEG or WebP");
    } finally {
      await srv2.stop();
      dir2.remove();
    }

    // Once the GM reveals the seed, the export with its images verifies (that such an export also
    // imports is shown in http-import.test.ts).
    ok(await gm.intent({ type: "seed.reveal" }));
    const revealed = await fetch(`${srv.url}/api/tables/${t.table.id}/export`, {
      headers: { authorization: `Bearer ${t.gm.token}` },
    });
    const report = verifyExport(registry, await revealed.json());
    expect(report.ok, JSON.stringify(report.mismatches)).toBe(true);
    expect(report.verifiedPeriods).toContain(1);
  }, 120_000);
});
