// Where the CLI writes and reads: the real streams, or buffers in tests.

import { readFileSync } from "node:fs";

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Whether stdout is a terminal (colour only then). */
  isTTY: boolean;
  /** Whether stderr is a terminal (progress bars only then). */
  errIsTTY?: boolean;
  /** The environment that decides colour and Unicode (NO_COLOR, TERM, LANG/LC_*). */
  env?: Readonly<Record<string, string | undefined>>;
  /** All of standard input, for an argument given as `-`. */
  stdin?(): string;
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  isTTY: Boolean(process.stdout.isTTY),
  errIsTTY: Boolean(process.stderr.isTTY),
  env: process.env,
  stdin: () => readFileSync(0, "utf8"),
};

export function bufferIo(
  init: { stdin?: string; isTTY?: boolean; env?: Record<string, string | undefined> } = {},
): Io & { stdout: () => string; stderr: () => string } {
  let out = "";
  let err = "";
  return {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    isTTY: init.isTTY ?? false,
    errIsTTY: init.isTTY ?? false,
    env: init.env ?? {},
    stdin: () => init.stdin ?? "",
    stdout: () => out,
    stderr: () => err,
  };
}
