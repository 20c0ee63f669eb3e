// Tests written to kill surviving mutants of draft.ts (issue 21): the GM's approvals one at a
// time, their log lines, every refusal's code and field, revising a draft's skills or a draft with
// no creation record, and the refusal listing only the first five problems.
import { describe, expect, it } from "vitest";
import { sampleItem } from "../data/equipment.js";
import { engineError, opts, sheet } from "../testing/helpers.js";
import { approve, finalise, revise } from "./draft.js";

const o = opts();
const fire = (approved: boolean) => ({ trait: "fireproof", rating: 1, approved });
const aquatic = { trait: "aquatic", rating: 1, approved: false };
const dagger = (approved: boolean) => ({ ...sampleItem("dagger"), approved });

describe("the GM's approvals", () => {
  it("OBJ-CHAR-1 OBJ-CORE-2 approving or vetoing a concept is logged with the concept's text", () => {
    const draft = sheet(o, { draft: true, concept: { text: "a stoker", approval: "pending" } });
    expect(approve(draft, { what: "concept", verdict: "approved" }).changes).toEqual([
      "GM approves Someone's concept (a stoker)",
    ]);
    expect(approve(draft, { what: "concept", verdict: "vetoed" }).changes).toEqual([
      "GM vetoes Someone's concept (a stoker)",
    ]);
    expect(approve(sheet(o, { draft: true }), { what: "concept", verdict: "approved" }).changes).toEqual([
      "GM approves Someone's concept",
    ]);
  });

  it("OBJ-CHAR-1 a character in play keeps its concept: it can be approved, not vetoed", () => {
    const playing = sheet(o);
    expect(approve(playing, { what: "concept", verdict: "approved" }).character.concept.approval).toBe(
      "approved",
    );
    const e = engineError(() => approve(playing, { what: "concept", verdict: "vetoed" }));
    expect([e.code, e.path, e.message]).toEqual([
      "refused",
      ["verdict"],
      "Someone is already in play: only a draft's concept can be vetoed",
    ]);
  });

  it("OBJ-CHAR-11 approving one trait leaves the others awaiting approval", () => {
    const draft = sheet(o, { draft: true, traits: [fire(false), aquatic] });
    const r = approve(draft, { what: "trait", index: 1 });
    expect(r.character.traits.map((t) => t.approved)).toEqual([false, true]);
    expect(r.changes).toEqual(["GM approves Someone's Aquatic 1"]);
    const e = engineError(() => approve(draft, { what: "trait", index: 2 }));
    expect([e.code, e.path, e.message]).toEqual(["not_found", ["index"], "Someone has no trait number 2"]);
  });

  it("OBJ-CHAR-13 approving one item leaves the others awaiting approval", () => {
    const draft = sheet(o, { draft: true, equipment: [dagger(false), dagger(false)] });
    const r = approve(draft, { what: "item", index: 0 });
    expect(r.character.equipment.map((i) => i.approved)).toEqual([true, false]);
    expect(r.changes).toEqual(["GM approves Someone's Dagger"]);
    const e = engineError(() => approve(draft, { what: "item", index: 5 }));
    expect([e.code, e.path, e.message]).toEqual(["not_found", ["index"], "Someone has no item number 5"]);
  });
});

describe("revising and finishing a draft", () => {
  it("OBJ-CHAR-14 a draft's skills are revised on top of the ones it has", () => {
    const draft = sheet(o, { draft: true, skills: { dodge: 1 } });
    const r = revise(draft, { skills: { melee: 2 } }, o);
    expect(r.character.skills).toEqual({ dodge: 1, melee: 2 });
    expect(r.changes).toEqual(["Someone's draft revised"]);
  });

  it("OBJ-CHAR-14 a draft without a creation record can be revised too", () => {
    // INT + WIS + CHA 9, plus the 6 trait points of a character with no positive trait.
    const r = revise(sheet(o, { draft: true }), { attributes: { wisdom: 4 } }, o);
    expect(r.character.attributes.wisdom).toBe(4);
    expect(r.changes).toEqual(["Someone's draft revised", "skill points 15 → 16"]);
  });

  it("OBJ-CHAR-14 only a draft is revised or finished", () => {
    const r = engineError(() => revise(sheet(o), { attributes: { wisdom: 4 } }, o));
    expect([r.code, r.path, r.message]).toEqual([
      "refused",
      ["actor"],
      "Someone is not a draft: use advancement instead",
    ]);
    const f = engineError(() => finalise(sheet(o), o));
    expect([f.code, f.path, f.message]).toEqual(["conflict", ["actor"], "Someone is already finished"]);
  });

  it("OBJ-CHAR-14 finishing says so, with no warnings when there is no creation record", () => {
    const r = finalise(sheet(o, { draft: true }), o);
    expect(r.changes).toEqual(["Someone is finished and ready to play"]);
    expect(r.warnings).toEqual([]);
  });

  it("OBJ-CHAR-13 the refusal lists the first five problems by field", () => {
    const draft = sheet(o, { draft: true, equipment: Array.from({ length: 6 }, () => dagger(false)) });
    const e = engineError(() => finalise(draft, o));
    expect(e.issues).toHaveLength(6);
    const line = (i: number) =>
      `equipment.${i}.approved: Dagger needs the GM's approval before play (or keep the character a draft)`;
    expect(e.message).toBe(`Someone cannot be finished yet: ${[0, 1, 2, 3, 4].map(line).join("; ")}`);
    expect(e.path).toEqual(["equipment", 0, "approved"]);
  });
});
