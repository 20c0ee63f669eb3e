import { describe, expect, it } from "vitest";
import { parseDefenderView } from "./target.js";

describe("defender view refusals", () => {
  it("DE-HEALTH-1: a bad defender view is refused as an invalid defender, in words", () => {
    expect(() => parseDefenderView({ stats: {}, vitals: { track: { kind: "hpStun" } } })).toThrow(
      /^invalid defender: /,
    );
  });
});
