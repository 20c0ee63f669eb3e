// Refusals carried as the engine's errors, and parseAs's paths and words (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import { fail, ok, orThrow, parseAs } from "./result.js";

describe("refusals as the engine's errors", () => {
  it("DE-INIT-1: orThrow gives the value, or throws an EngineError with the refusal's code, path and words", () => {
    expect(orThrow(ok(3))).toBe(3);
    let thrown: unknown;
    try {
      orThrow(fail("refused", ["id"], "no"));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(EngineError);
    expect((thrown as EngineError).toJSON()).toEqual({
      code: "refused",
      path: ["id"],
      message: "no",
      issues: [{ code: "refused", path: ["id"], message: "no" }],
    });
  });

  it("DE-INIT-1: parseAs names the first issue's field under its prefix, or (root)", () => {
    const schema = z.object({ a: z.number(), b: z.string() });
    expect(parseAs(schema, { a: 1, b: "x" })).toEqual({ ok: true, value: { a: 1, b: "x" } });
    const under = parseAs(schema, { a: "x", b: 2 }, ["params", 0]);
    expect(under.ok).toBe(false);
    if (under.ok) return;
    expect(under.error.code).toBe("invalid");
    expect(under.error.path).toEqual(["params", 0, "a"]);
    expect(under.error.message).toMatch(/^params\.0\.a: ./);
    const root = parseAs(z.number(), "x");
    if (root.ok) throw new Error("expected a refusal");
    expect(root.error.path).toEqual([]);
    expect(root.error.message).toMatch(/^\(root\): ./);
    const bare = parseAs(schema, { a: 1, b: 2 });
    if (bare.ok) throw new Error("expected a refusal");
    expect(bare.error.path).toEqual(["b"]);
    expect(bare.error.message).toMatch(/^b: ./);
  });
});
