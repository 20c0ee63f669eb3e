// The list of commands, and where each one's code is. Only this list loads at start: a command's
// module (and what it imports: the dice, a ruleset, the server and its store) is imported when that
// command runs or its help is asked for, so `tabula roll` does not pay for PGlite.

import type { Command } from "../command.js";

export interface CommandEntry {
  name: string;
  /** One line for the command list. */
  summary: string;
  load(): Promise<Command>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: "roll",
    summary: "roll dice notation and show every die",
    load: async () => (await import("./roll.js")).rollCommand,
  },
  {
    name: "odds",
    summary: "exact probabilities of every total, before rolling",
    load: async () => (await import("./odds.js")).oddsCommand,
  },
  {
    name: "odds-table",
    summary: "print every success chance of a ruleset's core check as a table (exact)",
    load: async () => (await import("./odds-table.js")).oddsTableCommand,
  },
  {
    name: "rulesets",
    summary: "list the rulesets, their actions and their options with defaults",
    load: async () => (await import("./rulesets.js")).rulesetsCommand,
  },
  {
    name: "character",
    summary: "create, show and advance character files",
    load: async () => (await import("./character.js")).characterCommand,
  },
  {
    name: "check",
    summary: "roll a ruleset's check (or show its exact odds) from dice or a character file",
    load: async () => (await import("./check.js")).checkCommand,
  },
  {
    name: "attack",
    summary: "resolve an attack with damage (or show hit chance and damage odds)",
    load: async () => (await import("./check.js")).attackCommand,
  },
  {
    name: "contest",
    summary: "roll a contest between sides (or show who wins how often)",
    load: async () => (await import("./check.js")).contestCommand,
  },
  {
    name: "supply",
    summary: "roll a supply die and show the die it becomes",
    load: async () => (await import("./check.js")).supplyCommand,
  },
  {
    name: "play",
    summary: "play a scripted encounter (characters and intents in a JSON file) and print its log",
    load: async () => (await import("./play.js")).playCommand,
  },
  {
    name: "sim",
    summary: "simulate many fights between two characters: win rates, draws, rounds, damage per hit",
    load: async () => (await import("./sim.js")).simCommand,
  },
  {
    name: "serve",
    summary: "run the game table server (HTTP + WebSocket) on PGlite or PostgreSQL",
    load: async () => (await import("./serve.js")).serveCommand,
  },
  {
    name: "verify",
    summary: "check a table export's rolls against the seeds the GM revealed",
    load: async () => (await import("./verify.js")).verifyCommand,
  },
  {
    name: "completion",
    summary: "print a shell completion script for bash, zsh or fish",
    load: async () => (await import("./completion.js")).completionCommand,
  },
];

export function findCommand(name: string): CommandEntry | undefined {
  return COMMANDS.find((c) => c.name === name);
}
