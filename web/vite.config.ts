// The web table: React, built by Vite into dist-web/ at the package root, which `tabula serve`
// serves. The browser bundle imports the dice, engine and rulesets from src/ directly (they are
// pure TypeScript); the one Node import below them (node:crypto, for fresh seeds) gets a shim.

import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

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
