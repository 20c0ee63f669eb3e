// The contest action, pinned exactly: each member's name on its die, the roll's id, action and actor,
// the members' record, the events, and the refusals' code, path and words (mutation testing found
// these open, issue 21).

import { describe, expect, it } from "vitest";
import { errorOf, run, table } from "./testing.js";

describe("contest action: names and records", () => {
  it("B15-GRP-1 members without a character are named after their side, numbered from 1 when more than one", () => {
    const p = {
      sides: [
        { name: "guards", members: [{ stat: 0 }, { stat: 0 }] },
        { name: "thief", members: [{ stat: 0 }] },
        { name: "captain", members: [{ actor: "bryn", stat: "might" }] },
      ],
    };
    const r = run(table(), "contest", p, [3, 9, 5, 1]);
    expect(r.roll!.dice.map((d) => d.group)).toEqual([
      "guards: guards 1",
      "guards: guards 2",
      "thief",
      "captain: Bryn",
    ]);
    expect(r.roll!.id).toBe("roll-1");
    expect(r.roll!.action).toBe("contest");
    expect(r.roll!.actor).toBeNull();
    expect(r.events).toEqual([{ type: "roll", roll: r.roll }]);
  });

  it("B15-CON-1 the first side's first member is the roll's actor; every member is recorded with its stat and modifiers", () => {
    const p = {
      sides: [
        { name: "Bryn", members: [{ actor: "bryn", stat: "might" }] },
        { name: "mob", members: [{ stat: 1, modifiers: [{ value: 2, label: "numbers" }] }] },
      ],
    };
    const r = run(table(), "contest", p, [10, 4]);
    expect(r.roll!.actor).toBe("bryn");
    expect(r.outcome.members).toEqual([
      {
        side: "Bryn",
        rollers: [
          {
            actor: "bryn",
            name: "Bryn",
            stat: expect.objectContaining({ id: "might", value: 3 }),
            modifiers: [],
          },
        ],
      },
      {
        side: "mob",
        rollers: [
          {
            actor: null,
            name: expect.any(String),
            stat: expect.objectContaining({ id: null, value: 1 }),
            modifiers: [{ label: "numbers", kind: "modifier", value: "2", counts: "2", by: "table" }],
          },
        ],
      },
    ]);
  });
});

describe("contest action: refusals", () => {
  it("two sides with one name are refused at the second's name", () => {
    const e = errorOf(() =>
      run(
        table(),
        "contest",
        {
          sides: [
            { name: "guards", members: [{ stat: 0 }] },
            { name: "guards", members: [{ stat: 1 }] },
          ],
        },
        [3, 9],
      ),
    );
    expect(e.code).toBe("invalid");
    expect(e.message).toBe('two sides are called "guards"');
    expect(e.path).toEqual(["sides", 1, "name"]);
  });

  it("a member who is not at the table is refused at its side and place", () => {
    const e = errorOf(() =>
      run(
        table(),
        "contest",
        {
          sides: [
            { name: "guards", members: [{ stat: 0 }] },
            { name: "thief", members: [{ stat: 0 }, { actor: "nobody", stat: 1 }] },
          ],
        },
        [3, 9, 4],
      ),
    );
    expect(e.code).toBe("not_found");
    expect(e.path).toEqual(["sides", 1, "members", 1, "actor"]);
  });
});
