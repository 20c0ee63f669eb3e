// Reading the JSON files the CLI is given, with errors that say which file and where.

import { readFileSync, writeFileSync } from "node:fs";
import { UsageError } from "./args.js";

/** Standard input for the command running now (set by main for each run; read at most once). */
let stdinSource: (() => string) | undefined;
let stdinTaken = false;

export function setStdinReader(read: (() => string) | undefined): void {
  stdinSource = read;
  stdinTaken = false;
}

/** All of standard input, for the one argument given as `-`. */
export function readStdin(what: string): string {
  if (!stdinSource) throw new UsageError(`cannot read the ${what} from standard input here`);
  if (stdinTaken)
    throw new UsageError(`standard input (-) can be read only once; give the ${what} as a file`);
  stdinTaken = true;
  return stdinSource();
}

/** Reads a JSON file; the path `-` reads standard input instead. */
export function readJson(path: string, what: string): unknown {
  let text: string;
  try {
    text = path === "-" ? readStdin(what) : readFileSync(path, "utf8");
  } catch (e) {
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === "ENOENT"
        ? `${what} file not found: ${path}`
        : `cannot read ${what} file ${path}: ${(e as Error).message}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    const m = /position (\d+)/.exec((e as Error).message);
    let where = "";
    // Node 20 leaves the position out of some messages; find it ourselves then.
    const found = m ? Number(m[1]) : firstJsonError(text);
    if (found !== null) {
      const pos = found;
      const before = text.slice(0, pos);
      const line = before.split("\n").length;
      const column = pos - before.lastIndexOf("\n");
      where = ` at line ${line}, column ${column}`;
    }
    const file = path === "-" ? "on standard input" : `file ${path}`;
    throw new UsageError(`${what} ${file} is not valid JSON${where}: ${(e as Error).message}`);
  }
}

export function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * The offset of the first character that makes `text` invalid JSON (a small recursive scan), or
 * null when none is found. Only used to point at the error, never to parse.
 */
export function firstJsonError(text: string): number | null {
  let i = 0;
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail();
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") i++;
      else if (text.charCodeAt(i) < 0x20) fail();
      i++;
    }
    if (i >= text.length) fail();
    i++;
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m || m[0] === "" || m[0] === "-") fail();
    i += m![0].length;
  };
  const value = (depth: number): void => {
    if (depth > 1000) fail();
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      ws();
      if (text[i] === "}") {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ":") fail();
        i++;
        value(depth + 1);
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "}") {
          i++;
          return;
        }
        fail();
      }
    }
    if (c === "[") {
      i++;
      ws();
      if (text[i] === "]") {
        i++;
        return;
      }
      for (;;) {
        value(depth + 1);
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "]") {
          i++;
          return;
        }
        fail();
      }
    }
    if (c === '"') string();
    else if (c === "t") literal("true");
    else if (c === "f") literal("false");
    else if (c === "n") literal("null");
    else number();
  };
  try {
    value(0);
    ws();
    return i < text.length ? i : null;
  } catch (at) {
    return typeof at === "number" ? Math.min(at, text.length) : null;
  }
}
