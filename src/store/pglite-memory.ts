// What the embedded PostgreSQL may hold in memory. PGlite starts PostgreSQL with its stock
// settings, sized for a database server of its own: 128 MB of shared buffers, which PGlite's
// WebAssembly heap holds and touches whole at start (the heap grows from 128 to 188 MB and the
// process's resident memory by about as much), 4 MB of WAL buffers, room for 100 connections.
// A table server writes small appends to a few hot pages per table and reads a table's log once
// when it is loaded; the operating system's file cache serves what the buffers do not hold. So the
// default here is an 8 MB page cache, and `tabula serve --memory` gives a bigger host more.
// (16 MB held an idle server at 200–202 MiB resident, 8 MB at 187–190, with the same latency and
// CPU at 1,000 actions a second: `node bench/server.js --systems pglite --rates 1000 --memory N`.
// 100 busy tables touch a few hundred pages: the last pages of the logs and their indexes.)

/** The page cache's default size in MiB: an idle server then holds about 190 MiB in all (README). */
export const DEFAULT_STORE_MEMORY_MIB = 8;
/** Below this PostgreSQL runs short of buffers for one statement's work on a busy table. */
export const MIN_STORE_MEMORY_MIB = 4;
/** PGlite's WebAssembly heap stops at 2 GiB, which also holds PostgreSQL's working memory. */
export const MAX_STORE_MEMORY_MIB = 1024;
/** From this page cache up, the host is big enough for V8's optimising WebAssembly compiler too. */
export const OPTIMISE_FROM_MIB = 64;

export interface PgliteMemory {
  sharedBuffersKiB: number;
  walBuffersKiB: number;
}

/**
 * The settings for a page cache of `mib` MiB. WAL buffers are PostgreSQL's own automatic share
 * (1/32 of the buffers), at least 512 kB: a group commit of a few hundred intents writes well under that
 * between two syncs.
 */
export function pgliteMemory(mib: number = DEFAULT_STORE_MEMORY_MIB): PgliteMemory {
  if (!Number.isInteger(mib) || mib < MIN_STORE_MEMORY_MIB || mib > MAX_STORE_MEMORY_MIB) {
    throw new RangeError(
      `the store's memory must be a whole number of MiB from ${MIN_STORE_MEMORY_MIB} to ${MAX_STORE_MEMORY_MIB} (got ${mib})`,
    );
  }
  const sharedBuffersKiB = mib * 1024;
  return {
    sharedBuffersKiB,
    walBuffersKiB: Math.min(16 * 1024, Math.max(512, Math.floor(sharedBuffersKiB / 32))),
  };
}

/**
 * PostgreSQL start parameters for those settings. A single-user PGlite has one backend and no
 * background workers, so the shared tables sized by the connection count (locks, snapshots,
 * process slots) are cut to a few.
 */
export function memoryParams(m: PgliteMemory): string[] {
  return [
    "-c",
    `shared_buffers=${m.sharedBuffersKiB}kB`,
    "-c",
    `wal_buffers=${m.walBuffersKiB}kB`,
    "-c",
    "max_connections=4",
    "-c",
    "max_wal_senders=0",
    "-c",
    "max_replication_slots=0",
  ];
}

/**
 * The V8 flags for compiling PostgreSQL's WebAssembly on a host of this size. By default V8 compiles
 * each function with its baseline compiler (Liftoff) and recompiles the busy ones with its
 * optimising compiler (TurboFan). PostgreSQL's start-up alone runs enough of its code to send
 * many functions to TurboFan, and the memory that took stayed resident: a process that opened an
 * existing data folder held 200 MiB with TurboFan against 142 MiB with the baseline compiler
 * alone, and an idle `tabula serve` 290 against 217 MiB (bench/server.js's idle column). So a small host (the
 * default page cache) keeps the baseline compiler; `--memory 64` or more lets V8 optimise.
 * The flags are process-wide: PGlite is the process's only WebAssembly.
 */
export function wasmCompilerFlags(mib: number = DEFAULT_STORE_MEMORY_MIB): string[] {
  return mib >= OPTIMISE_FROM_MIB
    ? ["--wasm-dynamic-tiering", "--wasm-tier-up"]
    : ["--no-wasm-dynamic-tiering", "--no-wasm-tier-up"];
}
