// The table server: HTTP for creating and joining tables, WebSocket for play. `close()` shuts down
// gracefully: no new connections or intents, every commit under way finishes (and is acknowledged),
// then the sockets close.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { Registry } from "../engine/registry.js";
import { registry as defaultRegistry } from "../rulesets/index.js";
import type { Store } from "../store/index.js";
import { Connection } from "./connection.js";
import { errorReply, isExpected } from "./errors.js";
import { apiRouter } from "./http/api.js";
import { statusFor, writeReply } from "./http/body.js";
import { defaultWebRoot, webApp } from "./http/static.js";
import { Hub } from "./hub.js";
import { DEFAULT_LIMITS, type Limits } from "./limits.js";
import { type Logger, silentLogger } from "./logger.js";
import { AddressLimiter } from "./rate-limit.js";

export interface ServerOptions {
  store: Store;
  registry?: Registry;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  logger?: Logger;
  limits?: Partial<Limits>;
  publicUrl?: string | null;
  /** The built web app to serve (default: the package's dist-web/); null serves none. */
  webRoot?: string | null;
  /**
   * Behind a reverse proxy: count requests by the address the proxy puts last in X-Forwarded-For
   * (the client it saw) rather than by the proxy's own address. Only with a proxy that sets it:
   * otherwise any client could claim any address.
   */
  trustProxy?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  hub: Hub;
  close(): Promise<void>;
}

/** The largest frame `ws` itself accepts; above our own limit so an oversize message gets a clear error. */
const HARD_FRAME_LIMIT = 1024 * 1024;

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const logger = opts.logger ?? silentLogger;
  const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const registry = opts.registry ?? defaultRegistry;
  const hub = new Hub(opts.store, registry, logger);
  await hub.start();
  const router = apiRouter({
    store: opts.store,
    registry,
    hub,
    limits,
    logger,
    publicUrl: opts.publicUrl ?? null,
    startedAt: Date.now(),
  });

  const web = webApp(opts.webRoot === undefined ? defaultWebRoot() : opts.webRoot, logger);

  // What anyone may do without a token (POST, WebSocket upgrade) is limited per client address.
  const perAddress =
    limits.addressRequestsPerMinute > 0
      ? new AddressLimiter(limits.addressRequestsPerMinute / 60, limits.addressBurst)
      : null;
  const clientAddress = (req: IncomingMessage): string => {
    const forwarded = req.headers["x-forwarded-for"];
    if (opts.trustProxy && typeof forwarded === "string" && forwarded.trim() !== "") {
      return forwarded.split(",").at(-1)!.trim();
    }
    return req.socket.remoteAddress ?? "unknown";
  };
  /** Seconds to wait when `req`'s address has used up its requests; null when it may go on. */
  const overLimit = (req: IncomingMessage): number | null => {
    if (!perAddress) return null;
    const address = clientAddress(req);
    const verdict = perAddress.take(address, Date.now());
    if (verdict.ok) return null;
    logger.warn("address over its request limit", { address, path: req.url });
    return verdict.retryAfterSeconds;
  };
  const limitMessage = (wait: number) =>
    `too many requests from this address: at most ${limits.addressRequestsPerMinute} a minute ` +
    `(bursts of ${limits.addressBurst}); try again in ${wait} s`;

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    web.handle(req, res, url.pathname).then(
      (answered) => {
        if (!answered) answerApi(req, res, url);
      },
      () => answerApi(req, res, url),
    );
  });

  function answerApi(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const found = router.match(req.method ?? "GET", url.pathname);
    if (typeof found === "number") {
      const message = found === 404 ? `no such path: ${url.pathname}` : `${req.method} is not allowed here`;
      writeReply(res, {
        status: found,
        body: { error: { code: found === 404 ? "not_found" : "invalid", path: [], message } },
      });
      return;
    }
    if (req.method === "POST") {
      const wait = overLimit(req);
      if (wait !== null) {
        writeReply(res, {
          status: 429,
          headers: { "retry-after": String(wait) },
          body: { error: { code: "rate_limited", path: [], message: limitMessage(wait) } },
        });
        req.resume(); // the body is not read; let it drain
        return;
      }
    }
    Promise.resolve()
      .then(() => found.handler({ req, url, params: found.params }))
      .then(
        (reply) => writeReply(res, reply),
        (e) => {
          if (!isExpected(e))
            logger.error("request failed", { method: req.method, path: url.pathname, error: e });
          const { code, path, message } = errorReply(e, null);
          writeReply(res, { status: statusFor(code), body: { error: { code, path, message } } });
        },
      );
  }

  const connections = new Set<Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT });
  http.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path !== "/ws" || hub.closing) {
      socket.end(`HTTP/1.1 ${hub.closing ? "503 Service Unavailable" : "404 Not Found"}\r\n\r\n`);
      return;
    }
    const wait = overLimit(req);
    if (wait !== null) {
      const body = JSON.stringify({ error: { code: "rate_limited", path: [], message: limitMessage(wait) } });
      socket.end(
        `HTTP/1.1 429 Too Many Requests\r\nRetry-After: ${wait}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const c = new Connection(ws, socket, hub, limits, logger);
      connections.add(c);
      ws.on("close", () => connections.delete(c));
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(opts.port ?? 8080, opts.host ?? "127.0.0.1", () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  const host = opts.host ?? "127.0.0.1";
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  logger.info("listening", { url, store: opts.store.kind, instance: opts.store.instanceId });

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      logger.info("shutting down: finishing commits under way");
      // Stop accepting; idle keep-alive connections go now, busy ones once their reply is sent.
      const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeIdleConnections();
      await hub.shutdown();
      for (const c of connections) c.close(1001, "server shutting down");
      wss.close();
      // A request still running after a few seconds is cut off rather than holding the exit.
      const grace = setTimeout(() => http.closeAllConnections(), 5000);
      await stopped;
      clearTimeout(grace);
      logger.info("stopped");
    })();
    return closing;
  };
  return { url, port, hub, close };
}
