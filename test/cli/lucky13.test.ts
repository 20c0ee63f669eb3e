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

async function run(...argv: string[]) {
  const io = bufferIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

async function json(...argv: string[]) {
  const r = await run(...argv, "--json");
  return { ...r, j: JSON.parse(r.out) };
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

  it("L13-CHK-2 --odds --json gives {ruleset, success, dilemma} with probabilities", async () => {
    const r = await json(
      "check",
      "lucky13",
      ...["--ability", "d8", "--skill", "d10", "--difficulty", "moderate", "--odds"],
    );
    expect(r.code).toBe(0);
    expect(Object.keys(r.j)).toEqual(["ruleset", "success", "dilemma"]);
    expect(r.j.ruleset).toBe("lucky13");
    for (const p of [r.j.success, r.j.dilemma]) {
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
    expect(r.j.success).toBeCloseTo(21 / 80, 12);
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
    const l13 = r.j.find((x: { id: string }) => x.id === "lucky13");
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
    expect(one.j).toHaveLength(1);
  });
});
