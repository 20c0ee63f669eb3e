// The embedded backend: PGlite keeps a whole PostgreSQL in a local folder, so `tabula serve` needs
// nothing installed. It runs one statement at a time in this process; a lock file keeps a second
// process from opening the same folder, which PGlite itself would not notice.

import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { hasDatabase, initDatabase } from "./pglite-init.js";
import { memoryParams, pgliteMemory, wasmCompilerFlags } from "./pglite-memory.js";
import type { Sql, SqlRunner, SqlValue } from "./sql.js";

export class StoreLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`the data folder ${dir} is in use by another process (pid ${pid})`);
    this.name = "StoreLockedError";
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the folder's lock file, or refuses while a living process holds it. A lock left by a dead
 * process says the last run did not shut down: `crashed` is then true.
 */
function takeLock(dir: string): { unlock: () => void; crashed: boolean } {
  const file = join(dir, "tabula.lock");
  let crashed = false;
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid))
      throw new StoreLockedError(dir, pid);
    crashed = true;
  } catch (e) {
    if (e instanceof StoreLockedError) throw e;
  }
  writeFileSync(file, `${process.pid}\n`);
  return { unlock: () => rmSync(file, { force: true }), crashed };
}

/** fsync of a file or folder by its path (a folder's entries are made durable this way). */
function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Syncs every file and folder under `root` to disk, as PostgreSQL does when it starts after a
 * crash: what the crashed run and this start's recovery wrote may still be only in the operating
 * system's cache, and the syncs PostgreSQL made while starting reached no disk (the file layer
 * gets its fsync only once PGlite is up).
 */
function syncTree(root: string, onSync: ((path: string) => void) | undefined): void {
  const sync = (path: string) => {
    fsyncPath(path);
    onSync?.(path);
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) sync(path);
    }
    sync(dir);
  };
  walk(root);
}

/**
 * PGlite's own start parameters, changed in two ways.
 * - New WAL segments are not zero-filled first. Filling a 16 MB segment through PGlite's file layer
 *   stalls every table for tens of milliseconds each time the log moves to a new segment;
 *   PostgreSQL does not need the zeros to recover.
 * - fsync is on (PGlite turns it off with -F), through plain fsync(): PGlite's fdatasync does
 *   nothing at all, while its fsync reaches the file layer, where {@link syncToDisk} makes it real.
 *   Without both, a commit PGlite acknowledged sits in the operating system's cache and is lost
 *   if the machine loses power or crashes, even though it survives a crash of this process.
 */
const DURABLE_PARAMS = [
  ...PGlite.defaultStartParams.filter((p) => p !== "-F"),
  "-c",
  "wal_init_zero=off",
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
];
/** In memory there is no disk to sync to. */
const MEMORY_PARAMS = [...PGlite.defaultStartParams, "-c", "wal_init_zero=off"];

/** What openPglite may be told. */
export interface PgliteOptions {
  /** Called with the host path of every file or folder PostgreSQL has synced to disk (tests). */
  onSync?: (path: string) => void;
  /** The page cache (shared buffers) in MiB; see pglite-memory.ts. */
  memoryMiB?: number;
}

/** The parts of Emscripten's file system that syncToDisk touches. */
interface EmNode {
  mount: { mountpoint: string; opts: { root?: string } };
}
interface EmStream {
  nfd?: number;
  node: EmNode;
  stream_ops: { fsync?: (stream: EmStream) => number };
}
interface EmFs {
  streams: (EmStream | null | undefined)[];
  getPath(node: EmNode): string;
  ErrnoError: new (errno: number) => Error;
}
/** EIO in Emscripten's (WASI) numbering: what fsync() reports to PostgreSQL when the disk fails. */
const EM_EIO = 29;

/**
 * Gives PGlite's host-folder file layer (Emscripten's NODEFS) the fsync it lacks, so that
 * PostgreSQL's own fsync calls (the WAL at every commit, data files at checkpoints, folders when
 * files are created) reach the disk. NODEFS keeps a host descriptor for open files only; a folder
 * is synced by opening it on the host. A failed sync is reported to PostgreSQL as EIO, which
 * stops the database rather than acknowledging what the disk may not hold.
 */
function syncToDisk(db: PGlite, onSync: ((path: string) => void) | undefined): void {
  const fs = (db.Module as unknown as { FS: EmFs }).FS;
  const open = fs.streams.find((s) => s && typeof s.nfd === "number" && s.node.mount.opts.root);
  if (!open) {
    throw new Error(
      "cannot make the embedded store durable: PGlite's file layer has changed (no open host file found)",
    );
  }
  open.stream_ops.fsync = (stream) => {
    const { mountpoint, opts } = stream.node.mount;
    const host = join(opts.root ?? "", relative(mountpoint, fs.getPath(stream.node)));
    try {
      if (typeof stream.nfd === "number") fsyncSync(stream.nfd);
      else fsyncPath(host);
    } catch {
      throw new fs.ErrnoError(EM_EIO);
    }
    onSync?.(host);
    return 0;
  };
}

function runner(db: Pick<PGlite, "query">): SqlRunner {
  return {
    async query<R>(text: string, params: readonly SqlValue[] = []) {
      const r = await db.query<R>(text, params as SqlValue[]);
      return r.rows;
    },
  };
}

/** Opens (creating if needed) the database in `dir`; `null` keeps it in memory, for tests. */
export async function openPglite(dir: string | null, options: PgliteOptions = {}): Promise<Sql> {
  const memory = memoryParams(pgliteMemory(options.memoryMiB));
  let unlock = () => {};
  /** Whether the folder holds what may not have reached the disk: after a crash, or a new one. */
  let unsynced = false;
  if (dir !== null) {
    mkdirSync(dir, { recursive: true });
    let crashed: boolean;
    ({ unlock, crashed } = takeLock(dir));
    unsynced = crashed;
  }
  let db: PGlite;
  try {
    if (dir !== null && !hasDatabase(join(dir, "pglite"))) {
      await initDatabase(join(dir, "pglite"), memory);
      // initdb writes with fsync off; like PostgreSQL's own initdb, sync what it made before use.
      unsynced = true;
    }
    for (const flag of wasmCompilerFlags(options.memoryMiB)) setFlagsFromString(flag);
    db = await PGlite.create({
      ...(dir === null ? {} : { dataDir: join(dir, "pglite") }),
      startParams: [...(dir === null ? MEMORY_PARAMS : DURABLE_PARAMS), ...memory],
    });
  } catch (e) {
    unlock();
    throw e;
  }
  if (dir !== null) {
    try {
      syncToDisk(db, options.onSync);
      if (unsynced) syncTree(join(dir, "pglite"), options.onSync);
    } catch (e) {
      await db.close().finally(unlock);
      throw e;
    }
  }
  const base = runner(db);
  return {
    dialect: "pglite",
    shared: false,
    query: base.query,
    transaction: (fn) => db.transaction((tx) => fn(runner(tx))),
    async listen(channel, onPayload) {
      const stop = await db.listen(channel, onPayload);
      return async () => {
        await stop();
      };
    },
    async close() {
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}
