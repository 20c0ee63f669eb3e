// The web table's built files (dist-web/, made by `npm run build:web`). The app's own routes (`/`,
// `/table/ID`, `/join/ID`) all answer with index.html, which routes in the browser; hashed files
// under /assets/ are cached for a year, everything else is revalidated. Only files inside the
// folder are ever read: paths are decoded once, and any `..`, backslash, NUL or dot-file is refused
// before the file system is asked.

import { createHash } from "node:crypto";
import { createReadStream, type Stats } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "../logger.js";

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
const APP_ROUTES = [/^\/$/, /^\/table\/[^/]+\/?$/, /^\/join\/[^/]+\/?$/, /^\/new\/?$/, /^\/designer\/?$/];

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

export interface WebApp {
  /** The folder served, or null when serving is off. */
  readonly root: string | null;
  /**
   * Answers `req` if it is the web app's to answer (an app route, a file under /assets/, or a file at
   * the top of the folder) and returns true; returns false to let the API router answer.
   */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  type = "text/plain; charset=utf-8",
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    "content-type": type,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    ...headers,
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}

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
  const dot = path.lastIndexOf(".");
  return dot > path.lastIndexOf(sep) ? path.slice(dot).toLowerCase() : "";
}

function etagOf(s: Stats): string {
  return `W/"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`;
}

async function fileStats(path: string): Promise<Stats | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

export function webApp(root: string | null, logger?: Logger): WebApp {
  const base = root === null ? null : resolve(root);
  /** index.html with its ETag; read again when it changes on disk (a rebuild while serving). */
  let index: { text: string; etag: string; mtimeMs: number } | null = null;

  async function indexHtml(): Promise<{ text: string; etag: string } | null> {
    if (base === null) return null;
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

  async function serveIndex(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const page = await indexHtml();
    if (!page) {
      send(res, 503, NOT_BUILT, "text/html; charset=utf-8");
      return;
    }
    const headers = {
      "cache-control": REVALIDATE,
      etag: page.etag,
      "content-security-policy": CSP,
      "referrer-policy": "no-referrer",
    };
    if (req.headers["if-none-match"] === page.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    send(res, 200, page.text, "text/html; charset=utf-8", headers);
  }

  async function serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    s: Stats,
    cache: string,
  ): Promise<void> {
    const etag = etagOf(s);
    const headers: Record<string, string> = {
      "content-type": TYPES[extension(path)] ?? "application/octet-stream",
      "cache-control": cache,
      etag,
      "x-content-type-options": "nosniff",
    };
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, "content-length": String(s.size) });
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    await new Promise<void>((done) => {
      const stream = createReadStream(path);
      stream.on("error", (e) => {
        logger?.error("static file read failed", { path, error: e });
        res.destroy();
        done();
      });
      stream.on("end", () => done());
      stream.pipe(res);
    });
  }

  return {
    root: base,
    async handle(req, res, pathname) {
      if (base === null) return false;
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      if (pathname === "/api" || pathname.startsWith("/api/") || pathname === "/ws") return false;
      try {
        if (APP_ROUTES.some((r) => r.test(pathname))) {
          // Without a build, an invite link still opens the server's own minimal join page.
          if (pathname.startsWith("/join/") && !(await indexHtml())) return false;
          await serveIndex(req, res);
          return true;
        }
        if (pathname.startsWith("/assets/")) {
          const path = resolveInside(base, pathname);
          const s = path ? await fileStats(path) : null;
          if (!path || !s) {
            send(res, 404, `not found: ${pathname}\n`);
            return true;
          }
          await serveFile(req, res, path, s, IMMUTABLE);
          return true;
        }
        // Files at the top of the build (favicon.svg…); anything else is the API router's to refuse.
        if (/^\/[^/]+$/.test(pathname)) {
          const path = resolveInside(base, pathname);
          const s = path ? await fileStats(path) : null;
          if (!path || !s || path.endsWith(`${sep}index.html`)) return false;
          await serveFile(req, res, path, s, REVALIDATE);
          return true;
        }
        return false;
      } catch (e) {
        logger?.error("static request failed", { path: pathname, error: e });
        if (!res.headersSent) send(res, 500, "internal error while serving a file\n");
        else res.destroy();
        return true;
      }
    },
  };
}
