// Where the CLI writes: the real streams, or buffers in tests.

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Whether stdout is a terminal (colour and progress bars only then). */
  isTTY: boolean;
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  isTTY: Boolean(process.stdout.isTTY),
};

export function bufferIo(): Io & { stdout: () => string; stderr: () => string } {
  let out = "";
  let err = "";
  return {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    isTTY: false,
    stdout: () => out,
    stderr: () => err,
  };
}
