// `tabula serve`: runs the table server until SIGTERM or SIGINT, then shuts down gracefully.

import { resolve } from "node:path";
import { startServer } from "../../server/index.js";
import { jsonLogger, type Level } from "../../server/logger.js";
import {
  DEFAULT_STORE_MEMORY_MIB,
  describeStore,
  MAX_STORE_MEMORY_MIB,
  MIN_STORE_MEMORY_MIB,
  openStore,
  StoreLockedError,
} from "../../store/index.js";
import { integerOption, UsageError } from "../args.js";
import { type Command, HELP_OPTION } from "../command.js";
import { textLogLine } from "../log-text.js";

const LEVELS = ["debug", "info", "warn", "error"];

/** `--allowed-origin https://a.example,https://b.example`: each an http(s) origin, no path. */
function allowedOriginsOption(value: string | boolean | undefined): string[] {
  if (typeof value !== "string") return [];
  return value
    .split(",")
    .map((o) => o.trim())
    .filter((o) => o !== "")
    .map((o) => {
      let u: URL | null = null;
      try {
        u = new URL(o);
      } catch {
        // reported below
      }
      if (!u || (u.protocol !== "http:" && u.protocol !== "https:") || u.origin !== o.replace(/\/$/, ""))
        throw new UsageError(
          `--allowed-origin wants origins like https://table.example (no path), not '${o}'`,
        );
      return u.origin;
    });
}

export const serveCommand: Command = {
  name: "serve",
  usage:
    "tabula serve [--port 8080] [--host 127.0.0.1] [--data DIR] [--memory MIB] [--database-url URL] [--requests-per-minute N] [--imports-per-minute N] [--max-import-bytes N] [--trust-proxy] [--allowed-origin ORIGIN,…]",
  description: [
    "Serves game tables: POST /api/tables creates one (answering with the GM's token and an invite",
    "link), POST /api/tables/ID/join joins with an invite, and clients play over the WebSocket at /ws.",
    "GET /health answers when the server is up.",
    "",
    "Tables are kept in PGlite (an embedded PostgreSQL) in DIR (default ./tabula-data), or in",
    "PostgreSQL when --database-url or DATABASE_URL is given; several servers may share one",
    "PostgreSQL and the same tables. Logs go to stdout: JSON lines (pino's) when it is not a terminal",
    "or with --json, one readable line each at a terminal. SIGTERM or SIGINT stops the server after",
    "the commits under way are finished.",
    "",
    "The embedded PGlite keeps an 8 MiB page cache by default, and its code is compiled by V8's baseline",
    "compiler only, so an idle server holds about 190 MiB (with NODE_OPTIONS=--max-semi-space-size=4,",
    "as npm start runs it); --memory MIB gives the cache more on a bigger host (PostgreSQL's own default",
    "is 128), and from 64 up V8 also optimises PostgreSQL's code.",
    "",
    "What needs no token (creating, joining or importing a table, opening a WebSocket) is limited per",
    "client address: 120 a minute in bursts of 60 by default; more gets 429 and a Retry-After.",
    "Imports (POST /api/tables/import) are limited more tightly: 6 a minute in bursts of 3, and",
    "16 MiB each (a six-hour evening's export is about 4.5 MB); they are checked off the event loop.",
    "",
    "A WebSocket opened by a web page must come from the server's own origin (the page's host is",
    "the Host it connects to) or one given with --allowed-origin; others get 403. Behind a proxy",
    "that rewrites Host, give the address people open: --allowed-origin https://table.example.",
  ].join("\n"),
  options: {
    port: { type: "string", value: "PORT", help: "port to listen on (default 8080; 0 picks a free one)" },
    host: { type: "string", value: "HOST", help: "address to listen on (default 127.0.0.1)" },
    data: { type: "string", value: "DIR", help: "PGlite data folder (default ./tabula-data)" },
    memory: {
      type: "string",
      value: "MIB",
      help: `PGlite's page cache in MiB (default ${DEFAULT_STORE_MEMORY_MIB}: an idle server under 200 MiB; 128 or more on a bigger host)`,
    },
    "database-url": { type: "string", value: "URL", help: "PostgreSQL connection string (or DATABASE_URL)" },
    "public-url": { type: "string", value: "URL", help: "the address clients use, for invite links" },
    "log-level": { type: "string", value: "LEVEL", help: "debug, info (default), warn or error" },
    "requests-per-minute": {
      type: "string",
      value: "N",
      help: "per client address: creates, joins, imports and WebSocket connections (default 120; 0: no limit)",
    },
    "trust-proxy": {
      type: "boolean",
      help: "count clients by the last X-Forwarded-For address (only behind a proxy that sets it)",
    },
    "imports-per-minute": {
      type: "string",
      value: "N",
      help: "per client address: table imports (default 6, in bursts of half as many; 0: no limit of their own)",
    },
    "max-import-bytes": {
      type: "string",
      value: "N",
      help: "largest table import in bytes (default 16777216, 16 MiB)",
    },
    "allowed-origin": {
      type: "string",
      value: "ORIGIN,…",
      help: "other origins whose pages may open the WebSocket (comma-separated, e.g. https://table.example)",
    },
    json: {
      type: "boolean",
      help: "log JSON lines even at a terminal (they are JSON whenever stdout is not one)",
    },
    help: HELP_OPTION,
  },
  async run(args, io) {
    const o = args.options;
    const port = integerOption(o.port, "port") ?? 8080;
    if (port < 0 || port > 65535) throw new UsageError("--port must be between 0 and 65535");
    const perMinute = integerOption(o["requests-per-minute"], "requests-per-minute") ?? 120;
    if (perMinute < 0) throw new UsageError("--requests-per-minute must be 0 (no limit) or more");
    const importsPerMinute = integerOption(o["imports-per-minute"], "imports-per-minute") ?? 6;
    if (importsPerMinute < 0) throw new UsageError("--imports-per-minute must be 0 (no limit) or more");
    const maxImportBytes = integerOption(o["max-import-bytes"], "max-import-bytes") ?? 16 * 1024 * 1024;
    if (maxImportBytes < 1024) throw new UsageError("--max-import-bytes must be at least 1024");
    const allowedOrigins = allowedOriginsOption(o["allowed-origin"]);
    const level = (typeof o["log-level"] === "string" ? o["log-level"] : "info") as Level;
    if (!LEVELS.includes(level)) throw new UsageError(`--log-level must be one of ${LEVELS.join(", ")}`);
    const databaseUrl =
      (typeof o["database-url"] === "string" ? o["database-url"] : process.env.DATABASE_URL) || null;
    const dataDir = resolve(typeof o.data === "string" ? o.data : "./tabula-data");
    // JSON lines for programs (a pipe, a file, a log shipper, or --json); readable lines at a terminal.
    const jsonLogs = o.json === true || !io.isTTY;
    const logger = jsonLogger((line) => io.out(jsonLogs ? line : textLogLine(line)), level);
    const memoryMiB = integerOption(o.memory, "memory") ?? DEFAULT_STORE_MEMORY_MIB;
    if (memoryMiB < MIN_STORE_MEMORY_MIB || memoryMiB > MAX_STORE_MEMORY_MIB)
      throw new UsageError(
        `--memory must be between ${MIN_STORE_MEMORY_MIB} and ${MAX_STORE_MEMORY_MIB} (MiB)`,
      );
    const config = { databaseUrl, dataDir, memoryMiB };
    let store: Awaited<ReturnType<typeof openStore>>;
    try {
      store = await openStore(config);
    } catch (e) {
      if (e instanceof StoreLockedError) throw new UsageError(e.message);
      throw e;
    }
    logger.info("store open", { store: describeStore(config) });
    const server = await startServer({
      store,
      logger,
      port,
      host: typeof o.host === "string" ? o.host : "127.0.0.1",
      publicUrl: typeof o["public-url"] === "string" ? o["public-url"] : null,
      // The burst stays half a minute's worth, so a raised limit also allows bigger bursts.
      limits: {
        addressRequestsPerMinute: perMinute,
        addressBurst: Math.max(1, Math.ceil(perMinute / 2)),
        importsPerMinute,
        importBurst: Math.max(1, Math.ceil(importsPerMinute / 2)),
        maxImportBytes,
      },
      trustProxy: o["trust-proxy"] === true,
      allowedOrigins,
    }).catch(async (e) => {
      await store.close();
      throw e;
    });
    await new Promise<void>((done) => {
      const stop = (signal: string) => {
        logger.info("signal received", { signal });
        process.off("SIGTERM", onTerm);
        process.off("SIGINT", onInt);
        done();
      };
      const onTerm = () => stop("SIGTERM");
      const onInt = () => stop("SIGINT");
      process.on("SIGTERM", onTerm);
      process.on("SIGINT", onInt);
    });
    await server.close();
    await store.close();
    return 0;
  },
};
