// Attack and stealth rolls and the GM's description, pinned exactly: the action's name, who the roll
// is against (and "no one" when nobody is named), who set the target, and the describe action's
// refusals (mutation testing found these open, issue 21).

import { describe, expect, it } from "vitest";
import { errorOf, run, table } from "./testing.js";

describe("attack and stealth rolls", () => {
  it("B15-TN-8 a stealth roll is recorded as 'stealth', its target set by the GM, against the observer named", () => {
    const r = run(table(), "stealth", { actor: "wren", stat: "agility", observer: "bryn" }, [12]);
    expect(r.roll!.action).toBe("stealth");
    expect(r.roll!.summary).toBe(
      "Wren: stealth against Bryn, agility +3 → 15 vs 15 (Simple): succeeds by 0 (just)",
    );
    expect(r.outcome.against).toBe("Bryn");
    expect(r.outcome.ladder).toMatchObject({ base: 15, setBy: "GM" });
    expect(
      run(table(), "stealth", { actor: "wren", stat: "agility", observer: "a dog" }, [12]).outcome.against,
    ).toBe("a dog");
  });

  it("B15-TN-8 without an observer or a defender the roll is against no one", () => {
    const s = run(table(), "stealth", { actor: "wren", stat: "agility" }, [12]);
    expect(s.outcome.against).toBeNull();
    expect(s.roll!.summary).toBe("Wren: stealth, agility +3 → 15 vs 15 (Simple): succeeds by 0 (just)");
    expect(run(table(), "attack", { actor: "bryn", stat: "might" }, [12]).outcome.against).toBeNull();
  });
});

describe("describe action", () => {
  it("B15-RES-1 a note that does not exist is not found, naming the note", () => {
    const e = errorOf(() => run(table(), "describe", { note: "describe-9", text: "It works." }, []));
    expect(e.code).toBe("not_found");
    expect(e.message).toBe("no description note 'describe-9' at this table");
    expect(e.path).toEqual(["note"]);
  });

  it("B15-RES-2 a note already described is refused as a conflict, naming the note", () => {
    const d = run(table(), "describe", { note: "describe-0", text: "The lock gives." }, []);
    const e = errorOf(() => run(d.after, "describe", { note: "describe-0", text: "Again." }, []));
    expect(e.code).toBe("conflict");
    expect(e.message).toBe("the note 'describe-0' is already described");
    expect(e.path).toEqual(["note"]);
  });
});
