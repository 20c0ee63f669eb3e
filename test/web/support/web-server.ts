// A real table server for browser tests: the web app freshly built into a temporary folder (so a
// stale dist-web/ can never be what is tested), PGlite in another, a free port.

import { spawn } from "node:child_process";
import { join } from "node:path";
import { startServer } from "../../../src/server/index.js";
import { openStore } from "../../../src/store/index.js";
import { pgliteDir, ROOT, tempDir } from "../../server/support/harness.js";

export interface WebServer {
  url: string;
  webRoot: string;
  stop(): Promise<void>;
}

/** Builds the web app with Vite into `outDir`; rejects with Vite's output if it fails. */
export function buildWeb(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, "node_modules/vite/bin/vite.js"),
        "build",
        "--config",
        join(ROOT, "web/vite.config.ts"),
        "--outDir",
        outDir,
        "--emptyOutDir",
        "--logLevel",
        "warn",
      ],
      { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    child.stdout.on("data", (d) => {
      out += String(d);
    });
    child.stderr.on("data", (d) => {
      out += String(d);
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${out}`)),
    );
  });
}

export async function startWebServer(): Promise<WebServer> {
  const web = tempDir("tabula-web-");
  const data = await pgliteDir();
  await buildWeb(web.path);
  const store = await openStore({ dataDir: data.path });
  const server = await startServer({ store, port: 0, webRoot: web.path });
  return {
    url: server.url,
    webRoot: web.path,
    async stop() {
      await server.close();
      await store.close();
      data.remove();
      web.remove();
    },
  };
}
