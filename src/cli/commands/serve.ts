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
import { type Command, HELP_OPTION, JSON_OPTION } from "../command.js";

const LEVELS = ["debug", "info", "warn", "error"];

export const serveCommand: Command = {
  name: "serve",
  usage:
    "tabula serve [--port 8080] [--host 127.0.0.1] [--data DIR] [--memory MIB] [--database-url URL] [--requests-per-minute N] [--trust-proxy]",
  description: [
    "Serves game tables: POST /api/tables creates one (answering with the GM's token and an invite",
    "link), POST /api/tables/ID/join joins with an invite, and clients play over the WebSocket at /ws.",
    "GET /health answers when the server is up.",
    "",
    "Tables are kept in PGlite (an embedded PostgreSQL) in DIR (default ./tabula-data), or in",
    "PostgreSQL when --database-url or DATABASE_URL is given; several servers may share one",
    "PostgreSQL and the same tables. Logs are JSON lines on stdout. SIGTERM or SIGINT stops the",
    "server after the commits under way are finished.",
    "",
    "The embedded PGlite keeps a 16 MiB page cache by default, so an idle server fits in under 200 MiB;",
    "--memory MIB gives it more on a bigger host (PostgreSQL's own default is 128).",
    "",
    "What needs no token (creating, joining or importing a table, opening a WebSocket) is limited per",
    "client address: 120 a minute in bursts of 60 by default; more gets 429 and a Retry-After.",
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
    json: JSON_OPTION,
    help: HELP_OPTION,
  },
  async run(args, io) {
    const o = args.options;
    const port = integerOption(o.port, "port") ?? 8080;
    if (port < 0 || port > 65535) throw new UsageError("--port must be between 0 and 65535");
    const perMinute = integerOption(o["requests-per-minute"], "requests-per-minute") ?? 120;
    if (perMinute < 0) throw new UsageError("--requests-per-minute must be 0 (no limit) or more");
    const level = (typeof o["log-level"] === "string" ? o["log-level"] : "info") as Level;
    if (!LEVELS.includes(level)) throw new UsageError(`--log-level must be one of ${LEVELS.join(", ")}`);
    const databaseUrl =
      (typeof o["database-url"] === "string" ? o["database-url"] : process.env.DATABASE_URL) || null;
    const dataDir = resolve(typeof o.data === "string" ? o.data : "./tabula-data");
    const logger = jsonLogger((line) => io.out(line), level);
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
      limits: { addressRequestsPerMinute: perMinute, addressBurst: Math.max(1, Math.ceil(perMinute / 2)) },
      trustProxy: o["trust-proxy"] === true,
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
