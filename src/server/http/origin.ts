// Which pages may open a WebSocket. A browser sends the page's origin with every WebSocket request
// and lets any page connect anywhere, so without this check a page of another site could open the
// table's socket in a visitor's browser. Allowed: the server's own origin (the Origin's host is the
// Host the request was sent to), the origin of --public-url, and those given with
// --allowed-origin (a page served from another address than the server sees, behind a proxy that
// rewrites Host). A request with no Origin at all is not from a browser page (a bot, the CLI, a
// test client) and is allowed: the check protects browsers' users, a token protects the rest.

import type { IncomingMessage } from "node:http";

export type OriginVerdict = { ok: true } | { ok: false; origin: string; message: string };

export interface OriginPolicy {
  check(req: IncomingMessage): OriginVerdict;
}

/** `https://Table.Example:443/x` → `https://table.example`; null when it is no http(s) origin. */
export function normalOrigin(text: string): string | null {
  try {
    const u = new URL(text);
    if (u.protocol !== "http:" && u.protocol !== "https:" && u.protocol !== "ws:" && u.protocol !== "wss:")
      return null;
    return u.origin;
  } catch {
    return null;
  }
}

export function originPolicy(allowed: readonly string[], publicUrl: string | null): OriginPolicy {
  const origins = new Set<string>();
  for (const a of [...allowed, ...(publicUrl ? [publicUrl] : [])]) {
    const o = normalOrigin(a);
    if (o) origins.add(o);
  }
  return {
    check(req) {
      const origin = req.headers.origin;
      if (origin === undefined) return { ok: true };
      const o = normalOrigin(origin);
      // Same origin: the page came from the address this request was sent to. The scheme is left
      // out: behind a TLS proxy the server sees http while the page was https.
      if (o !== null) {
        const host = req.headers.host?.toLowerCase();
        if (host !== undefined && new URL(o).host === host) return { ok: true };
        if (origins.has(o)) return { ok: true };
      }
      return {
        ok: false,
        origin: String(origin).slice(0, 200),
        message:
          `a page from ${String(origin).slice(0, 200)} may not open this server's WebSocket; ` +
          "the server's host can allow it with --allowed-origin",
      };
    },
  };
}
