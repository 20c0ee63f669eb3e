// The designer's story, end to end through the command line: take Lucky 13, rename Pulse to Grit,
// make a Grit die worth 8 hit points, add a pick-axe (examples/grit.overlay.json); look at the
// derived ruleset and its odds table; make characters, roll checks and attacks, advance, play a
// script. Then `tabula odds-table` for every ruleset, and the exit code 2 of every kind of bad input.

import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

const GRIT = fileURLToPath(new URL("../../examples/grit.overlay.json", import.meta.url));

async function run(...argv: string[]) {
  const io = bufferIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

async function json(...argv: string[]) {
  const r = await run(...argv, "--json");
  expect(r.code, r.err || r.out).toBe(0);
  return JSON.parse(r.out);
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tabula-designer-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});
const at = (name: string) => path.join(dir, name);
const write = (name: string, content: unknown) => {
  fs.writeFileSync(at(name), JSON.stringify(content, null, 2));
  return at(name);
};
const read = (name: string) => JSON.parse(fs.readFileSync(at(name), "utf8"));

describe("the Grit story through the CLI", () => {
  it("tabula rulesets shows what the overlay changed, and its new defaults", async () => {
    const r = await run("rulesets", GRIT);
    expect(r.code).toBe(0);
    expect(r.out).toContain("grit  Grit (version 1.0.0; initiative: rolled)");
    expect(r.out).toContain("derived from lucky13 by an overlay");
    expect(r.out).toContain("renamed: Pulse → Grit (abilities)");
    expect(r.out).toContain("weapons: Pick-axe (+Pick-axe)");
    expect(r.out).toMatch(/hpPerPulseDie +How many hit points each Grit die level is worth\. \(default: 8\)/);
    const [j] = (await json("rulesets", GRIT)).rulesets;
    expect(j.derived.base).toBe("lucky13");
    expect(j.derived.terms.abilities.pulse).toBe("Grit");
    expect(j.options.find((o: { name: string }) => o.name === "hpPerPulseDie").default).toBe(8);
  });

  it("tabula odds-table shows the derived ruleset's table, with the pick-axe", async () => {
    const r = await run("odds-table", "lucky13", "--overlay", GRIT);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(
      "Grit (derived from lucky13): ability die (Will, Charm, Grit, Intellect, Reflex)",
    );
    expect(r.out).toMatch(/d12 \+ d12 +87\.\d%/);
    expect(r.out).toMatch(/Pick-axe \(d6\/d10\)( +\d+\.\d%){6}/);
    // The overlay's path works in the ruleset's place too.
    const j = await json("odds-table", GRIT);
    expect(j.ruleset).toEqual({ id: "grit", name: "Grit", base: "lucky13" });
    expect(j.options.hpPerPulseDie).toBe(8);
  });

  it("makes characters, rolls with Grit, attacks with the pick-axe, advances and plays", async () => {
    const made = await run(
      "character",
      "new",
      GRIT,
      "--name",
      "Wren",
      "--seed",
      "7",
      "--method",
      "balanced",
      "--input",
      '{"weapons":["Pick-axe"],"assignment":{"will":"d6","charm":"d6","grit":"d10","intellect":"d4","reflex":"d8"}}',
      "--out",
      at("wren.json"),
    );
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain("Will d6 · Charm d6 · Grit d10 · Intellect d4 · Reflex d8");
    expect(made.out).toContain("Weapon: Pick-axe — accuracy d6, damage d10");
    expect(made.out).toContain("HP 32/32 — current Grit d10");
    // The file is a Lucky 13 character file: the overlay changes names and defaults, not the format.
    const wren = read("wren.json");
    expect(wren.ruleset).toBe("lucky13");
    expect(wren.abilities.pulse).toBe("d10");
    expect(wren.hp).toBe(32);

    await run("character", "new", GRIT, "--name", "Casimir", "--seed", "8", "--out", at("casimir.json"));

    const shown = await run("character", "show", at("wren.json"), "--ruleset", GRIT);
    expect(shown.out).toContain("current Grit d10");
    // Read as plain Lucky 13, the same file has Pulse and the book's 10 hit points per die.
    const plain = await run("character", "show", at("wren.json"));
    expect(plain.out).toContain("HP 32/40 — current Pulse d10");

    const check = await run(
      "check",
      GRIT,
      "--character",
      at("wren.json"),
      "--ability",
      "Grit",
      "--skill",
      "fighting",
      "--difficulty",
      "moderate",
      "--seed",
      "3",
    );
    expect(check.code, check.err).toBe(0);
    expect(check.out).toMatch(/^Wren's Grit \+ Fighting check \(moderate\) (succeeds|fails) with \d+/);

    // Faces: Wren's Reflex d8, Fighting, the pick-axe's d6; Casimir's Reflex, Fighting; damage d10.
    const attack = await json(
      "attack",
      GRIT,
      "--attacker",
      at("wren.json"),
      "--defender",
      at("casimir.json"),
      "--weapon",
      "Pick-axe",
      "--faces",
      "7,3,5,1,2,4",
      "--save",
    );
    expect(attack.ruleset).toBe("grit");
    expect(attack.hit).toBe(true);
    expect(attack.saved).toBe(true);
    const hurt = read("casimir.json");
    expect(attack.defender.hp).toBe(hurt.hp);
    expect(attack.defender.maxHp % 8).toBe(0);
    const text = await run(
      "attack",
      GRIT,
      "--attacker",
      at("wren.json"),
      "--defender",
      at("casimir.json"),
      "--weapon",
      "Pick-axe",
      "--faces",
      "7,3,5,1,2,4",
    );
    expect(text.out).toMatch(/Casimir: -?\d+\/\d+ HP, Grit (d\d+|none), /);

    const advanced = await run(
      "character",
      "advance",
      at("wren.json"),
      "--ruleset",
      GRIT,
      "--award",
      "50",
      "--reason",
      "the mine job",
      "--buy",
      "ability:grit",
      "--dry-run",
    );
    expect(advanced.code, advanced.err).toBe(0);
    expect(advanced.out).toContain("Grit");
    expect(advanced.out).not.toContain("Pulse");

    fs.copyFileSync(GRIT, at("grit.overlay.json"));
    const script = write("mine.json", {
      ruleset: "grit.overlay.json",
      seed: "mine",
      characters: [
        { id: "wren", character: read("wren.json") },
        { id: "casimir", character: read("casimir.json") },
      ],
      intents: [
        {
          action: "check",
          params: { actor: "wren", ability: "grit", skill: "fighting", difficulty: "easy" },
        },
        { action: "damage", params: { target: "wren", amount: 9 } },
      ],
    });
    const played = await run("play", script);
    expect(played.code, played.err).toBe(0);
    expect(played.out).toContain("Wren's Grit + Fighting check (easy)");
    expect(played.out).toContain("current Grit d10 → d8");
  });

  it("uses a catalogue weapon with bare dice: the same odds as its dice", async () => {
    const named = await json(
      "attack",
      GRIT,
      "--attack",
      "d8,d6",
      "--weapon",
      "pick-axe",
      "--defense",
      "d6,d10,d6",
      "--odds",
    );
    const dice = await json(
      "attack",
      "lucky13",
      "--attack",
      "d8,d6,d6",
      "--defense",
      "d6,d10,d6",
      "--damage",
      "d10",
      "--odds",
    );
    expect({ ...named, ruleset: "" }).toEqual({ ...dice, ruleset: "" });
  });
});

describe("an overlay in the ruleset's place", () => {
  it("takes its base's flags and help, for every ruleset verb", async () => {
    const help = await run("check", GRIT, "--help");
    expect(help.code).toBe(0);
    expect(help.out).toContain("tabula check lucky13 --ability DIE --skill DIE");
    const noir = write("noir.json", {
      base: "objects",
      id: "noir",
      name: "Noir",
      options: { dieType: "d10" },
    });
    const odds = await json("check", noir, "--pool", "6", "--difficulty", "2", "--odds");
    const plain = await json(
      "check",
      "objects",
      "--pool",
      "6",
      "--difficulty",
      "2",
      "--sides",
      "10",
      "--odds",
    );
    expect(odds.ruleset).toBe("noir");
    expect(odds.chance).toBeCloseTo(plain.chance, 12);
    const heist = write("heist.json", { base: "beat15", id: "heist", name: "Heist" });
    const contest = await json("contest", heist, "--group", "2,2", "--vs", "3", "--odds");
    expect(contest.winEventually).toBeGreaterThan(0);
    const supply = await run("supply", heist, "--die", "d8", "--seed", "1");
    expect(supply.code, supply.err).toBe(0);
    const deep = write("deep.json", {
      base: "lucidity",
      id: "deep",
      name: "Deep",
      options: { checkTies: "fail" },
    });
    const luc = await json("check", deep, "--stat", "0", "--target", "11", "--odds");
    expect(luc.chance).toBeCloseTo(0.45, 12);
  });
});

describe("tabula odds-table", () => {
  it("prints every ruleset's table in text, JSON and CSV", async () => {
    for (const id of ["lucky13", "objects", "beat15", "lucidity"]) {
      const text = await run("odds-table", id);
      expect(text.code, text.err).toBe(0);
      expect(text.out).toContain("Chances of success, exact:");
      const j = await json("odds-table", id);
      expect(j.format).toBe("tabula.odds-table");
      const csv = await run("odds-table", id, "--csv");
      expect(csv.out.split("\n")[0]).toBe("table,row_key,row,column_key,column,success");
    }
  });

  it("takes options over the defaults", async () => {
    const j = await json("odds-table", "objects", "--options", '{"dieType":"d10"}');
    expect(j.tables[0].title).toContain("d10, 8+");
  });

  it("has help", async () => {
    const r = await run("odds-table", "--help");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Usage: tabula odds-table RULESET [--overlay FILE]");
    expect(r.out).toContain("table,row_key,row,column_key,column,success");
  });

  it.each([
    [["odds-table"], "needs a ruleset"],
    [["odds-table", "lucky14"], "unknown ruleset 'lucky14'"],
    [["odds-table", "lucky13", "--bogus"], "unknown option '--bogus'"],
    [["odds-table", "lucky13", "--json", "--csv"], "give --json or --csv, not both"],
    [["odds-table", "lucky13", "--overlay", "missing.overlay.json"], "overlay file not found"],
    [["odds-table", "objects", "--overlay", GRIT], "derives from lucky13, not objects"],
    [["odds-table", "lucky13", "extra"], "unexpected argument 'extra'"],
    [["odds-table", "lucky13", "--options", "[1]"], "--options must be a JSON object"],
  ])("exits 2 for %j", async (argv, message) => {
    const r = await run(...argv);
    expect(r.code).toBe(2);
    // With --json the error is a JSON object on standard output.
    expect(r.err + r.out).toContain(message);
  });

  it("exits 2 for a bad overlay, naming each field at fault, in text and JSON", async () => {
    const bad = write("bad.overlay.json", {
      base: "lucky13",
      id: "bad",
      name: "Bad",
      rename: { abilities: { pulsee: "Grit" } },
      add: { weapons: [{ name: "Axe", accuracy: "d6" }] },
    });
    const r = await run("odds-table", bad);
    expect(r.code).toBe(2);
    expect(r.err).toContain("add.weapons.0.damage: required");
    const rename = write("rename.overlay.json", {
      base: "lucky13",
      id: "bad",
      name: "Bad",
      rename: { abilities: { pulsee: "Grit" } },
    });
    const j = await run(
      "check",
      rename,
      "--ability",
      "d6",
      "--skill",
      "d6",
      "--difficulty",
      "easy",
      "--json",
    );
    expect(j.code).toBe(2);
    const error = JSON.parse(j.out).error;
    expect(error.code).toBe("invalid");
    expect(error.path).toEqual(["rename", "abilities", "pulsee"]);
    expect(error.issues[0].code).toBe("unknown_term");
    expect(error.message).toContain("will, charm, pulse, intellect, reflex");
  });

  it("refuses a character of another ruleset with --ruleset", async () => {
    await run("character", "new", "objects", "--seed", "1", "--out", at("juno.json"));
    const r = await run("character", "show", at("juno.json"), "--ruleset", GRIT);
    expect(r.code).toBe(2);
    expect(r.err).toContain("is a objects character, but --ruleset");
  });
});

describe("renamed terms on the command line", () => {
  it("tabula check takes a Dice Engine stat by its new name, and lists the new names when it is wrong", async () => {
    const overlay = write("finesse.overlay.json", {
      format: 1,
      base: "dice-engine",
      id: "finesse",
      name: "Finesse",
      version: "1.0.0",
      rename: { stats: { agility: "Finesse" } },
    });
    const ilse = fileURLToPath(new URL("../../examples/dice-engine/ilse.json", import.meta.url));
    const args = ["check", overlay, "--character", ilse, "--dc", "12", "--seed", "1"];
    const byName = await json(...args, "--stat", "finesse");
    const byId = await json(...args, "--stat", "agility");
    expect(byName.total).toBe(byId.total);
    expect(byName.dice).toEqual(byId.dice);
    // Where the modifiers came from, in the overlay's words too.
    const text = await run(...args, "--stat", "finesse");
    expect(text.out).toContain("Proficiency in Finesse");
    expect(text.out).not.toContain("Agility");
    const bad = await run(...args, "--stat", "finess");
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("'finess' is not a stat; with --character name one of Charisma");
    expect(bad.err).toContain("Finesse");
  });
});
