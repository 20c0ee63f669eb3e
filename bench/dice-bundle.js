// What each file of tabula/dice costs in a browser bundle of roll + parse + odds (what a dice tray
// imports): `node bench/dice-bundle.js`. Bundles src/dice with the project's Vite (library mode,
// tree-shaken, not minified), minifies the whole with oxc as an app build does (whitespace
// too), then minifies each file's tree-shaken part alone to show where the bytes are. The parts add
// up to a little more than the whole (each is minified without its neighbours). No build needed.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, minifySync } from "vite";

/** Features of the dice layer, by the files that make them (first match wins). */
const PARTS = [
  ["notation: parser, dialects, error hints", /src\/dice\/(parser|dialect|hints|chars|errors|ast)\.ts$/],
  ["exact odds", /src\/dice\/odds\//],
  ["fast seeded pass (totals)", /src\/dice\/(fast|lazy)\.ts$/],
  ["explaining roller (the tree)", /src\/dice\/(explain|roller|result)\.ts$/],
  ["dice rules, keep/drop, printing", /src\/dice\/(die|pool|print|limits)\.ts$/],
  ["generator", /src\/dice\/rng\.ts$/],
];

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "tabula-dice-parts-"));
const entry = join(dir, "tray.js");
writeFileSync(
  entry,
  `export { roll, parse, odds, rngSource, Rng } from ${JSON.stringify(join(root, "src/dice/index.ts"))};\n`,
);
try {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      target: "es2022",
      lib: { entry, formats: ["es"], fileName: "dice" },
    },
  });
  const chunk = (Array.isArray(result) ? result[0] : result).output[0];
  const whole = minifySync("tray.js", chunk.code, { compress: true, mangle: true }).code;
  const rows = Object.entries(chunk.modules)
    .filter(([id]) => id !== entry)
    .map(([id, m]) => {
      const code = m.code ?? "";
      const min = minifySync("part.js", code, { compress: false, mangle: { toplevel: true } }).code;
      return { file: id.startsWith(root) ? id.slice(root.length) : id, bytes: min.length };
    })
    .sort((a, b) => b.bytes - a.bytes);
  console.log(`roll + parse + odds, minified as an app build does: ${whole.length} bytes\n`);
  console.log("| file | bytes minified alone |\n|:--|--:|");
  for (const r of rows) console.log(`| ${r.file} | ${r.bytes} |`);
  // The same by feature, to see what 40 kB (issue 18's goal) would have to leave out.
  const part = (file) => PARTS.find(([, re]) => re.test(file))?.[0] ?? "other";
  const byPart = new Map();
  for (const r of rows) byPart.set(part(r.file), (byPart.get(part(r.file)) ?? 0) + r.bytes);
  console.log("\n| part | bytes minified alone |\n|:--|--:|");
  for (const [name, bytes] of [...byPart].sort((a, b) => b[1] - a[1])) console.log(`| ${name} | ${bytes} |`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
