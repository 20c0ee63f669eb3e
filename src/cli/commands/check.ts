// `tabula check RULESET …` and `tabula attack RULESET …`: each ruleset reads its own flags.

import type { Command } from "../command.js";
import {
  L13_ATTACK_OPTIONS,
  L13_CHECK_OPTIONS,
  lucky13Attack,
  lucky13Check,
  requireRuleset,
} from "../rulesets/lucky13.js";

const CHECKS = { lucky13: lucky13Check };
const ATTACKS = { lucky13: lucky13Attack };

export const checkCommand: Command = {
  name: "check",
  summary: "roll a ruleset's check (or show its exact odds) from dice or a character file",
  usage: [
    "tabula check lucky13 --ability DIE --skill DIE --difficulty LEVEL|DIE [--specialization N] [--asset N]",
    "       [--assist DIE] [--background|--impairment] [--mode cinematic|gritty|off] [--odds] [--seed S] [--faces …] [--json]",
    "       tabula check lucky13 --character FILE --ability NAME --skill NAME --difficulty LEVEL …",
  ].join("\n"),
  description: [
    "Lucky 13: ability + skill + the Difficulty die; 13 or more succeeds. A die showing its maximum",
    "explodes (cinematic: every die; gritty: the ability die, once); a first face of 1 implodes and",
    "opens a dilemma without changing the outcome. --faces are consumed ability, skill, difficulty,",
    "each die followed by its explosion rerolls; with advantage the ability die is thrown twice first.",
    "JSON: {ruleset, success, total, dice, dilemma}; with --odds {ruleset, success: p, dilemma: p}.",
  ].join("\n"),
  options: L13_CHECK_OPTIONS,
  run(args, io) {
    const id = requireRuleset(args.positionals[0], "check", Object.keys(CHECKS)) as keyof typeof CHECKS;
    return CHECKS[id](args, io);
  },
};

export const attackCommand: Command = {
  name: "attack",
  summary: "resolve an attack with damage (or show hit chance and damage odds)",
  usage: [
    "tabula attack lucky13 --attack DIE,DIE,DIE --defense DIE,DIE,DIE --damage DIE [--mode …] [--odds] [--seed S] [--faces …] [--json]",
    "       tabula attack lucky13 --attacker FILE --defender FILE [--weapon NAME] [--save] …",
  ].join("\n"),
  description: [
    "Lucky 13: Reflex + combat skill + Accuracy against Reflex + combat skill + the Defensive die; a",
    "strictly higher attack hits and deals the Damage die + the margin. With character files the damage",
    "is applied and the defender's new hit points and Pulse die are printed (--save writes them back).",
    "--faces: the attacker's dice, then the defender's, then the damage die.",
    'JSON with --odds: {"hit": p, "damage": {"mean", "distribution": [[value, p]…]}} (0 damage on a miss).',
  ].join("\n"),
  options: L13_ATTACK_OPTIONS,
  run(args, io) {
    const id = requireRuleset(args.positionals[0], "attack", Object.keys(ATTACKS)) as keyof typeof ATTACKS;
    return ATTACKS[id](args, io);
  },
};
