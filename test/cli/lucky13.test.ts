// `tabula` with the Lucky 13 ruleset: check and attack from dice flags and from character files,
// character files made, shown and advanced, scripted fights, and the ruleset listing. Every roll is
// pinned with --faces or --seed; files live in a fresh temporary directory per test.

import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { jsonBody } from "./json.js";

async function run(...argv: string[]) {
  const io = bufferIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

async function json(...argv: string[]) {
  const r = await run(...argv, "--json");
  return { ...r, j: jsonBody(r.out) };
}

const FIGHT = fileURLToPath(new URL("../../examples/lucky13-fight.json", import.meta.url));
const fight = () => JSON.parse(fs.readFileSync(FIGHT, "utf8"));

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tabula-l13-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function file(name: string, content: unknown): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, typeof content === "string" ? content : `${JSON.stringify(content, null, 2)}\n`);
  return p;
}

/** Brunella's or Casimir's sheet from the example script, as a character file. */
function fighterFile(id: "brunella" | "casimir"): string {
  const c = fight().characters.find((x: { id: string }) => x.id === id).character;
  return file(`${id}.json`, c);
}

describe("tabula check lucky13 with dice flags", () => {
  it("L13-DIFF-1 Hrothgar's door: Pulse d8 3, Fighting d10 9, Moderate d10 5 → 17, success, no dilemma", async () => {
    const r = await json(
      "check",
      "lucky13",
      ...["--ability", "d8", "--skill", "d10", "--difficulty", "moderate", "--faces", "3,9,5"],
    );
    expect(r.code).toBe(0);
    expect(r.j).toMatchObject({ ruleset: "lucky13", success: true, total: 17, dilemma: false, seed: null });
    expect(Object.keys(r.j)).toEqual(["ruleset", "success", "total", "dice", "dilemma", "seed"]);
    expect(
      r.j.dice.map((d: { role: string; size: number; faces: number[] }) => [d.role, d.size, d.faces]),
    ).toEqual([
      ["ability", 8, [3]],
      ["skill", 10, [9]],
      ["difficulty", 10, [5]],
    ]);
  });

  it("L13-DIFF-1 L13-EXPL-9 the door gives 17 in gritty mode too, and the text output says so", async () => {
    const args = ["--ability", "d8", "--skill", "d10", "--difficulty", "moderate", "--faces", "3,9,5"];
    expect((await json("check", "lucky13", ...args, "--mode", "gritty")).j).toMatchObject({ total: 17 });
    const text = await run("check", "lucky13", ...args);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^success: 17 against 13 \(moderate\)/);
  });

  it("L13-CHK-2 --odds --json gives {ruleset, chance, dilemma} with probabilities", async () => {
    const r = await json(
      "check",
      "lucky13",
      ...["--ability", "d8", "--skill", "d10", "--difficulty", "moderate", "--odds"],
    );
    expect(r.code).toBe(0);
    expect(Object.keys(r.j)).toEqual(["ruleset", "chance", "dilemma"]);
    expect(r.j.ruleset).toBe("lucky13");
    for (const p of [r.j.chance, r.j.dilemma]) {
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
    }
    // A first 1 on any of d8, d10, d10.
    expect(r.j.dilemma).toBeCloseTo(1 - (7 / 8) * (9 / 10) * (9 / 10), 12);
  });

  it("L13-DIFF-2 --odds with --mode off at Heroic equals the hand count 21/80", async () => {
    const r = await json(
      "check",
      "lucky13",
      ...["--ability", "d8", "--skill", "d10", "--difficulty", "heroic", "--mode", "off", "--odds"],
    );
    expect(r.j.chance).toBeCloseTo(21 / 80, 12);
    expect(r.j.dilemma).toBe(0);
  });

  it("L13-DICE-1 a d7 is refused with exit 2, naming --ability", async () => {
    const args = ["--ability", "d7", "--skill", "d10", "--difficulty", "moderate", "--faces", "3,9,5"];
    const r = await json("check", "lucky13", ...args);
    expect(r.code).toBe(2);
    expect(r.j.error.message).toMatch(/--ability: 'd7' is not a die/);
    const text = await run("check", "lucky13", ...args);
    expect(text.code).toBe(2);
    expect(text.err).toContain("--ability");
    expect(text.out).toBe("");
  });

  it("L13-DIFF-4 a check without --difficulty exits 2", async () => {
    const r = await run("check", "lucky13", "--ability", "d8", "--skill", "d10", "--faces", "3,9,5");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--difficulty is required/);
  });
});

describe("tabula attack lucky13 with dice flags", () => {
  const dice = ["--attack", "d8,d6,d8", "--defense", "d6,d10,d6", "--damage", "d10"];

  it("L13-CMB-5 the book's attack from faces: 16 against 12, hit, margin 4, damage 10", async () => {
    const r = await json("attack", "lucky13", ...dice, "--faces", "4,5,7,2,6,4,6");
    expect(r.code).toBe(0);
    expect(r.j).toMatchObject({ ruleset: "lucky13", hit: true, margin: 4, damage: 10, seed: null });
    expect(r.j.attack.total).toBe(16);
    expect(r.j.defense.total).toBe(12);
    expect(r.j.damageDice).toEqual([
      { role: "damage", size: 10, faces: [6], exploded: false, imploded: false, kept: true },
    ]);
  });

  it("L13-CMB-4 L13-CMB-2 --odds --json: hit chance and a damage distribution that sums to 1", async () => {
    const r = await json("attack", "lucky13", ...dice, "--odds");
    expect(r.code).toBe(0);
    expect(r.j.ruleset).toBe("lucky13");
    expect(r.j.hit).toBeGreaterThan(0);
    expect(r.j.hit).toBeLessThan(1);
    const dist = r.j.damage.distribution as [number, number][];
    expect(Math.abs(dist.reduce((s, [, p]) => s + p, 0) - 1)).toBeLessThan(1e-9);
    expect(r.j.damage.mean).toBeCloseTo(
      dist.reduce((s, [v, p]) => s + v * p, 0),
      12,
    );
    // A miss is the only way to deal 0 (a hit deals at least the margin 1 + a face of 1).
    expect(dist.find(([v]) => v === 0)![1]).toBeCloseTo(1 - r.j.hit, 12);
    expect(dist.some(([v, p]) => v === 1 && p > 0)).toBe(false);
  });
});

describe("tabula character new / show / check / advance", () => {
  async function newCharacter() {
    const out = path.join(dir, "x.json");
    const r = await json(
      "character",
      "new",
      "lucky13",
      ...["--method", "random", "--name", "X", "--seed", "1", "--out", out],
    );
    return { ...r, path: out };
  }

  it("L13-ABIL-7 L13-SKILL-3 new --method random --seed 1 writes a valid file, and show reads it back", async () => {
    const n = await newCharacter();
    expect(n.code).toBe(0);
    expect(n.j.seed).toBe("1");
    expect(n.j.character.name).toBe("X");
    expect(JSON.parse(fs.readFileSync(n.path, "utf8"))).toEqual(n.j.character);
    // Seeded: the same seed makes the same character.
    expect((await newCharacter()).j.character).toEqual(n.j.character);
    const show = await json("character", "show", n.path);
    expect(show.code).toBe(0);
    expect(show.j.character).toEqual(n.j.character);
    expect(show.j.derived).toMatchObject({ name: "X", status: "ok", hp: n.j.character.hp });
    expect(show.j.derived.maxHp).toBe(n.j.character.hp);
  });

  it("L13-HP-4 check --character FILE --ability pulse --skill fighting --difficulty easy --seed 3 rolls that sheet's dice", async () => {
    const { path: out, j: created } = await newCharacter();
    const args = [
      ...["check", "lucky13", "--character", out, "--ability", "pulse", "--skill", "fighting"],
      ...["--difficulty", "easy", "--seed", "3"],
    ];
    const r = await json(...args);
    expect(r.code).toBe(0);
    expect(r.j.seed).toBe("3");
    const size = (die: string) => Number(die.slice(1));
    expect(r.j.dice.map((d: { role: string; size: number }) => [d.role, d.size])).toEqual([
      ["ability", size(created.derived.pulse)],
      ["skill", size(created.character.skills.fighting)],
      ["difficulty", 12],
    ]);
    const kept = (r.j.dice as { faces: number[]; kept: boolean }[])
      .filter((d) => d.kept)
      .flatMap((d) => d.faces)
      .reduce((a, b) => a + b, 0);
    expect(r.j.total).toBe(kept);
    expect(r.j.success).toBe(r.j.total >= 13);
    expect((await run(...args, "--json")).out).toBe(r.out);
  });

  it("L13-ADV-2 L13-ADV-6 advance --award 30 --reason r --buy ability:charm buys the step and rewrites the file", async () => {
    const { path: out, j: created } = await newCharacter();
    // Seed 1 rolls Charm d4 (16 AP to raise) and Reflex d12 (cannot be raised at all).
    expect(created.character.abilities).toMatchObject({ charm: "d4", reflex: "d12" });
    const r = await json(
      "character",
      "advance",
      out,
      ...["--award", "30", "--reason", "r", "--buy", "ability:charm"],
    );
    expect(r.code).toBe(0);
    expect(r.j.saved).toBe(true);
    const saved = JSON.parse(fs.readFileSync(out, "utf8"));
    expect(saved).toMatchObject({ ap: 14, abilities: { charm: "d6" } });
    expect(saved.apLog.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ["award", 30],
      ["spend", -16],
    ]);
  });

  it("L13-ADV-7 a refused purchase exits 2, says how many points are short, and leaves the file byte-identical", async () => {
    const { path: out } = await newCharacter();
    const before = fs.readFileSync(out);
    // Pulse d6 → d8 costs 24; after an award of 5 the character has 5: 19 short. The award is not kept.
    const r = await run(
      "character",
      "advance",
      out,
      "--award",
      "5",
      "--reason",
      "r",
      "--buy",
      "ability:pulse",
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/costs 24 AP; X has 5 \(19 short\); nothing was bought/);
    expect(fs.readFileSync(out).equals(before)).toBe(true);
    const d12 = await json(
      "character",
      "advance",
      out,
      "--award",
      "30",
      "--reason",
      "r",
      "--buy",
      "ability:reflex",
    );
    expect(d12.code).toBe(2);
    expect(d12.j.error).toMatchObject({ code: "refused" });
    expect(d12.j.error.message).toMatch(/Reflex is already a d12/);
    expect(fs.readFileSync(out).equals(before)).toBe(true);
  });

  it("L13-DICE-1 a character file with a d7 exits 2 naming the field, for show and for check", async () => {
    const { path: out } = await newCharacter();
    const c = JSON.parse(fs.readFileSync(out, "utf8"));
    c.abilities.reflex = "d7";
    const bad = file("bad.json", c);
    const show = await json("character", "show", bad);
    expect(show.code).toBe(2);
    expect(show.j.error.path).toEqual(["abilities", "reflex"]);
    expect(show.j.error.message).toMatch(/abilities\.reflex/);
    const check = await run(
      ...["check", "lucky13", "--character", bad, "--ability", "pulse", "--skill", "fighting"],
      ...["--difficulty", "easy", "--seed", "3"],
    );
    expect(check.code).toBe(2);
    expect(check.err).toMatch(/abilities\.reflex/);
  });

  it("L13-GEN-1 a character file that is not JSON exits 2 naming the line (a trailing comma)", async () => {
    const broken = file("comma.json", '{\n  "schemaVersion": 1,\n  "name": "X",\n}\n');
    const r = await run("character", "show", broken);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/not valid JSON at line 4/);
  });

  it("L13-GEN-1 a character file that is not JSON exits 2 naming the line (a bare word)", async () => {
    const broken = file("word.json", '{\n  "schemaVersion": 1,\n  "name": oops\n}\n');
    const r = await run("character", "show", broken);
    expect(r.code).toBe(2);
    // Node 20's message for an unexpected token has no "position N"; the CLI finds the line itself.
    expect(r.err).toMatch(/not valid JSON at line 3/);
  });
});

describe("tabula attack lucky13 with character files", () => {
  const faces = ["--faces", "4,5,7,2,6,4,6"];

  it("L13-CMB-5 L13-HP-6 --save writes the defender's new hit points: Casimir 30 → 20", async () => {
    const a = fighterFile("brunella");
    const d = fighterFile("casimir");
    const attackerBefore = fs.readFileSync(a);
    const r = await json("attack", "lucky13", "--attacker", a, "--defender", d, ...faces, "--save");
    expect(r.code).toBe(0);
    expect(r.j).toMatchObject({ hit: true, margin: 4, damage: 10, saved: true });
    expect(r.j.defender).toEqual({ name: "Casimir", hp: 20, maxHp: 30, pulse: "d6", status: "ok" });
    expect(JSON.parse(fs.readFileSync(d, "utf8"))).toMatchObject({ hp: 20, abilities: { pulse: "d8" } });
    expect(fs.readFileSync(a).equals(attackerBefore)).toBe(true);
  });

  it("L13-CMB-5 without --save the defender's file is unchanged, though the result shows the damage", async () => {
    const a = fighterFile("brunella");
    const d = fighterFile("casimir");
    const before = fs.readFileSync(d);
    const r = await run("attack", "lucky13", "--attacker", a, "--defender", d, ...faces);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Brunella hits Casimir with Broadsword: 16 against 12, margin 4, 10 damage/);
    expect(r.out).toMatch(/Casimir: 20\/30 HP, Pulse d6, ok/);
    expect(fs.readFileSync(d).equals(before)).toBe(true);
  });

  it("L13-CMB-7 --weapon unarmed deals the margin only", async () => {
    const a = fighterFile("casimir");
    const d = fighterFile("brunella");
    const r = await json(
      "attack",
      "lucky13",
      "--attacker",
      a,
      "--defender",
      d,
      "--weapon",
      "unarmed",
      "--faces",
      "5,8,5,5",
    );
    expect(r.j).toMatchObject({ hit: true, margin: 3, damage: 3, saved: false });
    expect(r.j.defender.hp).toBe(17);
  });
});

describe("tabula play and tabula rulesets", () => {
  it("L13-CMB-5 L13-DEATH-1 play examples/lucky13-fight.json prints the log of the fight", async () => {
    const r = await run("play", FIGHT);
    expect(r.code).toBe(0);
    expect(r.out).toContain("roll: Initiative: Brunella 6, Casimir 3");
    expect(r.out).toContain(
      "roll: Brunella hits Casimir with Broadsword: 16 against 12, margin 4, 10 damage",
    );
    expect(r.out).toMatch(/Casimir is dying and unconscious/);
  });

  it("L13-CMB-5 L13-INIT-5 play --json has the log and the final state, and is the same every time", async () => {
    const r = await json("play", FIGHT);
    expect(r.code).toBe(0);
    expect(Array.isArray(r.j.log)).toBe(true);
    expect(r.j.log.length).toBeGreaterThan(10);
    expect(r.j.state.characters.casimir.data.hp).toBe(0);
    expect(r.j.state.characters.brunella.data.hp).toBe(14);
    expect((await run("play", FIGHT, "--json")).out).toBe(r.out);
  });

  it("L13-GEN-1 a script with an unknown action exits 2 naming intents[i]", async () => {
    const script = fight();
    script.intents[1] = { action: "fly", params: {} };
    const p = file("script.json", script);
    const text = await run("play", p);
    expect(text.code).toBe(2);
    expect(text.err).toMatch(/intents\[1\]: .*no action 'fly'/);
    const r = await json("play", p);
    expect(r.code).toBe(2);
    expect(r.j.error.path.slice(0, 2)).toEqual(["intents", 1]);
  });

  it("L13-GEN-1 rulesets --json lists lucky13 with its actions and every option's default", async () => {
    const r = await json("rulesets");
    expect(r.code).toBe(0);
    const l13 = r.j.rulesets.find((x: { id: string }) => x.id === "lucky13");
    expect(l13).toMatchObject({ id: "lucky13", name: "Lucky 13", initiative: "rolled" });
    expect(Object.keys(l13.actions)).toEqual(
      expect.arrayContaining([
        "check",
        "attack",
        "initiative",
        "join",
        "advanceTime",
        "buy",
        "resolveDilemma",
      ]),
    );
    expect(Object.keys(l13.creationMethods)).toEqual(["random", "balanced", "specialized"]);
    const defaults = Object.fromEntries(
      (l13.options as { name: string; default: unknown; description: string }[]).map((o) => [
        o.name,
        o.default,
      ]),
    );
    expect(defaults).toMatchObject({
      playMode: "cinematic",
      hpPerPulseDie: 10,
      overflowMode: "growExtra",
      contestTie: "initiatorFails",
      initiativeTieBreak: ["higherReflex", "rollOff"],
      unconsciousDefense: "normal",
      specializationCost: 4,
      abilityIncreaseMultiplier: 4,
      reputationRange: [-5, 5],
      reactionSkill: null,
    });
    for (const o of l13.options) expect(o.description.length, o.name).toBeGreaterThan(10);
    const one = await json("rulesets", "lucky13");
    expect(one.j.rulesets).toHaveLength(1);
  });
});

/** The example character files shipped in examples/duel (read only: nothing here saves). */
const DUEL = (name: string) => fileURLToPath(new URL(`../../examples/duel/${name}.json`, import.meta.url));

describe("tabula attack lucky13 with character files: whose dice are whose", () => {
  it("labels the attacker's and the defender's dice by name and side", async () => {
    const r = await run(
      "attack",
      "lucky13",
      ...["--attacker", DUEL("brunella"), "--defender", DUEL("casimir"), "--faces", "6,2,6,4,5,4,4"],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      [
        "Brunella hits Casimir with Broadsword: 14 against 13, margin 1, 5 damage",
        "  Brunella (attacker): ability d8: 6, skill d6: 2, accuracy d8: 6",
        "  Casimir (defender): ability d6: 4, skill d10: 5, defense d6: 4",
        "  damage d10: 4",
        "",
      ].join("\n"),
    );
  });
});

describe("tabula check lucky13: a dropped throw does not implode", () => {
  it("L13-EXPL-11 with --character and --background, a dropped 1 is printed dropped, not imploded", async () => {
    const args = [
      ...["--character", DUEL("casimir"), "--ability", "pulse", "--skill", "spellcasting"],
      ...["--difficulty", "moderate", "--background", "--faces", "6,1,4,6"],
    ];
    const r = await run("check", "lucky13", ...args);
    expect(r.code).toBe(0);
    expect(r.out).toContain("  ability d8: 6, (ability d8: 1), skill d8: 4, difficulty d10: 6\n");
    expect(r.out).not.toContain("imploded");
    const j = (await json("check", "lucky13", ...args)).j;
    expect(j.dilemma).toBe(false);
    expect(j.dice[1]).toMatchObject({ role: "ability", faces: [1], kept: false, imploded: false });
  });

  it("L13-EXPL-11 the same with bare dice: text and JSON", async () => {
    const args = ["--ability", "d8", "--skill", "d8", "--difficulty", "moderate", "--background"];
    const r = await run("check", "lucky13", ...args, "--faces", "5,1,4,6");
    expect(r.out).toBe(
      "success: 15 against 13 (moderate)\n  ability d8: 5, (ability d8: 1), skill d8: 4, difficulty d10: 6\n",
    );
    const j = (await json("check", "lucky13", ...args, "--faces", "5,1,4,6")).j;
    expect(j.dice[1]).toMatchObject({ faces: [1], kept: false, imploded: false });
    // A kept 1 still implodes: with an impairment the lower throw is kept.
    const worse = await run(
      "check",
      "lucky13",
      "--ability",
      "d8",
      "--skill",
      "d8",
      "--difficulty",
      "moderate",
      "--impairment",
      "--faces",
      "5,1,4,6",
    );
    expect(worse.out).toContain("(ability d8: 5), ability d8: 1 imploded");
    expect(worse.out).toContain("with a dilemma");
  });
});

describe("tabula contest lucky13", () => {
  it("L13-OPP-1 bare dice: ability + skill each side, the higher total wins; text and JSON", async () => {
    const args = ["--ability", "d8", "--skill", "d10", "--vs", "d6,d8"];
    const r = await run("contest", "lucky13", ...args, "--faces", "3,9,5,4");
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        "Contest: initiator 12, opponent 9; initiator wins",
        "  initiator: ability d8: 3, skill d10: 9",
        "  opponent: ability d6: 5, skill d8: 4",
        "",
      ].join("\n"),
    );
    const j = (await json("contest", "lucky13", ...args, "--faces", "3,9,5,4")).j;
    expect(Object.keys(j)).toEqual([
      "ruleset",
      "sides",
      "winner",
      "margin",
      "tie",
      "tieRule",
      "dice",
      "seed",
    ]);
    expect(j).toMatchObject({
      ruleset: "lucky13",
      sides: [
        { name: "initiator", total: 12, dilemma: false },
        { name: "opponent", total: 9, dilemma: false },
      ],
      winner: "initiator",
      margin: 3,
      tie: false,
      tieRule: "none",
      seed: null,
    });
    expect(
      j.dice.map((d: { side: string; role: string; faces: number[] }) => [d.side, d.role, d.faces]),
    ).toEqual([
      ["initiator", "ability", [3]],
      ["initiator", "skill", [9]],
      ["opponent", "ability", [5]],
      ["opponent", "skill", [4]],
    ]);
    // The same seed gives the same contest.
    const seeded = await run("contest", "lucky13", ...args, "--seed", "5");
    expect((await run("contest", "lucky13", ...args, "--seed", "5")).out).toBe(seeded.out);
  });

  it("L13-OPP-4 a two-sided tie fails the initiator; an imploded kept die opens a dilemma", async () => {
    const r = await run(
      "contest",
      "lucky13",
      "--ability",
      "d8",
      "--skill",
      "d10",
      "--vs",
      "d6,d8",
      "--faces",
      "1,9,3,7",
    );
    expect(r.out).toBe(
      [
        "Contest: initiator 10, opponent 10; opponent wins (a tie fails the initiator)",
        "  initiator: ability d8: 1 imploded, skill d10: 9",
        "  opponent: ability d6: 3, skill d8: 7",
        "  initiator's roll imploded: a dilemma",
        "",
      ].join("\n"),
    );
  });

  it("L13-OPP-5 three sides: a tie at the top is rolled off by the tied sides", async () => {
    const r = await json(
      "contest",
      "lucky13",
      ...["--ability", "d8", "--skill", "d10", "--vs", "d6,d8/d8,d10", "--faces", "3,9,1,6,3,9,2,5,3,3"],
    );
    expect(r.j).toMatchObject({ winner: "initiator", tie: true, tieRule: "rollOff", margin: 1 });
    expect(r.j.sides.map((s: { name: string }) => s.name)).toEqual(["initiator", "opponent A", "opponent B"]);
    expect(
      r.j.dice.filter((d: { round: number }) => d.round === 1).map((d: { side: string }) => d.side),
    ).toEqual(["initiator", "initiator", "opponent B", "opponent B"]);
  });

  it("L13-OPP-4 --odds: 2d4 against 2d4 with no explosions: win 106/256, tie 44/256 goes to the opponent", async () => {
    const args = ["--ability", "d4", "--skill", "d4", "--vs", "d4,d4", "--mode", "off", "--odds"];
    const j = (await json("contest", "lucky13", ...args)).j;
    expect(j).toEqual({
      ruleset: "lucky13",
      sides: ["initiator", "opponent"],
      win: [expect.closeTo(106 / 256, 12), expect.closeTo(150 / 256, 12)],
      tie: expect.closeTo(44 / 256, 12),
      undecided: 0,
    });
    expect((await run("contest", "lucky13", ...args)).out).toBe(
      "initiator wins 41.4063%; opponent wins 58.5938%\n  the first roll ties at the top 17.1875% (contestTie initiatorFails)\n",
    );
  });

  it("L13-OPP-1 with character files: the sheets' dice, the names, and odds equal to the same bare dice", async () => {
    const args = [
      ...["--character", DUEL("brunella"), "--ability", "pulse", "--skill", "fighting"],
      ...["--vs", DUEL("casimir")],
    ];
    const r = await run("contest", "lucky13", ...args, "--faces", "4,4,4,6");
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        "Contest: Brunella 8, Casimir 10; Casimir wins",
        "  Brunella: ability d6: 4, skill d6: 4",
        "  Casimir: ability d8: 4, skill d10: 6",
        "",
      ].join("\n"),
    );
    const j = (await json("contest", "lucky13", ...args, "--faces", "4,4,4,6")).j;
    expect(j).toMatchObject({
      winner: "Casimir",
      margin: 2,
      tie: false,
      sides: [{ name: "Brunella" }, { name: "Casimir" }],
    });
    const odds = (await json("contest", "lucky13", ...args, "--odds")).j;
    const bare = (
      await json("contest", "lucky13", "--ability", "d6", "--skill", "d6", "--vs", "d8,d10", "--odds")
    ).j;
    expect(odds.sides).toEqual(["Brunella", "Casimir"]);
    expect(odds.win[0]).toBeCloseTo(bare.win[0], 12);
    expect(odds.tie).toBeCloseTo(bare.tie, 12);
    // --vs-ability and --vs-skill: Casimir answers with Intellect d10 + Spellcasting d8.
    const other = await json(
      "contest",
      "lucky13",
      ...args,
      "--vs-ability",
      "intellect",
      "--vs-skill",
      "spellcasting",
      "--faces",
      "4,4,9,7",
    );
    expect(other.j.sides).toEqual([
      { name: "Brunella", total: 8, dilemma: false },
      { name: "Casimir", total: 16, dilemma: false },
    ]);
  });

  it("two sides from the same file are told apart by name", async () => {
    const b = DUEL("brunella");
    const args = [
      "--character",
      b,
      "--ability",
      "pulse",
      "--skill",
      "fighting",
      "--vs",
      b,
      "--faces",
      "4,4,3,5",
    ];
    const r = await run("contest", "lucky13", ...args);
    expect(r.out).toBe(
      [
        "Contest: Brunella 8, Brunella (2) 8; Brunella (2) wins (a tie fails the initiator)",
        "  Brunella: ability d6: 4, skill d6: 4",
        "  Brunella (2): ability d6: 3, skill d6: 5",
        "",
      ].join("\n"),
    );
  });

  it("bad input exits 2 naming the flag; --help documents the verb", async () => {
    const missing = await run("contest", "lucky13", "--ability", "d8", "--skill", "d10");
    expect([missing.code, missing.err]).toEqual([2, expect.stringContaining("--vs is required")]);
    const bad = await run("contest", "lucky13", "--ability", "d8", "--skill", "d10", "--vs", "d6");
    expect([bad.code, bad.err]).toEqual([
      2,
      expect.stringContaining("--vs: side 1 ('d6') needs an ability and a skill die"),
    ]);
    const flag = await run(
      "contest",
      "lucky13",
      "--ability",
      "d8",
      "--skill",
      "d10",
      "--vs",
      "d6,d6",
      "--vs-skill",
      "fighting",
    );
    expect([flag.code, flag.err]).toEqual([2, expect.stringContaining("--vs-skill needs --character")]);
    const help = await run("contest", "lucky13", "--help");
    expect(help.code).toBe(0);
    expect(help.out).toContain("tabula contest lucky13 --ability DIE --skill DIE --vs DIE,DIE");
    expect(help.out).toContain("--vs-ability NAME");
    expect((await run("contest", "--help")).out).toContain("lucky13");
  });
});
