// The web table: React, built by Vite into dist-web/ at the package root, which `tabula serve`
// serves. The browser bundle imports the dice, engine and rulesets from src/ directly (they are
// pure TypeScript); the one Node import below them (node:crypto, for fresh seeds) gets a shim.

import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
/** A ruleset's builder or sheet (rulesets/<id>/Sheet.tsx), to name its chunk and CSS after it. */
const rulesetPart = /(?:^|[\\/])rulesets[\\/]([^\\/]+)[\\/](Builder|Sheet)\.tsx$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Beside every text file of the build, its brotli (.br) and gzip (.gz) forms, made once here at the
 * strongest settings, so the server sends them as they are (@fastify/static's preCompressed) and
 * spends no CPU per request. A dozen lines of node:zlib rather than a plugin: the maintained ones
 * (vite-plugin-compression2 and kin) add options we do not need and lag Vite's major versions.
 * Only files that shrink by a tenth or more get them; the server sends the plain file otherwise.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "tabula-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) =>
        /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(f),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const raw = await readFile(path).catch(() => null);
          if (!raw || raw.length < 1024) return;
          const br = await brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          });
          const gz = await gzipped(raw, { level: constants.Z_BEST_COMPRESSION });
          if (br.length < raw.length * 0.9) await writeFile(`${path}.br`, br);
          if (gz.length < raw.length * 0.9) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  root: here("."),
  base: "/",
  publicDir: here("public"),
  plugins: [react(), precompress()],
  resolve: {
    alias: { "node:crypto": here("src/shims/node-crypto.ts") },
  },
  build: {
    outDir: here("../dist-web"),
    emptyOutDir: true,
    assetsDir: "assets",
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // What the first page needs (React, the app, the engine and rulesets it folds the log with)
        // goes in one chunk rather than a dozen small ones shared with the lazy chunks (each
        // ruleset's builder and sheet, the designer), which import from it once it is loaded.
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
        // A ruleset's builder and sheet are named after it (lucky13-Sheet-<hash>.js), not five
        // anonymous Sheet-<hash>.js.
        chunkFileNames: (chunk) => {
          const m = rulesetPart.exec(chunk.facadeModuleId ?? "");
          return m ? `assets/${m[1]}-${m[2]}-[hash].js` : "assets/[name]-[hash].js";
        },
        assetFileNames: (asset) => {
          const m = rulesetPart.exec(asset.originalFileNames[0] ?? "");
          return m ? `assets/${m[1]}-${m[2]}-[hash][extname]` : "assets/[name]-[hash][extname]";
        },
      },
    },
  },
  worker: { format: "es" },
  server: {
    // `npm run dev:web` next to `tabula serve` on :8080.
    fs: { allow: [here("..")] },
    proxy: {
      "/api": "http://127.0.0.1:8080",
      "/ws": { target: "ws://127.0.0.1:8080", ws: true },
    },
  },
});
