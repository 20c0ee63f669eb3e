// Imports off the event loop. An export of a long evening is megabytes of JSON (a six-hour session
// of five players is about 4.5 MB; limits.ts); parsing and checking it took the event loop for
// seconds, and every table on the server waited. Here the body goes to a worker thread as bytes
// (piscina), which parses, checks and serialises it (import-worker.ts) and hands back the rows as
// batches of JSON in UTF-8 bytes; only the store's half runs here, a batch per statement with a turn of
// the event loop between them (SqlStore.importPrepared). The pool is bounded: `importWorkers` threads and `importQueue`
// imports waiting; past that an import is answered `busy` at once.

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { Registry } from "../../engine/registry.js";
import { registry as shipped } from "../../rulesets/index.js";
import type { PreparedImport } from "../../store/index.js";
import { ServerError, type ServerErrorCode } from "../errors.js";
import type { Limits } from "../limits.js";
import { checkImport, prepareChecked } from "../tables.js";
import type { ImportCheck } from "./import-worker.js";
import { movable } from "./raw-body.js";

/** The worker's file: the built one beside this module, or dist/'s when running from src/ (tests). */
function workerFile(): string {
  const here = import.meta.url;
  const url = here.endsWith(".ts")
    ? new URL("../../../dist/server/http/import-worker.js", here)
    : new URL("./import-worker.js", here);
  const path = fileURLToPath(url);
  if (!existsSync(path)) throw new Error(`imports need the built ${path}: run \`npm run build\` first`);
  return path;
}

export class ImportPool {
  private pool: Piscina | null = null;

  constructor(
    private readonly limits: Limits,
    private readonly registry: Registry,
  ) {}

  /**
   * The export in `body`, checked and prepared for the store. A server given its own registry (an embedder's rulesets, which a
   * worker cannot rebuild) checks in this thread instead.
   */
  async check(body: Buffer): Promise<PreparedImport> {
    if (this.registry !== shipped) {
      let raw: unknown;
      try {
        raw = JSON.parse(body.toString("utf8"));
      } catch {
        throw new ServerError("bad_json", "the body is not valid JSON");
      }
      return prepareChecked(checkImport(this.registry, raw));
    }
    this.pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: this.limits.importWorkers,
      maxQueue: this.limits.importQueue,
      // A thread is kept a while for the next import, then let go: imports are rare.
      idleTimeout: 30_000,
    });
    // A thread that fails with no import on it makes piscina emit `error`, which with no listener
    // ends the whole server (bench/hostile.js once saw it while dist/ was being rebuilt).
    if (this.pool.listenerCount("error") === 0)
      this.pool.on("error", (e: unknown) =>
        process.emitWarning(`an import worker thread failed: ${String(e)}`),
      );
    if (this.pool.queueSize >= this.limits.importQueue)
      throw new ServerError("busy", "the server is importing other tables; try again in a few seconds");
    // The body's bytes move to the worker rather than being copied when they have a buffer of
    // their own (raw-body.ts reads them so); the route does not read them again.
    const move = movable(body) ? { transferList: [body.buffer] } : {};
    const result = (await this.pool.run(body, move)) as ImportCheck;
    if (!result.ok) throw new ServerError(result.code as ServerErrorCode, result.message, result.path);
    return result.value;
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = null;
  }
}
