// The embedded store's memory settings reach the PostgreSQL inside PGlite: the page cache, the WAL
// buffers and the connection slots are what pglite-memory.ts says, for the default and for a bigger
// budget given as `tabula serve --memory` does. (Resident memory itself is measured by the bench.)

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../../src/store/pglite.js";
import {
  DEFAULT_STORE_MEMORY_MIB,
  OPTIMISE_FROM_MIB,
  pgliteMemory,
  wasmCompilerFlags,
} from "../../src/store/pglite-memory.js";
import type { Sql } from "../../src/store/sql.js";

async function show(db: Sql, setting: string): Promise<string> {
  const [row] = await db.query<Record<string, string>>(`SHOW ${setting}`);
  return Object.values(row!)[0]!;
}

describe("the embedded store's memory", () => {
  const dirs: string[] = [];
  const folder = () => {
    const d = mkdtempSync(join(tmpdir(), "tabula-memory-"));
    dirs.push(d);
    return d;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("is an 8 MB page cache with 512 kB of WAL buffers by default, on a new folder and when reopened", async () => {
    expect(DEFAULT_STORE_MEMORY_MIB).toBe(8);
    const dir = folder();
    for (let open = 0; open < 2; open++) {
      const db = await openPglite(dir);
      try {
        expect(await show(db, "shared_buffers")).toBe("8MB");
        expect(await show(db, "wal_buffers")).toBe("512kB");
        expect(await show(db, "max_connections")).toBe("4");
        // Durability is untouched by the memory settings.
        expect(await show(db, "fsync")).toBe("on");
      } finally {
        await db.close();
      }
    }
  }, 120_000);

  it("follows the budget it is given", async () => {
    const db = await openPglite(folder(), { memoryMiB: 256 });
    try {
      expect(await show(db, "shared_buffers")).toBe("256MB");
      expect(await show(db, "wal_buffers")).toBe("8MB");
    } finally {
      await db.close();
    }
  }, 120_000);

  it("applies in memory too (the tests' stores)", async () => {
    const db = await openPglite(null, { memoryMiB: 12 });
    try {
      expect(await show(db, "shared_buffers")).toBe("12MB");
    } finally {
      await db.close();
    }
  }, 120_000);

  it("refuses a budget outside 4 to 1024 MiB, naming the bounds", () => {
    expect(() => pgliteMemory(2)).toThrow(/from 4 to 1024/);
    expect(() => pgliteMemory(4096)).toThrow(/from 4 to 1024/);
    expect(() => pgliteMemory(16.5)).toThrow(/whole number/);
    expect(pgliteMemory(4)).toEqual({ sharedBuffersKiB: 4096, walBuffersKiB: 512 });
    expect(pgliteMemory(1024)).toEqual({ sharedBuffersKiB: 1024 * 1024, walBuffersKiB: 16 * 1024 });
  });

  it("keeps V8's WebAssembly to its baseline compiler on a small host, and lets a bigger one optimise", () => {
    // The optimising compiler's work on PostgreSQL's code stayed resident (pglite-memory.ts).
    expect(wasmCompilerFlags()).toEqual(["--no-wasm-dynamic-tiering", "--no-wasm-tier-up"]);
    expect(wasmCompilerFlags(OPTIMISE_FROM_MIB - 1)).toEqual(wasmCompilerFlags(DEFAULT_STORE_MEMORY_MIB));
    // Explicitly back on: the flags are process-wide, so a bigger store opened later must undo them.
    expect(wasmCompilerFlags(OPTIMISE_FROM_MIB)).toEqual(["--wasm-dynamic-tiering", "--wasm-tier-up"]);
    expect(DEFAULT_STORE_MEMORY_MIB).toBeLessThan(OPTIMISE_FROM_MIB);
  });
});
