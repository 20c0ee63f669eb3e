// `tabula check dice-engine` (bare numbers or a character file) and `tabula character new|advance`
// for the Dice Engine, through the real entry point (argument parsing, exit codes, JSON).

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { checkOdds } from "../../src/rulesets/dice-engine/check/index.js";
import { exampleCharacter } from "../../src/rulesets/dice-engine/examples.js";
import { parseDiceEngineOptions } from "../../src/rulesets/dice-engine/options.js";
import { jsonBody } from "./json.js";

/** main() with the whole argv: the exit code, what it printed, and the printed JSON on demand. */
async function tabula(...argv: string[]) {
  const io = bufferIo();
  const code = await main(argv, io);
  const out = io.stdout();
  return { code, out, err: io.stderr(), json: () => jsonBody(out) };
}

/** `tabula check dice-engine …`. */
const run = (...argv: string[]) => tabula("check", "dice-engine", ...argv);

/** `tabula attack dice-engine --attacker FILE …`. */
const attackWith = (attacker: string, ...argv: string[]) =>
  tabula("attack", "dice-engine", "--attacker", attacker, ...argv);

describe("tabula check dice-engine", () => {
  it("DE-ROLL-5: 2d10 + stat + focus + modifiers against the DC, as the issue's JSON", async () => {
    const r = await run(
      "--stat",
      "2",
      "--dc",
      "15",
      "--focus",
      "1",
      "--modifier",
      "2,-1",
      "--faces",
      "6,5",
      "--json",
    );
    expect(r.code).toBe(0);
    expect(r.json()).toEqual({
      ruleset: "dice-engine",
      success: true,
      total: 15,
      dice: [
        { die: "d10", face: 6, kept: true },
        { die: "d10", face: 5, kept: true },
      ],
      critical: "none",
      degrees: 1,
    });
  });

  it("DE-DOS-2: a failure reports its degrees of failure as a negative number", async () => {
    const r = await run("--stat", "0", "--dc", "15", "--faces", "4,5", "--json");
    expect(r.json()).toMatchObject({ success: false, total: 9, degrees: -6, critical: "none" });
  });

  it("DE-CRIT-2: a kept 10 without a 1 is a semi-critical worth +2", async () => {
    const r = await run("--stat", "1", "--dc", "15", "--faces", "10,2", "--json");
    expect(r.json()).toMatchObject({ total: 15, critical: "semi", success: true, degrees: 1 });
  });

  it("DE-CRIT-4: double 10 is a super-critical (+4 by default)", async () => {
    const r = await run("--stat", "0", "--dc", "30", "--faces", "10,10", "--json");
    expect(r.json()).toMatchObject({ total: 24, critical: "super", success: false });
  });

  it("DE-CRIT-7: double 1 always fails, even above the DC", async () => {
    const r = await run("--stat", "5", "--dc", "2", "--modifier", "3", "--faces", "1,1", "--json");
    expect(r.json()).toMatchObject({ success: false, critical: "super-failure", total: 10 });
    const text = await run("--stat", "5", "--dc", "2", "--modifier", "3", "--faces", "1,1");
    expect(text.out).toContain("automatic failure");
  });

  it("DE-CRIT-8: a 10 and a 1 cancel out (anti-critical)", async () => {
    const r = await run("--stat", "0", "--dc", "5", "--faces", "10,1", "--json");
    expect(r.json()).toMatchObject({ total: 11, critical: "anti" });
  });

  it("DE-ADV-1: advantage adds a die and keeps the best two", async () => {
    const r = await run("--stat", "0", "--dc", "10", "--advantage", "1", "--faces", "2,7,8", "--json");
    const j = r.json();
    expect(j.total).toBe(15);
    expect(j.dice.map((d: { kept: boolean }) => d.kept)).toEqual([false, true, true]);
  });

  it("DE-ADV-2: disadvantage cancels advantage level for level", async () => {
    const r = await run(
      "--stat",
      "0",
      "--dc",
      "10",
      "--advantage",
      "2",
      "--disadvantage",
      "1",
      "--faces",
      "2,7,8",
      "--json",
    );
    expect(r.json().dice).toHaveLength(3);
  });

  it("DE-PROF-2: expertise rolls two d12s", async () => {
    const r = await run("--stat", "0", "--dc", "10", "--expertise", "--faces", "12,11", "--json");
    expect(r.json().dice.map((d: { die: string }) => d.die)).toEqual(["d12", "d12"]);
    expect(r.json().critical).toBe("super");
  });

  it("DE-UNSK-2: an unskilled roll ignores the focus and takes a level of disadvantage", async () => {
    const r = await run(
      "--stat",
      "0",
      "--dc",
      "10",
      "--focus",
      "2",
      "--unskilled",
      "--faces",
      "9,3,5",
      "--json",
    );
    expect(r.json()).toMatchObject({ total: 8 });
    expect(r.json().dice.map((d: { kept: boolean }) => d.kept)).toEqual([false, true, true]);
  });

  it("gives the exact odds with --odds, in the issue's JSON shape, equal to the check core's counts", async () => {
    const r = await run("--stat", "2", "--dc", "15", "--advantage", "1", "--odds", "--json");
    const j = r.json() as { ruleset: string; chance: number; degrees: [number, number][] };
    const core = checkOdds({ stat: 2, target: 15, advantage: 1 });
    expect(j.ruleset).toBe("dice-engine");
    expect(j.chance).toBeCloseTo(core.vsTarget!.success / core.outcomes, 12);
    const total = j.degrees.reduce((s, [, p]) => s + p, 0);
    expect(total).toBeCloseTo(1, 12);
    const successMass = j.degrees.filter(([d]) => d > 0).reduce((s, [, p]) => s + p, 0);
    expect(successMass).toBeCloseTo(j.chance, 12);
  });

  it("DE-DOS-1: plain 2d10 + 2 against DC 15 succeeds 38% of the time", async () => {
    const r = await run("--stat", "2", "--dc", "15", "--odds");
    expect(r.out).toContain("chance to meet DC 15: 38.0000%");
  });

  it("is reproducible with --seed", async () => {
    const a = await run("--stat", "1", "--dc", "12", "--advantage", "2", "--seed", "x", "--json");
    const b = await run("--stat", "1", "--dc", "12", "--advantage", "2", "--seed", "x", "--json");
    expect(a.json()).toEqual(b.json());
  });

  it.each([
    [["--dc", "10"], "--stat is required"],
    [["--stat", "1"], "--dc is required"],
    [["--stat", "7", "--dc", "10"], "--stat must be at most 5"],
    [["--stat", "1", "--dc", "10", "--advantage", "-1"], "--advantage must be at least 0"],
    [["--stat", "1", "--dc", "10", "--proficiency", "--expertise"], "not both"],
    [["--stat", "1", "--dc", "10", "--modifier", "2,x"], "--modifier: item 2"],
    [["--stat", "1", "--dc", "10", "--faces", "5"], "needs more faces"],
    [["--stat", "1", "--dc", "10", "--faces", "5,5,5"], "left over"],
    [["--stat", "1", "--dc", "10", "--faces", "5,11"], "cannot show"],
    [["--stat", "1", "--dc", "10", "--options", '{"critThreshold":1}'], "--options.critThreshold"],
  ])("refuses %j with a clear message and exit code 2", async (argv, message) => {
    const r = await run(...argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    // Only this ruleset's usage, not every ruleset's.
    if (r.err.includes("usage:")) expect(r.err).not.toContain("lucky13");
  });
});

const EXAMPLES = fileURLToPath(new URL("../../examples/dice-engine/", import.meta.url));
const example = (name: string) => path.join(EXAMPLES, `${name}.json`);
/** An example character with its equipment, as `tabula attack` takes it. */
const kit = (id: string) => path.join("examples", "dice-engine", `${id}.kit.json`);
/** `tabula check dice-engine --character <example> …`. */
const checkAs = (name: string, ...argv: string[]) => run("--character", example(name), ...argv);

let dir = "";
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tabula-de-"));
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of an example file in the temporary folder, for commands that rewrite it. */
function copy(name: string): string {
  const to = path.join(dir, `${name}-${Math.random().toString(36).slice(2)}.json`);
  fs.copyFileSync(example(name), to);
  return to;
}

describe("the example character files", () => {
  it("are the ruleset's example cast, so the docs and the fixtures agree", () => {
    const o = parseDiceEngineOptions({});
    for (const id of ["ilse", "bruno", "wren"] as const)
      expect(JSON.parse(fs.readFileSync(example(id), "utf8")), id).toEqual(exampleCharacter(id, o));
  });
});

describe("tabula check dice-engine --character", () => {
  it("DE-FOCUS-1 DE-PROF-1 the file gives the stat, its Proficiency d12 and the named focus's rating", async () => {
    // Ilse: Agility +2, Proficient (the first die a d12), Medicine 2: 7 + 4 + 2 + 2 = 15.
    const r = await checkAs(
      "ilse",
      "--stat",
      "agility",
      "--focus",
      "Medicine",
      "--dc",
      "15",
      "--faces",
      "7,4",
      "--json",
    );
    expect(r.code, r.err).toBe(0);
    expect(r.json()).toEqual({
      ruleset: "dice-engine",
      success: true,
      total: 15,
      dice: [
        { die: "d12", face: 7, kept: true },
        { die: "d10", face: 4, kept: true },
      ],
      critical: "none",
      degrees: 1,
    });
  });

  it("DE-PERK-11 a perk of the file acts on the check: Perceptive Vision adds a die", async () => {
    const r = await checkAs(
      "wren",
      "--stat",
      "intuition",
      "--purpose",
      "perception",
      "--sense",
      "sight",
      "--focus",
      "perception",
      "--dc",
      "18",
      "--faces",
      "2,7,8",
      "--json",
    );
    expect(r.json()).toMatchObject({ success: true, total: 20, degrees: 3 });
    expect(r.json().dice.map((d: { kept: boolean }) => d.kept)).toEqual([false, true, true]);
  });

  it("DE-PERK-54 Half-Deaf: hearing perception rolls with disadvantage; the text names why", async () => {
    const r = await checkAs(
      "wren",
      "--stat",
      "intuition",
      "--purpose",
      "perception",
      "--sense",
      "hearing",
      "--dc",
      "12",
      "--faces",
      "9,3,4",
    );
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(
      "Wren Adair's Intuition check against DC 12 rolls 10: failure, 2 degrees of failure",
    );
    expect(r.out).toContain("d10:9 (dropped)");
    expect(r.out).toContain("Half-Deaf: disadvantage");
  });

  it("DE-UNSK-1 DE-UNSK-2 equipment without its skill: a die of disadvantage, no focus", async () => {
    // Bruno lacks Lock Picking: Dexterity +1, worst two of 9, 4, 6; Security 1 and the picks' 2 lost.
    const r = await checkAs(
      "bruno",
      "--stat",
      "dexterity",
      "--skill",
      "Lock Picking",
      "--item-rating",
      "2",
      "--focus",
      "security",
      "--dc",
      "14",
      "--faces",
      "9,4,6",
      "--json",
    );
    expect(r.json()).toMatchObject({ success: false, total: 11, degrees: -3 });
  });

  it("DE-DOS-1 --odds gives the character's exact chances, the same as the bare numbers", async () => {
    const withFile = await checkAs(
      "ilse",
      "--stat",
      "agility",
      "--focus",
      "medicine",
      "--dc",
      "15",
      "--odds",
      "--json",
    );
    const bare = await run("--stat", "2", "--proficiency", "--focus", "2", "--dc", "15", "--odds", "--json");
    expect(withFile.json()).toEqual(bare.json());
    const core = checkOdds({ stat: 2, focusRating: 2, training: "proficient", target: 15 });
    expect(withFile.json().chance).toBeCloseTo(core.vsTarget!.success / core.outcomes, 14);
    const text = await checkAs("ilse", "--stat", "agility", "--dc", "15", "--odds");
    expect(text.out).toMatch(/^Ilse Varn: chance to meet DC 15: \d+\.\d{4}%/);
  });

  it("is reproducible with --seed", async () => {
    const argv = ["--stat", "strength", "--dc", "12", "--seed", "s1", "--json"];
    const a = await checkAs("bruno", ...argv);
    expect(a.json()).toEqual((await checkAs("bruno", ...argv)).json());
    expect(a.json().seed).toBe("s1");
  });

  it.each([
    [["--stat", "agility", "--dc", "10", "--focus", "Astrology"], '--focus: "Astrology" is not a focus'],
    [["--stat", "2", "--dc", "10"], "--stat: '2' is not a stat"],
    [["--stat", "agility"], "--dc is required"],
    [["--stat", "agility", "--dc", "10", "--expertise"], "--expertise comes from the character file"],
    [["--stat", "agility", "--dc", "10", "--skill", "Juggling"], '--skill: "Juggling" is not a skill'],
    [["--stat", "agility", "--dc", "10", "--purpose", "dancing"], "--purpose: Invalid option"],
    [["--stat", "agility", "--dc", "10", "--ranged"], "--ranged describes a --weapon"],
    [
      ["--stat", "agility", "--dc", "10", "--faces", "5,5,5"],
      "1 face(s) left over; this check rolls 2 dice (d12, d10)",
    ],
    [["--stat", "agility", "--dc", "10", "--faces", "5"], "needs more faces"],
    [["--stat", "agility", "--dc", "10", "--options", '{"critThreshold":1}'], "--options.critThreshold"],
  ])("refuses %j with a clear message and exit code 2", async (argv, message) => {
    const r = await checkAs("ilse", ...argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });

  it("refuses a missing or broken character file by name, and character flags without a file", async () => {
    const missing = await run("--character", path.join(dir, "nobody.json"), "--stat", "agility", "--dc", "3");
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("character file not found");
    const bad = path.join(dir, "bad.json");
    fs.writeFileSync(bad, JSON.stringify({ schemaVersion: 1, ruleset: "dice-engine", name: "X", stats: {} }));
    const broken = await run("--character", bad, "--stat", "agility", "--dc", "3");
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(/bad\.json: .*stats\.charisma/);
    const bare = await run("--stat", "1", "--dc", "3", "--skill", "medic");
    expect(bare.code).toBe(2);
    expect(bare.err).toContain("--skill needs --character");
  });
});

describe("tabula character new dice-engine", () => {
  const ilseFlags = [
    "--name",
    "Ilse Varn",
    "--stats",
    "agility=2,endurance=2,intuition=2,convince=1,logic=1,charisma=-1,strength=-1",
    "--buy",
    "skill:medic,skill:Knife Fighting,perk:Emergency Triage,perk:Quick Step,proficiency:agility",
  ];

  it("DE-CREA-2 DE-CREA-3 a point-buy build from flags: stats, then purchases in SP; the rest is discarded", async () => {
    const out = path.join(dir, "ilse-new.json");
    const r = await tabula("character", "new", "dice-engine", ...ilseFlags, "--out", out, "--json");
    expect(r.code, r.err).toBe(0);
    const c = r.json().character;
    expect(c).toMatchObject({
      name: "Ilse Varn",
      created: true,
      sp: 0,
      stats: { agility: 2, charisma: -1 },
      skills: ["medic", "knifeFighting"],
      training: { agility: "proficient" },
    });
    expect(Object.keys(c.perks)).toEqual(["emergencyTriage", "quickStep"]);
    expect(c.log.at(-1)).toMatchObject({ currency: "SP", reason: "unspent SP discarded at finalisation" });
    expect(JSON.parse(fs.readFileSync(out, "utf8"))).toEqual(c);
  });

  it("DE-CREA-2 a JSON spec through --input, with flags on top", async () => {
    const spec = {
      name: "Spec",
      concept: "from JSON",
      stats: { logic: 2 },
      purchases: [{ kind: "skill", skill: "navigation" }],
    };
    const r = await tabula(
      "character",
      "new",
      "dice-engine",
      "--input",
      JSON.stringify(spec),
      "--buy",
      "skill:chef",
      "--json",
    );
    expect(r.code, r.err).toBe(0);
    expect(r.json().character).toMatchObject({
      name: "Spec",
      concept: "from JSON",
      skills: ["navigation", "chef"],
    });
  });

  it("DE-CREA-15 refuses overspending with the amount over, and writes nothing", async () => {
    const out = path.join(dir, "greedy.json");
    const r = await tabula(
      "character",
      "new",
      "dice-engine",
      "--name",
      "Greedy",
      "--stats",
      "agility=3,strength=3",
      "--buy",
      "proficiency:agility,proficiency:strength,proficiency:endurance,perk:Quick Step,skill:medic,skill:surgeon,skill:Hammer Fighting",
      "--out",
      out,
    );
    expect(r.code).toBe(2);
    expect(r.err).toContain("Surgeon costs 150 SP, you have 135: 15 short");
    expect(r.err).toContain("the whole build costs 1065 SP of 1000: 65 SP over");
    expect(fs.existsSync(out)).toBe(false);
  });

  it.each([
    [["--stats", "agility=2"], "give the character a --name"],
    [["--name", "X", "--stats", "luck=2"], "--stats: 'luck' is not a stat"],
    [["--name", "X", "--stats", "agility"], "--stats: item 1 ('agility') is not STAT=VALUE"],
    [["--name", "X", "--buy", "wings:2"], '--buy: "wings:2": "wings" is not a kind of purchase'],
    [["--name", "X", "--race", "elf"], '"elf" is not a race of this table'],
    [["--name", "X", "--buy", "perk:Takedown Specialist"], "Takedown Specialist needs Agility 2 or higher"],
    [["--name", "X", "--stats", "agility=5,strength=5"], "only 1 stat may be +5"],
  ])("refuses %j with exit code 2", async (argv, message) => {
    const r = await tabula("character", "new", "dice-engine", ...argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });

  it("leaves the other rulesets' creation alone: the Dice Engine flags are refused there", async () => {
    const r = await tabula("character", "new", "lucky13", "--race", "elf");
    expect(r.code).toBe(2);
    expect(r.err).toContain("--race is not a creation flag of lucky13");
  });
});

describe("tabula character advance (dice-engine)", () => {
  it("DE-XP-1 DE-XP-4 an award, then purchases by name in the advance syntax", async () => {
    const file = copy("ilse");
    const r = await tabula(
      "character",
      "advance",
      file,
      "--award",
      "400",
      "--reason",
      "the convoy",
      "--buy",
      "perk:Quick Step,focus:medicine,skill:Surgeon",
    );
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain("Ilse Varn gains 400 XP (the convoy): 150 → 550, Total XP 700");
    expect(r.out).toContain("Quick Step rank 2: −250 XP");
    const saved = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(saved).toMatchObject({ xp: 550 - 250 - 50 - 150, totalXp: 700, focuses: { medicine: 3 } });
    expect(saved.perks.quickStep.rank).toBe(2);
    expect(saved.skills).toContain("surgeon");
  });

  it("DE-STAT-4 DE-STUN-1 DE-HP-1 stats, Stun ranks and HP with XP", async () => {
    const file = copy("bruno");
    const r = await tabula(
      "character",
      "advance",
      file,
      "--award",
      "500",
      "--reason",
      "r",
      "--buy",
      "stat:strength,stun,hp",
      "--json",
    );
    expect(r.code, r.err).toBe(0);
    expect(r.json().character).toMatchObject({ stats: { strength: 4 }, stunRanks: [4], hpIncreases: 2 });
  });

  it("DE-XP-6 a purchase the XP do not cover is refused with the amount short; the file is unchanged", async () => {
    const file = copy("ilse");
    const before = fs.readFileSync(file, "utf8");
    const r = await tabula(
      "character",
      "advance",
      file,
      "--award",
      "50",
      "--reason",
      "r",
      "--buy",
      "perk:Quick Step",
    );
    expect(r.code).toBe(2);
    expect(r.err).toContain("Quick Step rank 2 costs 250 XP, you have 200: 50 short");
    expect(r.err).toContain("nothing was bought and the award was not given");
    expect(fs.readFileSync(file, "utf8")).toBe(before);
  });

  it.each([
    [["--buy", "expertise:logic"], "Proficiency"],
    [["--buy", "perk:Flying"], '"Flying" is not a perk'],
    [["--buy", "buy-off:Half-Deaf"], "does not have Half-Deaf"],
    [["--buy", "credits:100:coin"], "only during creation"],
  ])("refuses %j with exit code 2", async (argv, message) => {
    const r = await tabula("character", "advance", copy("ilse"), ...argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});

describe("tabula attack dice-engine", () => {
  it("DE-ATK-7 --odds --json gives the hit chance and the damage distribution", async () => {
    const r = await attackWith(
      kit("bruno"),
      "--defender",
      kit("ilse"),
      "--weapon",
      "Hammer",
      "--type",
      "standard",
      "--odds",
      "--json",
    );
    expect(r.code).toBe(0);
    const o = jsonBody(r.out);
    expect(o.ruleset).toBe("dice-engine");
    expect(o.hit).toBeGreaterThan(0);
    expect(o.damage.distribution.reduce((a: number, [, p]: [number, number]) => a + p, 0)).toBeCloseTo(1, 12);
  });

  it("rolls with a seed, the same twice", async () => {
    const args = [
      "--defender",
      "examples/dice-engine/wren.json",
      "--weapon",
      "hammer",
      "--type",
      "heavy",
      "--seed",
      "7",
      "--json",
    ];
    const a = await attackWith(kit("bruno"), ...args);
    expect(a.code).toBe(0);
    expect(a.out).toBe((await attackWith(kit("bruno"), ...args)).out);
  });

  it("a weapon the attacker lacks exits 2 naming it", async () => {
    const r = await attackWith(kit("bruno"), "--defender", kit("ilse"), "--weapon", "Lance", "--seed", "1");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Lance/);
  });

  it("tabula play examples/dice-engine-fight.json plays the three-way fight", async () => {
    const r = await tabula("play", "examples/dice-engine-fight.json");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/falls unconscious/);
    // Read as the web table's log reads: characters by name, the tracker's bookkeeping left out.
    expect(r.out).toContain("Encounter begins (tick tracker) with Bruno Hale, Ilse Varn and Wren Adair");
    expect(r.out).toMatch(/Ilse Varn spends 8 ticks/);
    expect(r.out).toMatch(/Bruno Hale's death check \(DC 12\)/);
    // Once, as the condition's own line; the attack's summary leaves it to that line.
    expect(r.out).toMatch(/Bruno Hale is Bleed 1/);
    expect(r.out).not.toMatch(/gains Bleed/);
    expect(r.out).not.toMatch(/dice-engine\.state|\{"/);
  });
});

describe("tabula attack dice-engine: spray, grapple, shove, takedown, assassination", () => {
  const WREN = path.resolve("examples", "dice-engine", "wren.json");
  let dir = "";
  let wrenKit = "";
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "tabula-de-attack-"));
    wrenKit = path.join(dir, "wren.kit.json");
    fs.writeFileSync(
      wrenKit,
      JSON.stringify({
        character: WREN,
        equipment: {
          weapons: [
            {
              id: "machinePistol",
              name: "Machine Pistol",
              stat: "dexterity",
              melee: false,
              damage: "1d6",
              damageType: "piercing",
              attacks: [{ type: "standard" }, { type: "spray", ratings: [6] }],
              range: "5-20 Max: 60",
            },
            {
              id: "knife",
              name: "Knife",
              stat: "agility",
              skill: "knifeFighting",
              melee: true,
              damage: "1d4",
              damageType: "slashing",
              attacks: [{ type: "standard" }],
              ammoPerAttack: 0,
            },
          ],
        },
      }),
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const attack = (...argv: string[]) => attackWith(wrenKit, ...argv);

  it("DE-TYPE-10 --type spray --defender A,B --shots 5,1: one roll per defender, min(DoS, shots) hits", async () => {
    // Bruno (DV 8): 1 + 2 + Dex 2 + 1 for five shots = 6, no hit. Ilse (DV 9): 9 + 8 + 2 = 19, DoS 11,
    // 1 shot → 1 hit × 1d6 (1).
    const r = await attack(
      "--defender",
      `${kit("bruno")},${kit("ilse")}`,
      "--weapon",
      "Machine Pistol",
      "--type",
      "spray",
      "--shots",
      "5,1",
      "--distance",
      "8",
      "--faces",
      "1,2,9,8,1",
      "--json",
    );
    expect(r.code).toBe(0);
    const o = jsonBody(r.out);
    expect(o.targets).toMatchObject([
      { defender: "defender", shots: 5, hit: false, total: 6, dv: 8, hits: 0, damage: 0 },
      { defender: "defender2", shots: 1, hit: true, total: 19, dv: 9, hits: 1, damage: 1, dealt: 1 },
    ]);
    expect(o).toMatchObject({ hit: true, cost: 10, rating: 6, ammoUsed: 6, unallocated: 0 });
  });

  it("DE-TYPE-10 --odds --json for a spray: any hit, the total damage, and each defender's odds", async () => {
    const r = await attack(
      "--defender",
      `${kit("bruno")},${kit("ilse")}`,
      "--weapon",
      "Machine Pistol",
      "--type",
      "spray",
      "--shots",
      "4,2",
      "--distance",
      "8",
      "--odds",
      "--json",
    );
    expect(r.code).toBe(0);
    const o = jsonBody(r.out);
    expect(o.targets.map((t: { defender: string }) => t.defender)).toEqual(["defender", "defender2"]);
    expect(o.hit).toBeCloseTo(1 - (1 - o.targets[0].hit) * (1 - o.targets[1].hit), 12);
    expect(o.damage.distribution.reduce((a: number, [, p]: [number, number]) => a + p, 0)).toBeCloseTo(1, 12);
  });

  it("DE-TYPE-11 several defenders without spray, or shots that do not match them, exit 2", async () => {
    const two = `${kit("bruno")},${kit("ilse")}`;
    const a = await attack("--defender", two, "--weapon", "Knife", "--type", "standard", "--seed", "1");
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/spray/);
    const b = await attack(
      "--defender",
      two,
      "--weapon",
      "Machine Pistol",
      "--type",
      "spray",
      "--shots",
      "6",
      "--seed",
      "1",
    );
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/--shots gives 1 numbers for 2 defenders/);
  });

  it("DE-GRAP-1 DE-GRAP-2 --type grapple needs no weapon: meet is beat, the target is Grappled", async () => {
    // Wren defends first: 9 + 8 − 1 = 16; Bruno 7 + 6 + 3 = 16 → success.
    const r = await attackWith(
      kit("bruno"),
      "--defender",
      WREN,
      "--type",
      "grapple",
      "--faces",
      "9,8,7,6",
      "--json",
    );
    expect(r.code).toBe(0);
    expect(jsonBody(r.out)).toMatchObject({
      success: true,
      attackerTotal: 16,
      defenderTotal: 16,
      mode: "hold",
      inflicts: "grappled",
    });
  });

  it("DE-SHOVE-1 DE-TAKE-4 --odds for a shove and a takedown give their outcomes' chances", async () => {
    const shove = await attackWith(
      kit("bruno"),
      "--defender",
      kit("ilse"),
      "--type",
      "shove",
      "--odds",
      "--json",
    );
    const s = jsonBody(shove.out);
    expect(s.action).toBe("shove");
    expect(s.success + s.failure).toBeCloseTo(1, 12);
    const take = await attack(
      "--defender",
      kit("bruno"),
      "--weapon",
      "Knife",
      "--type",
      "takedown",
      "--odds",
      "--json",
    );
    const t = jsonBody(take.out);
    expect(Object.keys(t)).toEqual([
      "ruleset",
      "action",
      "noticed",
      "x1",
      "x2",
      "x3",
      "x4",
      "zeroHp",
      "dies",
    ]);
    expect(t.dies).toBe(0);
  });

  it("DE-ASSN-2 DE-ASSN-3 --assassinate: the Surprised DV, and every hit deals the weapon's maximum", async () => {
    const r = await attack(
      "--defender",
      kit("ilse"),
      "--weapon",
      "Machine Pistol",
      "--type",
      "standard",
      "--distance",
      "10",
      "--assassinate",
      "--odds",
      "--json",
    );
    expect(r.code).toBe(0);
    expect(jsonBody(r.out).damage.distribution.map(([d]: [number, number]) => d)).toEqual([0, 6, 7, 16]);
    const melee = await attack(
      "--defender",
      kit("ilse"),
      "--weapon",
      "Knife",
      "--assassinate",
      "--seed",
      "1",
    );
    expect(melee.code).toBe(2);
    expect(melee.err).toMatch(/ranged weapon/);
  });
});
