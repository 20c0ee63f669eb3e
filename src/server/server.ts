// The table server: HTTP (fastify) for creating and joining tables and serving the web table, and
// a WebSocket for play. `close()` shuts down gracefully: no new connections or intents, every
// commit under way finishes (and is acknowledged), then the sockets close.
//
// What is ours sits around fastify: the per-address token buckets, the error shape
// `{error:{code, path, message}}` for every refusal (fastify's own included: a malformed URL, an
// unknown content type, a body over the limit, a failed schema), and a last resort that turns any
// other failure into a 500 with an id that is also in the log. No request can end the process.

import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import fastifyCompress from "@fastify/compress";
import Fastify, { type FastifyError } from "fastify";
import { WebSocketServer } from "ws";
import type { Registry } from "../engine/registry.js";
import { registry as defaultRegistry } from "../rulesets/index.js";
import type { Store } from "../store/index.js";
import { Connection } from "./connection.js";
import { errorReply, isExpected } from "./errors.js";
import { registerApi } from "./http/api.js";
import { errorBody, statusFor } from "./http/body.js";
import { ImportPool } from "./http/import-pool.js";
import { joinPage } from "./http/join-page.js";
import { parseJsonBody } from "./http/json-body.js";
import { type OriginPolicy, originPolicy } from "./http/origin.js";
import { APP_ROUTES, defaultWebRoot, registerWebApp, type WebApp } from "./http/static.js";
import { Hub } from "./hub.js";
import { DEFAULT_LIMITS, type Limits } from "./limits.js";
import { type Logger, silentLogger } from "./logger.js";
import { closeOddsPool } from "./odds-pool.js";
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
  /**
   * Origins besides the server's own whose pages may open a WebSocket (`https://table.example`),
   * for a page served from another address than the one the server sees in Host (a proxy that
   * rewrites Host). A browser always sends Origin; a WebSocket from any other origin gets 403.
   */
  allowedOrigins?: string[];
}

export interface RunningServer {
  url: string;
  port: number;
  hub: Hub;
  close(): Promise<void>;
}

/** The largest frame `ws` itself accepts; above our own limit so an oversize message gets a clear error. */
const HARD_FRAME_LIMIT = 1024 * 1024;

/** Every HTTP method fastify routes; a path's others get 405 with the ones it has in Allow. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const;

/** A short id for a failure, in the reply and in the log line, to find one from the other. */
const errorId = () => randomBytes(6).toString("hex");

/** A raw HTTP answer on a socket fastify never saw (a refused WebSocket upgrade, a broken request). */
function rawAnswer(socket: Duplex, status: string, body: object, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  const lines = Object.entries({
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(text)),
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
    connection: "close",
    ...headers,
  }).map(([k, v]) => `${k}: ${v}`);
  if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\n${lines.join("\r\n")}\r\n\r\n${text}`);
  else socket.destroy();
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const logger = opts.logger ?? silentLogger;
  const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const registry = opts.registry ?? defaultRegistry;
  const hub = new Hub(opts.store, registry, logger);
  await hub.start();
  const imports = new ImportPool(limits, registry);
  const origins: OriginPolicy = originPolicy(opts.allowedOrigins ?? [], opts.publicUrl ?? null);

  const app = Fastify({
    // Our logger (pino behind logger.ts) logs what matters; fastify's per-request lines would
    // double it.
    logger: false,
    bodyLimit: limits.maxBodyBytes,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A malformed URL (`/api/rulesets/%ZZ`) is the client's mistake: 400 in our shape. This once
    // ended the process (a decode threw inside a promise nothing caught).
    frameworkErrors: (err, _req, reply) => {
      // fastify's hooks do not run for these: the headers every answer has are set here.
      (reply as { headers(h: object): { code(n: number): { send(body: unknown): void } } })
        // The body, if any, was never read: the connection closes rather than parse it as a request.
        .headers({ "x-content-type-options": "nosniff", "cache-control": "no-store", connection: "close" })
        .code(400)
        .send(
          errorBody(
            "invalid",
            err.code === "FST_ERR_BAD_URL"
              ? "the URL is malformed (a % must start an escape like %20)"
              : `the request could not be routed: ${err.message}`,
            ["url"],
          ),
        );
    },
    // A request Node cannot parse at all (bad request line, headers too large) never reaches a
    // route; the answer still has our shape.
    clientErrorHandler: (err, socket) => {
      // A reset needs no answer; nor does a socket whose answer is already on its way (bytes
      // after a request without framing are parsed as the next one, which fails).
      if (
        (err as { code?: string }).code === "ECONNRESET" ||
        (socket as { _httpMessage?: unknown })._httpMessage
      ) {
        socket.destroy();
        return;
      }
      const tooLarge = (err as { code?: string }).code === "HPE_HEADER_OVERFLOW";
      rawAnswer(
        socket,
        tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request",
        errorBody(
          tooLarge ? "too_large" : "invalid",
          tooLarge ? "the request's headers are too large" : "the request is not valid HTTP",
        ),
      );
    },
    return503OnClosing: true,
    forceCloseConnections: "idle",
  });

  // JSON only: fastify's text/plain parser would let a cross-site form POST (which may send
  // text/plain without asking) create tables and members. Anything else gets 415.
  app.removeContentTypeParser("text/plain");
  // Our JSON parser names the field of a refused key (json-body.ts); the limits stay fastify's.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (e) {
      done(e as Error, undefined);
    }
  });

  // JSON replies over a kilobyte are compressed for a client that accepts it; the web app's files
  // come compressed from the build (static.ts). Request bodies are never inflated: a small gzip
  // could unpack to far more than the body limit.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    customTypes: (type: string) => /^application\/json\b/.test(type),
    globalDecompression: false,
  });

  // What anyone may do without a token (POST, WebSocket upgrade) is limited per client address;
  // imports, which cost the most, also by a tighter bucket of their own.
  const perAddress =
    limits.addressRequestsPerMinute > 0
      ? new AddressLimiter(limits.addressRequestsPerMinute / 60, limits.addressBurst)
      : null;
  const perAddressImports =
    limits.importsPerMinute > 0 ? new AddressLimiter(limits.importsPerMinute / 60, limits.importBurst) : null;
  const clientAddress = (req: IncomingMessage): string => {
    const forwarded = req.headers["x-forwarded-for"];
    if (opts.trustProxy && typeof forwarded === "string" && forwarded.trim() !== "") {
      return forwarded.split(",").at(-1)!.trim();
    }
    return req.socket.remoteAddress ?? "unknown";
  };
  /** Seconds to wait and the limit's wording when `req`'s address has used up a bucket; null when it may go on. */
  const overLimit = (
    req: IncomingMessage,
    kind: "address" | "import",
  ): { wait: number; message: string } | null => {
    const address = clientAddress(req);
    const now = Date.now();
    if (kind === "import" && perAddressImports) {
      const v = perAddressImports.take(address, now);
      if (!v.ok) {
        logger.warn("address over its import limit", { address });
        return {
          wait: v.retryAfterSeconds,
          message:
            `too many imports from this address: at most ${limits.importsPerMinute} a minute ` +
            `(bursts of ${limits.importBurst}); try again in ${v.retryAfterSeconds} s`,
        };
      }
    }
    if (!perAddress) return null;
    const v = perAddress.take(address, now);
    if (v.ok) return null;
    logger.warn("address over its request limit", { address, path: req.url });
    return {
      wait: v.retryAfterSeconds,
      message:
        `too many requests from this address: at most ${limits.addressRequestsPerMinute} a minute ` +
        `(bursts of ${limits.addressBurst}); try again in ${v.retryAfterSeconds} s`,
    };
  };

  // Before the body is read: a client over its limit costs no upload.
  app.addHook("onRequest", async (req, reply) => {
    const kind = req.routeOptions.config.limit;
    if (!kind) return;
    const over = overLimit(req.raw, kind);
    if (!over) return;
    reply.header("retry-after", String(over.wait));
    reply.header("connection", "close");
    return reply.code(429).send(errorBody("rate_limited", over.message));
  });

  // Every answer, JSON included: a browser must never guess another type than the one we send.
  app.addHook("onSend", async (_req, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (isExpected(err)) {
      const { code, path, message } = errorReply(err, null);
      const status = statusFor(code);
      if (status === 503) reply.header("retry-after", "5");
      return reply.code(status).send(errorBody(code, message, path));
    }
    if (err.validation) {
      const first = err.validation[0];
      const path = (first?.instancePath ?? "")
        .split("/")
        .filter((p) => p !== "")
        .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
      return reply.code(400).send(errorBody("invalid", err.message, path));
    }
    const status = typeof err.statusCode === "number" ? err.statusCode : 500;
    if (status >= 400 && status < 500)
      return reply
        .code(status)
        .send(clientError(err, status, req.routeOptions.bodyLimit, req.headers["content-type"]));
    // The last resort: the failure is ours. The client gets an id to quote; the log has the rest.
    const id = errorId();
    logger.error("request failed", { errorId: id, method: req.method, path: req.url, error: err });
    return reply.code(500).send({
      error: { code: "internal", path: [], message: `the server failed to handle this (error ${id})`, id },
    });
  });

  let web: WebApp | null = null;
  const webRoot = opts.webRoot === undefined ? defaultWebRoot() : opts.webRoot;
  if (webRoot !== null) web = await registerWebApp(app, webRoot);

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split("?")[0]!;
    // A missing hashed file is a plain 404 (a stale page asking for an old build's chunk).
    if (web && path.startsWith("/assets/"))
      return reply.code(404).type("text/plain; charset=utf-8").send(`not found: ${path}\n`);
    return reply.code(404).send(errorBody("not_found", `no such path: ${path}`));
  });

  // Which methods each path has, to answer the others with 405 and Allow.
  const methodsOf = new Map<string, Set<string>>();
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api") || route.url === "/health") {
      const methods = methodsOf.get(route.url) ?? new Set<string>();
      for (const m of [route.method].flat()) methods.add(m);
      methodsOf.set(route.url, methods);
    }
  });

  const startedAt = Date.now();
  await registerApi(app, {
    store: opts.store,
    registry,
    hub,
    limits,
    logger,
    imports,
    publicUrl: opts.publicUrl ?? null,
    startedAt,
  });

  if (web) {
    const w = web;
    for (const route of APP_ROUTES) app.get(route, (req, reply) => w.serveIndex(req, reply));
  }
  // An invite link opens the web app, or without a build the server's own minimal join page.
  app.get(
    "/join/:id",
    { schema: { params: { type: "object", properties: { id: { type: "string", maxLength: 100 } } } } },
    async (req, reply) => {
      const { id } = req.params as { id: string };
      if (web && (await web.built())) return web.serveIndex(req, reply);
      return reply.type("text/html; charset=utf-8").send(joinPage(id));
    },
  );

  for (const [url, has] of [...methodsOf]) {
    const allow = [...has].sort().join(", ");
    const others = METHODS.filter((m) => !has.has(m));
    if (others.length === 0) continue;
    app.route({
      method: others,
      url,
      handler: async (req, reply) => {
        reply.header("allow", allow);
        return reply
          .code(405)
          .send(errorBody("method_not_allowed", `${req.method} is not allowed here; use ${allow}`));
      },
    });
  }

  // The WebSocket: `ws` on the HTTP server's `upgrade` event, as before fastify. Connection (one
  // per socket: hello, rate limits, intents) is written against `ws`; @fastify/websocket would
  // wrap the same `ws` and add a route lifecycle a long-lived socket does not use.
  const connections = new Set<Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT });
  app.server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    let path: string;
    try {
      path = new URL(req.url ?? "/", "http://localhost").pathname;
    } catch {
      rawAnswer(socket, "400 Bad Request", errorBody("invalid", "the URL is malformed", ["url"]));
      return;
    }
    if (hub.closing) {
      rawAnswer(socket, "503 Service Unavailable", errorBody("shutting_down", "the server is shutting down"));
      return;
    }
    if (path !== "/ws") {
      rawAnswer(socket, "404 Not Found", errorBody("not_found", `no WebSocket at ${path}; it is at /ws`));
      return;
    }
    // Before any limit is spent: a page of another site may not play as its visitor.
    const origin = origins.check(req);
    if (!origin.ok) {
      logger.warn("WebSocket refused: foreign origin", { origin: origin.origin });
      rawAnswer(socket, "403 Forbidden", errorBody("forbidden", origin.message, ["origin"]));
      return;
    }
    const over = overLimit(req, "address");
    if (over) {
      rawAnswer(socket, "429 Too Many Requests", errorBody("rate_limited", over.message), {
        "retry-after": String(over.wait),
      });
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const c = new Connection(ws, socket, hub, limits, logger);
      connections.add(c);
      ws.on("close", () => connections.delete(c));
    });
  });

  const host = opts.host ?? "127.0.0.1";
  await app.listen({ port: opts.port ?? 8080, host });
  const port = (app.server.address() as AddressInfo).port;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  logger.info("listening", { url, store: opts.store.kind, instance: opts.store.instanceId });

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      logger.info("shutting down: finishing commits under way");
      // Stop accepting; idle keep-alive connections go now, busy ones once their reply is sent.
      const stopped = app.close();
      await hub.shutdown();
      await closeOddsPool(hub);
      for (const c of connections) c.close(1001, "server shutting down");
      wss.close();
      // A request still running after a few seconds is cut off rather than holding the exit.
      const grace = setTimeout(() => app.server.closeAllConnections(), 5000);
      await stopped;
      clearTimeout(grace);
      await imports.close();
      logger.info("stopped");
    })();
    return closing;
  };
  return { url, port, hub, close };
}

/** A 4xx fastify raised itself (body parsing, limits), in our shape. */
function clientError(
  err: FastifyError,
  status: number,
  bodyLimit: number | undefined,
  contentType: string | undefined,
) {
  switch (err.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return errorBody(
        "unsupported_media_type",
        contentType
          ? `send the body as JSON, with Content-Type: application/json (not ${contentType.slice(0, 100)})`
          : "send the body as JSON, with Content-Type: application/json (the request has none)",
        ["content-type"],
      );
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return errorBody("too_large", `the body is over this request's limit of ${bodyLimit ?? "?"} bytes`);
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return errorBody("bad_json", "the body is empty; send a JSON object");
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return errorBody("bad_json", "the body is not valid JSON");
    default:
      if (status === 413) return errorBody("too_large", "the body is too large");
      if (status === 415)
        return errorBody("unsupported_media_type", "send the body as JSON (application/json)");
      // secure-json-parse refuses `__proto__` and `constructor.prototype` keys with a SyntaxError.
      if (err instanceof SyntaxError)
        return errorBody("bad_json", `the body is not acceptable JSON: ${err.message}`);
      return errorBody("invalid", err.message);
  }
}
