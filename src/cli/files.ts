// Reading the JSON files the CLI is given, with errors that say which file and where.

import { readFileSync, writeFileSync } from "node:fs";
import { UsageError } from "./args.js";

export function readJson(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
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
    if (m) {
      const pos = Number(m[1]);
      const before = text.slice(0, pos);
      const line = before.split("\n").length;
      const column = pos - before.lastIndexOf("\n");
      where = ` at line ${line}, column ${column}`;
    }
    throw new UsageError(`${what} file ${path} is not valid JSON${where}: ${(e as Error).message}`);
  }
}

export function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}
