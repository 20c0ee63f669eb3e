// DE-COND-9, 23 at the table: Asphyxiated and Paralysed characters cannot speak. Speech is played, not
// rolled, so no action carries it out; a check by the bearer tells the GM in its summary and outcome,
// and a secret character's conditions stay out of what players read.

import { describe, expect, it } from "vitest";
import { Play } from "./testing/play.js";

const check = (p: Play, actor: string) => p.act("check", { actor, stat: "strength", dc: 10 }, [5, 5]).roll!;

describe("cannot speak, at the table (DE-COND-9, DE-COND-23)", () => {
  it("DE-COND-9 an Asphyxiated character's check tells the GM it cannot speak; without it, nothing", () => {
    const p = new Play();
    const name = p.state.characters.wren!.name;
    expect(check(p, "wren").summary).not.toContain("cannot speak");
    p.act("condition", { actor: "wren", condition: "Asphyxiated" });
    const r = check(p, "wren");
    expect(r.summary).toContain(`; GM rules on ${name}'s Asphyxiated: cannot speak`);
    expect(r.outcome.gmConditionNotes).toEqual([
      { character: name, condition: "Asphyxiated", text: "cannot speak" },
    ]);
  });

  it("DE-COND-23 so does a Paralysed one's", () => {
    const p = new Play();
    p.act("condition", { actor: "bruno", condition: "Paralysed" });
    expect(check(p, "bruno").outcome.gmConditionNotes).toMatchObject([{ condition: "Paralysed" }]);
  });

  it("a secret character's condition is not named in the summary players read", () => {
    const p = new Play();
    p.act("condition", { actor: "wren", condition: "Asphyxiated" });
    p.state = {
      ...p.state,
      characters: { ...p.state.characters, wren: { ...p.state.characters.wren!, secret: {} as never } },
    };
    const r = check(p, "wren");
    expect(r.summary).not.toContain("cannot speak");
    expect(r.outcome.gmConditionNotes).toBeUndefined();
  });
});
