#!/usr/bin/env node
// The `tabula` command. The TypeScript sources are compiled to dist/ by `npm run build`,
// which `npm ci` runs through the `prepare` script.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const entry = new URL("../dist/cli/main.js", import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write("tabula: dist/ is missing; run `npm run build` (npm ci does it for you).\n");
  process.exit(1);
}
// A closed pipe (`tabula odds 100d6 | head`) is not an error worth a stack trace.
process.stdout.on("error", (e) => {
  if (e.code === "EPIPE") process.exit(0);
  throw e;
});
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
