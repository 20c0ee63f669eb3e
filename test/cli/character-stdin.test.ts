// `tabula character new … --input -` reads the creation input from standard input, as every `-`
// argument does (the main help says so), and names standard input when what it reads is not JSON.

import { describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

async function run(stdin: string, ...argv: string[]) {
  const io = bufferIo({ stdin });
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe("character new --input -", () => {
  it("takes the creation input from standard input", async () => {
    const r = await run(
      JSON.stringify({ name: "Sam from stdin" }),
      "character",
      "new",
      "lucky13",
      "--input",
      "-",
      "--seed",
      "7",
      "--json",
    );
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Sam from stdin");
  });

  it("refuses standard input that is not a JSON object, naming the option", async () => {
    const r = await run("[1, 2]", "character", "new", "lucky13", "--input", "-", "--seed", "7");
    expect(r.code).toBe(2);
    expect(r.err).toContain("--input must be a JSON object");
  });
});
