// The store contract on the real PostgreSQL, in a schema of its own; skipped, with a message,
// when no PostgreSQL is reachable.

import { describe, it } from "vitest";
import { openStore } from "../../src/store/index.js";
import { storeContract } from "./contract.js";
import { dropSchema, POSTGRES_URL, postgresReachable, skipMessage, uniqueName } from "./support/postgres.js";

const schema = uniqueName("tabula_store");
if (await postgresReachable()) {
  storeContract("postgres", {
    open: () => openStore({ databaseUrl: POSTGRES_URL, schema, poolSize: 4 }),
    cleanup: () => dropSchema(schema),
  });
} else {
  console.warn(skipMessage("the PostgreSQL store contract"));
  describe("store contract: postgres", () => it.skip(skipMessage("the PostgreSQL store contract"), () => {}));
}
