// Creating a new embedded database in a child process. PGlite runs initdb in a second PostgreSQL
// instance of its own, and that instance's WebAssembly memory stays reachable after it is done: a
// server that had just created its folder held 865 MB idle, one that opened an existing folder
// 350 MB. In a worker thread the memory went back to the worker's heap but not all of it to the
// system (the server still held 100 MB more than on an existing folder). A child process takes
// it all with it when it exits, and the server then opens the folder as it would any existing one.

import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/** The child's program (CommonJS): creates the database in argv[2] with the settings in argv[3]. */
const PROGRAM = `
const [pglite, dataDir, params] = process.argv.slice(1);
(async () => {
  const { PGlite } = require(pglite);
  const db = await PGlite.create({
    dataDir,
    startParams: [...PGlite.defaultStartParams, ...JSON.parse(params)],
  });
  await db.close();
})().then(
  () => process.exit(0),
  (e) => {
    process.stderr.write(String(e && e.stack ? e.stack : e));
    process.exit(1);
  },
);
`;

/** Whether `dataDir` holds a database already (PostgreSQL's own test: its version file). */
export function hasDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, "PG_VERSION"));
}

/**
 * Runs initdb for `dataDir` in a child process; resolves once it has exited. `params` are
 * PostgreSQL settings for the instance that runs initdb (the memory settings, so that it too
 * stays small while it works).
 */
export function initDatabase(dataDir: string, params: readonly string[]): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["-e", PROGRAM, pglite, dataDir, JSON.stringify(params)],
      { timeout: 300_000, maxBuffer: 1 << 20 },
      (error, _stdout, stderr) => {
        if (!error) resolve();
        else
          reject(
            new Error(
              `creating the embedded database in ${dataDir} failed: ${stderr.trim() || error.message}`,
            ),
          );
      },
    );
  });
}
