// Real servers for tests: started in this process on a real store (PGlite in a temporary folder,
// or PostgreSQL), or as a `tabula serve` child process from the built dist/.

import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { type Limits, type RunningServer, startServer } from "../../../src/server/index.js";
import { openStore, type Store, type StoreConfig } from "../../../src/store/index.js";

export const ROOT = resolve(import.meta.dirname, "../../..");

export function tempDir(prefix = "tabula-test-"): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface TestServer {
  server: RunningServer;
  store: Store;
  url: string;
  wsUrl: string;
  stop(): Promise<void>;
}

export async function startTestServer(
  config: StoreConfig,
  limits: Partial<Limits> = {},
): Promise<TestServer> {
  const store = await openStore(config);
  const server = await startServer({ store, port: 0, limits });
  return {
    server,
    store,
    url: server.url,
    wsUrl: `${server.url.replace(/^http/, "ws")}/ws`,
    async stop() {
      await server.close();
      await store.close();
    },
  };
}

export interface Created {
  table: { id: string; name: string; ruleset: string };
  gm: { id: string; token: string; name: string };
  invite: { code: string; url: string };
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function createTable(url: string, name = "Test table"): Promise<Created> {
  const r = await post(`${url}/api/tables`, { name, ruleset: "lucky13", gm: { name: "Gemma" } });
  if (r.status !== 201) throw new Error(`create failed: ${JSON.stringify(r.body)}`);
  return r.body as unknown as Created;
}

export async function joinTable(
  url: string,
  created: Created,
  name: string,
): Promise<{ id: string; token: string }> {
  const r = await post(`${url}/api/tables/${created.table.id}/join`, { invite: created.invite.code, name });
  if (r.status !== 201) throw new Error(`join failed: ${JSON.stringify(r.body)}`);
  return (r.body as { member: { id: string; token: string } }).member;
}

/** A balanced Lucky 13 character for a player to create. */
export function character(name: string) {
  return {
    type: "character.create",
    id: name.toLowerCase(),
    method: "balanced",
    input: { name, assignment: { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d8" } },
  };
}

export function checkOf(actor: string, difficulty = "moderate") {
  return {
    type: "action",
    action: "check",
    params: { actor, ability: "reflex", skill: "fighting", difficulty },
  };
}

/** `tabula serve` as a child process; resolves once it listens. */
export interface ServeProcess {
  child: ChildProcess;
  url: string;
  wsUrl: string;
  logs: string[];
  exited: Promise<number | null>;
}

export function spawnServe(args: string[], env: Record<string, string> = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, [join(ROOT, "bin/tabula.js"), "serve", "--port", "0", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  child.stderr!.on("data", (d) => logs.push(String(d)));
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${logs.join("")}`)), 30_000);
    createInterface({ input: child.stdout! }).on("line", (line) => {
      logs.push(line);
      try {
        const rec = JSON.parse(line) as { msg?: string; url?: string };
        if (rec.msg === "listening" && rec.url) {
          clearTimeout(timer);
          resolvePromise({
            child,
            url: rec.url,
            wsUrl: `${rec.url.replace(/^http/, "ws")}/ws`,
            logs,
            exited,
          });
        }
      } catch {
        // not a log line
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}: ${logs.join("\n")}`));
    });
  });
}

/**
 * A fresh PGlite data folder. Creating a PGlite database runs initdb, which takes seconds; a
 * migrated template is made once per machine (in the temp folder, keyed by what it depends on) and
 * copied for each server, which opens in well under a second.
 */
export async function pgliteDir(): Promise<{ path: string; remove(): void }> {
  const { cpSync, existsSync, renameSync } = await import("node:fs");
  const { MIGRATIONS } = await import("../../../src/store/index.js");
  const pkg = JSON.parse(
    (await import("node:fs")).readFileSync(
      join(ROOT, "node_modules/@electric-sql/pglite/package.json"),
      "utf8",
    ),
  ) as { version: string };
  const schema = createHash("sha256").update(JSON.stringify(MIGRATIONS)).digest("hex").slice(0, 12);
  const template = join(tmpdir(), `tabula-pglite-template-${pkg.version}-${schema}`);
  if (!existsSync(template)) {
    const building = tempDir("tabula-pglite-build-");
    const store = await openStore({ dataDir: building.path });
    await store.close();
    try {
      renameSync(building.path, template);
    } catch {
      // Another test process made it first.
      building.remove();
    }
  }
  const dir = tempDir();
  cpSync(template, dir.path, { recursive: true });
  return dir;
}
