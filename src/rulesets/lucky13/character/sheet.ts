// The character sheet: `derive` computes everything a table shows (HP track, current Pulse, status,
// Defensive die, labels applied) and `describe` renders it as text lines for the CLI. Labels are
// display only (L13-GEN-2): derive's numbers never depend on them.

import { ABILITIES, type AbilityId, type TERM_DEFAULTS } from "./data.js";
import { DICE, type Die, dieIndex, largestDie } from "./ladder.js";
import { type L13Options, skillLabel } from "./options.js";
import { signed } from "./outcome.js";
import type { L13Character } from "./schema.js";
import { currentPulse, deathAt, maxHp, permanentPulse, status, type VitalStatus } from "./vitals.js";

export interface DerivedSheet {
  name: string;
  npc: boolean;
  maxHp: number;
  hp: number;
  /** The rollable Pulse die now; null at 0 HP or below. */
  pulse: Die | null;
  permanentPulse: Die;
  status: VitalStatus;
  unconscious: boolean;
  recuperating: boolean;
  /** HP at or below which the character is dead. */
  deathAt: number;
  /** The one Defensive die used against attacks: the largest source (L13-CMB-9); null when unarmored. */
  defensiveDie: Die | null;
  defensiveSource: string | null;
  abilities: { id: AbilityId; label: string; die: Die; current: Die | null }[];
  skills: { id: string; label: string; die: Die | null; combat: boolean }[];
  specializations: { id: string; name: string; skill: string; skillLabel: string; level: number }[];
  assets: { name: string; quality: number; qualityLabel: string; target: "skill" | "ability" }[];
  ap: number;
  /** null when the ruleset does not use reputation. */
  reputation: number | null;
  terms: Record<keyof typeof TERM_DEFAULTS, string>;
}

/** The Defensive die and where it comes from: armor or one of the extra sources, largest wins. */
function defense(c: L13Character): { die: Die | null; source: string | null } {
  const sources = [...(c.armor ? [{ name: "armor", die: c.armor }] : []), ...c.defenses];
  const die = largestDie(sources.map((s) => s.die));
  return { die, source: sources.find((s) => s.die === die)?.name ?? null };
}

export function derive(c: L13Character, o: L13Options): DerivedSheet {
  const s = status(c, o);
  const def = defense(c);
  const pulse = currentPulse(c, o);
  return {
    name: c.name,
    npc: c.npc,
    maxHp: maxHp(c, o),
    hp: c.hp,
    pulse,
    permanentPulse: permanentPulse(c, o),
    status: s.status,
    unconscious: s.unconscious,
    recuperating: s.recuperating,
    deathAt: deathAt(c, o),
    defensiveDie: def.die,
    defensiveSource: def.source,
    abilities: ABILITIES.map((a) => ({
      id: a.id,
      label: o.labels.abilities[a.id],
      die: c.abilities[a.id],
      current: a.id === o.hpAbility ? pulse : c.abilities[a.id],
    })),
    skills: o.skills.map((k) => ({
      id: k.id,
      label: skillLabel(o, k.id),
      die: c.skills[k.id] ?? null,
      combat: k.id === o.combatSkill,
    })),
    specializations: c.specializations.map((sp) => ({ ...sp, skillLabel: skillLabel(o, sp.skill) })),
    assets: c.assets.map((a) => ({
      name: a.name,
      quality: a.quality,
      qualityLabel: o.assetLadder.find((q) => q.level === a.quality)?.label ?? String(a.quality),
      target: a.target ?? o.assetDefaultTarget,
    })),
    ap: c.ap,
    reputation: o.useReputation ? c.reputation : null,
    terms: { ...o.labels.terms },
  };
}

/**
 * The HP track as the book draws it: one row of hpPerPulseDie boxes per Pulse die, largest first,
 * filled boxes for the HP left, and an arrow at the row of the current die.
 */
export function hpTrack(c: L13Character, o: L13Options): string[] {
  const n = o.hpPerPulseDie;
  const top = dieIndex(permanentPulse(c, o));
  const pulse = currentPulse(c, o);
  const lines: string[] = [];
  for (let k = top; k >= 1; k--) {
    const filled = Math.max(0, Math.min(n, c.hp - (k - 1) * n));
    const die = DICE[k - 1]!;
    const marker = pulse === die ? "  ← current" : "";
    lines.push(`  ${die.padEnd(3)} ${"■".repeat(filled)}${"□".repeat(n - filled)}${marker}`);
  }
  return lines;
}

export function describe(c: L13Character, o: L13Options): string[] {
  const d = derive(c, o);
  const t = d.terms;
  const lines = [d.npc ? `${d.name} (NPC)` : d.name];
  lines.push(
    d.abilities
      .map((a) => `${a.label} ${a.die}${a.current !== a.die ? ` (now ${a.current ?? "none"})` : ""}`)
      .join(" · "),
  );
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  lines.push(
    `${cap(t.skills)}: ${d.skills.map((k) => `${k.label} ${k.die ?? "untrained"}${k.combat ? " (combat)" : ""}`).join(", ")}`,
  );
  if (d.specializations.length)
    lines.push(
      `${cap(t.specializations)}: ${d.specializations.map((s) => `${s.name} (${s.skillLabel}) level ${s.level}`).join(", ")}`,
    );
  if (c.background)
    lines.push(
      `${cap(t.background)}: ${c.background.name}${c.background.description ? ` — ${c.background.description}` : ""}`,
    );
  if (c.impairments.length)
    lines.push(`${cap(t.impairments)}: ${c.impairments.map((i) => i.name).join(", ")}`);
  for (const w of c.weapons) lines.push(`Weapon: ${w.name} — accuracy ${w.accuracy}, damage ${w.damage}`);
  lines.push(`Defensive die: ${d.defensiveDie ? `${d.defensiveDie} (${d.defensiveSource})` : "none"}`);
  if (d.assets.length)
    lines.push(
      `Assets: ${d.assets.map((a) => `${a.name} (${a.qualityLabel}, +${a.quality} to ${a.target})`).join(", ")}`,
    );
  const pulseLabel = o.labels.abilities[o.hpAbility];
  lines.push(`${t.hitPoints} ${signed(d.hp)}/${d.maxHp} — current ${pulseLabel} ${d.pulse ?? "none"}`);
  lines.push(...hpTrack(c, o));
  const state: Record<VitalStatus, string> = {
    ok: "",
    dying: `  dying and unconscious (loses ${o.dyingLossPerMinute} ${t.hitPoints} per minute)`,
    stable: "  stabilized, unconscious",
    dead: "  dead",
  };
  if (d.status !== "ok") lines.push(state[d.status]);
  lines.push(`  dies at ${signed(d.deathAt)} ${t.hitPoints}${d.recuperating ? " · recuperating" : ""}`);
  lines.push(`${t.adventurePoints}: ${d.ap}`);
  if (d.reputation !== null)
    lines.push(`${cap(t.reputation)}: ${d.reputation > 0 ? "+" : ""}${signed(d.reputation)}`);
  if (c.notes) lines.push(`Notes: ${c.notes}`);
  return lines;
}
