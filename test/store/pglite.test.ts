// The store contract on PGlite, in a temporary folder.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "../../src/store/index.js";
import { storeContract } from "./contract.js";

const dir = mkdtempSync(join(tmpdir(), "tabula-store-"));
storeContract("pglite", {
  open: () => openStore({ dataDir: dir }),
  cleanup: async () => rmSync(dir, { recursive: true, force: true }),
});
