// The server's serving of the built web app (src/server/http/static.ts): app routes get index.html,
// hashed assets are cached for good, missing files get a clear 404, a missing build a clear 503,
// and no path reaches outside the build folder however it is spelled.

import { mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveInside } from "../../src/server/http/static.js";
import { type RunningServer, startServer } from "../../src/server/index.js";
import { openStore, type Store } from "../../src/store/index.js";
import { pgliteDir, tempDir } from "../server/support/harness.js";

/** A raw GET: fetch() would normalise `..` away before it ever left the client. */
function rawGet(url: string, path: string, headers: Record<string, string> = {}, method = "GET") {
  const u = new URL(url);
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => {
        body += d;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("serving the web app", () => {
  const outside = tempDir("tabula-static-");
  const root = join(outside.path, "dist-web");
  let data: { path: string; remove(): void };
  let store: Store;
  let server: RunningServer;
  let bare: RunningServer;
  let off: RunningServer;

  beforeAll(async () => {
    mkdirSync(join(root, "assets"), { recursive: true });
    writeFileSync(join(root, "index.html"), "<!doctype html><title>app</title><div id=root></div>");
    writeFileSync(join(root, "assets/index-AbC123.js"), "console.log('app')");
    writeFileSync(join(root, "assets/index-AbC123.css"), "body{}");
    // The chunks a ruleset's builder or sheet loads on demand: hashes may hold `_` and `-`.
    writeFileSync(join(root, "assets/lucky13-Sheet-_iBV-tj8.js"), "export const Sheet = 1;");
    writeFileSync(join(root, "assets/lucky13-Sheet-D0_db-r7.css"), ".l13-track{}");
    writeFileSync(join(root, "assets/.hidden"), "dot-file");
    writeFileSync(join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    writeFileSync(join(outside.path, "secret.txt"), "TOP SECRET");
    data = await pgliteDir();
    store = await openStore({ dataDir: data.path });
    server = await startServer({ store, port: 0, webRoot: root });
    bare = await startServer({ store, port: 0, webRoot: join(outside.path, "not-built") });
    off = await startServer({ store, port: 0, webRoot: null });
  });

  afterAll(async () => {
    await Promise.all([server?.close(), bare?.close(), off?.close()]);
    await store?.close();
    data?.remove();
    outside.remove();
  });

  it("answers the app's routes with index.html, revalidated, under a strict CSP", async () => {
    for (const path of ["/", "/table/tabc123", "/join/tabc123", "/table/tabc123/", "/designer"]) {
      const r = await rawGet(server.url, path);
      expect(r.status, path).toBe(200);
      expect(r.body).toContain("<title>app</title>");
      expect(r.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(r.headers["cache-control"]).toBe("no-cache");
      expect(r.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
    }
    const first = await rawGet(server.url, "/");
    const again = await rawGet(server.url, "/", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves hashed assets with a year's cache, types, ETags and HEAD", async () => {
    const js = await rawGet(server.url, "/assets/index-AbC123.js");
    expect(js.status).toBe(200);
    expect(js.body).toBe("console.log('app')");
    expect(js.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const css = await rawGet(server.url, "/assets/index-AbC123.css");
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    const cached = await rawGet(server.url, "/assets/index-AbC123.js", {
      "if-none-match": String(js.headers.etag),
    });
    expect(cached.status).toBe(304);
    const head = await rawGet(server.url, "/assets/index-AbC123.js", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String("console.log('app')".length));
    expect(head.body).toBe("");
    for (const [path, type] of [
      ["/assets/lucky13-Sheet-_iBV-tj8.js", "text/javascript; charset=utf-8"],
      ["/assets/lucky13-Sheet-D0_db-r7.css", "text/css; charset=utf-8"],
    ] as const) {
      const chunk = await rawGet(server.url, path);
      expect(chunk.status, path).toBe(200);
      expect(chunk.headers["content-type"], path).toBe(type);
      expect(chunk.headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
    }
    const icon = await rawGet(server.url, "/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers["content-type"]).toBe("image/svg+xml");
    expect(icon.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a missing asset with a plain 404 and leaves other paths to the API", async () => {
    const missing = await rawGet(server.url, "/assets/index-Gone99.js");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(missing.body).toContain("not found: /assets/index-Gone99.js");
    const other = await rawGet(server.url, "/nothing/here");
    expect(other.status).toBe(404);
    expect(JSON.parse(other.body)).toMatchObject({ error: { code: "not_found" } });
    const api = await rawGet(server.url, "/api/rulesets");
    expect(api.status).toBe(200);
    expect(api.headers["content-type"]).toBe("application/json; charset=utf-8");
    const post = await fetch(`${server.url}/`, { method: "POST" });
    expect(post.status).toBe(404);
  });

  it("never reads outside the build folder, however the path is spelled", async () => {
    const attempts = [
      "/assets/../../secret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
      "/assets/%2e%2e%2f%2e%2e%2fsecret.txt",
      "/assets/..%5c..%5csecret.txt",
      "/assets/..\\..\\secret.txt",
      "/assets/%252e%252e/%252e%252e/secret.txt",
      "/assets/index-AbC123.js%00.png",
      "/assets/.hidden",
      "/assets/%2ehidden",
      "/..%2fsecret.txt",
      "/%2e%2e/secret.txt",
      "/assets/%c0%ae%c0%ae/secret.txt",
      "/assets/%",
      "/assets/",
      "/assets//etc/passwd",
      `/assets/${"%2e%2e%2f".repeat(12)}etc/passwd`,
    ];
    for (const path of attempts) {
      const r = await rawGet(server.url, path);
      expect([400, 404], `${path} → ${r.status}`).toContain(r.status);
      expect(r.body, path).not.toContain("TOP SECRET");
      expect(r.body, path).not.toContain("dot-file");
      expect(r.body, path).not.toContain("root:");
    }
  });

  it("resolves only plain paths inside the folder", () => {
    expect(resolveInside(root, "/assets/index-AbC123.js")).toBe(join(root, "assets/index-AbC123.js"));
    expect(resolveInside(root, "/assets/a%20b.js")).toBe(join(root, "assets/a b.js"));
    for (const bad of [
      "/assets/../x",
      "/assets/..%2fx",
      "/a\\b",
      "/a%00b",
      "/.env",
      "/assets/%E0%A4%A",
      "/",
      "//",
    ])
      expect(resolveInside(root, bad), bad).toBeNull();
  });

  it("says clearly when the app is not built, and keeps the invite page working", async () => {
    const home = await rawGet(bare.url, "/");
    expect(home.status).toBe(503);
    expect(home.body).toContain("The web table is not built");
    expect(home.body).toContain("npm run build:web");
    const join = await rawGet(bare.url, "/join/tabc123");
    expect(join.status).toBe(200);
    expect(join.body).toContain("Join a Tabula table");
    const asset = await rawGet(bare.url, "/assets/index-AbC123.js");
    expect(asset.status).toBe(404);
    // With serving turned off, the server is the API alone.
    expect((await rawGet(off.url, "/")).status).toBe(404);
    expect((await rawGet(off.url, "/join/tabc123")).body).toContain("Join a Tabula table");
  });
});
