// A small router: method + path pattern (`/api/tables/:id/join`) to a handler that returns data.
// Handlers never write to the response themselves; errors they throw become JSON error replies.

import type { IncomingMessage } from "node:http";

export interface HttpReply {
  status: number;
  /** Sent as JSON, unless `html` is given. */
  body?: unknown;
  html?: string;
  headers?: Record<string, string>;
}

export interface HttpRequest {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
}

export type Handler = (r: HttpRequest) => Promise<HttpReply> | HttpReply;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, path: string, handler: Handler): this {
    const keys: string[] = [];
    const source = path
      .split("/")
      .map((part) => {
        if (!part.startsWith(":")) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        keys.push(part.slice(1));
        return "([^/]+)";
      })
      .join("/");
    this.routes.push({ method, pattern: new RegExp(`^${source}$`), keys, handler });
    return this;
  }

  /** The handler for a request, or why there is none (404 or 405). */
  match(method: string, pathname: string): { handler: Handler; params: Record<string, string> } | 404 | 405 {
    let pathMatched = false;
    for (const r of this.routes) {
      const m = r.pattern.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (r.method !== method) continue;
      const params: Record<string, string> = {};
      r.keys.forEach((k, i) => {
        params[k] = decodeURIComponent(m[i + 1]!);
      });
      return { handler: r.handler, params };
    }
    return pathMatched ? 405 : 404;
  }
}
