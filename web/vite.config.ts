// The web table: React, built by Vite into dist-web/ at the package root, which `tabula serve`
// serves. The browser bundle imports the dice, engine and rulesets from src/ directly (they are
// pure TypeScript); the one Node import below them (node:crypto, for fresh seeds) gets a shim.

import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
/** A ruleset's builder or sheet (rulesets/<id>/Sheet.tsx), to name its chunk and CSS after it. */
const rulesetPart = /(?:^|[\\/])rulesets[\\/]([^\\/]+)[\\/](Builder|Sheet)\.tsx$/;

export default defineConfig({
  root: here("."),
  base: "/",
  publicDir: here("public"),
  plugins: [react()],
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
