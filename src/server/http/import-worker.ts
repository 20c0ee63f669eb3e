// A worker thread's half of an import (import-pool.ts): the body's JSON is parsed and the export
// checked here (checkImport: its shape, its text, its log folding under its ruleset, its seed
// periods), then put on a fresh seed and serialised into the store's batches (prepareChecked), so
// a 16 MiB upload never holds the server's event loop: what comes back is a few hundred batches of
// UTF-8 bytes, copied between threads outside the JavaScript heap, which the store hands to the
// database as they are. Refusals come
// back as data, since an error's class (and so its code) does not survive the trip between threads.

import { registry } from "../../rulesets/index.js";
import type { PreparedImport } from "../../store/index.js";
import { errorReply, isExpected } from "../errors.js";
import { checkImport, prepareChecked } from "../tables.js";
import { stepBackThisThread } from "../thread-priority.js";

// Parsing and checking a big export is seconds of CPU only the importer waits on: other tables first.
stepBackThisThread();

export type ImportCheck =
  | { ok: true; value: PreparedImport }
  | { ok: false; code: string; path: (string | number)[]; message: string };

export default function check(body: Uint8Array): ImportCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return { ok: false, code: "bad_json", path: [], message: "the body is not valid JSON (UTF-8)" };
  }
  try {
    return { ok: true, value: prepareChecked(checkImport(registry, raw)) };
  } catch (e) {
    if (!isExpected(e)) throw e;
    const { code, path, message } = errorReply(e, null);
    return { ok: false, code, path, message };
  }
}
