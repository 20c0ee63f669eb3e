// The web table's built files (dist-web/, made by `npm run build:web`), served by @fastify/static.
// The app's own routes (`/`, `/table/ID`, `/join/ID`, `/new`, `/designer`) all answer with
// index.html, which routes in the browser; hashed files under /assets/ are cached for a year,
// everything else is revalidated. Files are sent as the build compressed them (brotli or gzip, made
// by web/vite.config.ts) to a client that accepts it. Only files inside the folder are ever read:
// a path is decoded once and any `..`, backslash, NUL or dot-file is refused (resolveInside) before
// @fastify/static, which checks again, asks the file system.

import { createHash } from "node:crypto";
import type { Stats } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** dist-web/ beside dist/ and src/: this file is src/server/http/static.ts or dist/server/http/static.js. */
export function defaultWebRoot(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), "../../../dist-web");
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Paths the browser app routes itself; each gets index.html. */
export const APP_ROUTES = ["/", "/table/:id", "/new", "/designer"] as const;

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** What the page may load: only this origin (and its WebSocket), no inline scripts. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tabula: web table not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto">
<h1>The web table is not built</h1>
<p>This server has no <code>dist-web/</code> folder to serve. Run <code>npm run build:web</code>
(or <code>npm start</code>, which builds it when it is missing), then reload this page.</p>
<p>The HTTP API (<code>/api/…</code>) and the WebSocket (<code>/ws</code>) work without it.</p>
</body></html>`;

/**
 * The file a URL path names inside `root`, or null when the path could reach outside it or names
 * something the app does not serve (dot-files, folders). Decoding happens exactly once, here.
 */
export function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const parts = decoded.split("/").filter((p) => p !== "");
  if (parts.length === 0) return null;
  if (parts.some((p) => p === "." || p === ".." || p.startsWith("."))) return null;
  const base = resolve(root);
  const full = resolve(base, ...parts);
  if (!full.startsWith(base + sep)) return null;
  return full;
}

function extension(path: string): string {
  const slash = path.lastIndexOf("/");
  const dot = path.lastIndexOf(".");
  return dot > slash ? path.slice(dot).toLowerCase() : "";
}

/** Whether a URL path is one the web app serves a file for: under /assets/, or at the top. */
function servedPath(pathname: string): boolean {
  return pathname.startsWith("/assets/") || /^\/[^/]+$/.test(pathname);
}

export interface WebApp {
  /** The folder served. */
  readonly root: string;
  /** Answers with index.html (or the "not built" page); for the app's routes. */
  serveIndex(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Whether the build is there (index.html exists). */
  built(): Promise<boolean>;
}

/**
 * Registers the web app's files on `app` (under @fastify/static's catch-all GET route, which hands
 * anything it does not serve to the not-found handler) and returns what serves index.html.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<WebApp> {
  const base = resolve(root);
  /** index.html with its ETag; read again when it changes on disk (a rebuild while serving). */
  let index: { text: string; etag: string; mtimeMs: number } | null = null;

  async function fileStats(path: string): Promise<Stats | null> {
    try {
      const s = await stat(path);
      return s.isFile() ? s : null;
    } catch {
      return null;
    }
  }

  async function indexHtml(): Promise<{ text: string; etag: string } | null> {
    const path = join(base, "index.html");
    const s = await fileStats(path);
    if (!s) return null;
    if (!index || index.mtimeMs !== s.mtimeMs) {
      const text = await readFile(path, "utf8");
      const etag = `W/"${createHash("sha256").update(text).digest("hex").slice(0, 20)}"`;
      index = { text, etag, mtimeMs: s.mtimeMs };
    }
    return index;
  }

  await app.register(async (scope) => {
    // @fastify/send names types by its own table (application/javascript…); ours are the ones the
    // page's CSP and the tests expect, and a pre-compressed file keeps its original file's type.
    scope.addHook("onSend", async (req, reply, payload) => {
      const type = TYPES[extension(req.url.split("?")[0]!)];
      if (type && reply.statusCode < 400) reply.header("content-type", type);
      return payload;
    });
    // A path @fastify/send refuses (`..`, a dot-file: 403) is answered as any missing file is.
    scope.setErrorHandler((err: { statusCode?: number }, _req, reply) => {
      if (typeof err.statusCode === "number" && err.statusCode < 500) return reply.callNotFound();
      throw err;
    });
    await scope.register(fastifyStatic, {
      root: base,
      prefix: "/",
      wildcard: true,
      index: false,
      redirect: false,
      list: false,
      dotfiles: "ignore",
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: false,
      // Checked before the file system is asked: a top-level file or one under /assets/, inside
      // the folder, never index.html itself (the app's routes serve it, with its CSP).
      allowedPath: (pathname) =>
        servedPath(pathname) && pathname !== "/index.html" && resolveInside(base, pathname) !== null,
      setHeaders: (res, path) => {
        res.header("cache-control", path.startsWith(join(base, "assets") + sep) ? IMMUTABLE : REVALIDATE);
      },
    });
  });

  return {
    root: base,
    async built() {
      return (await indexHtml()) !== null;
    },
    async serveIndex(req, reply) {
      const page = await indexHtml();
      if (!page)
        return reply
          .code(503)
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .send(NOT_BUILT);
      reply.headers({
        "cache-control": REVALIDATE,
        etag: page.etag,
        "content-security-policy": CSP,
        "referrer-policy": "no-referrer",
      });
      if (req.headers["if-none-match"] === page.etag) return reply.code(304).send();
      return reply.code(200).type("text/html; charset=utf-8").send(page.text);
    },
  };
}
