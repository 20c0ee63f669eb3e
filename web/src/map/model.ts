// What the map draws of the folded table state, as this viewer may see it: the scene on show and
// its tokens with name, health and condition badges. Names and health go through the same veil the
// rest of the table uses (NpcVeil's healthOf): a secret NPC shows what the server's veil left of it.

import type { Ruleset } from "../../../src/engine/ruleset.js";
import type { Scene, Scenes, Token } from "../../../src/engine/scene/types.js";
import { ownEntry, type TableState } from "../../../src/engine/state.js";
import { healthOf } from "../table/NpcVeil.js";

export interface TokenView {
  id: string;
  token: Token;
  name: string;
  /** 0..1 when the viewer has numbers, null otherwise. */
  hp: number | null;
  /** A wound word when that is all the viewer has. */
  wound: string | null;
  /** Condition initials with their full names, for the badges and their titles. */
  badges: { short: string; name: string }[];
  colour: string;
}

/** The table's scenes; absent until the first scene is made. */
export function scenesOf(state: TableState | null): Scenes | null {
  return state?.scenes ?? null;
}

/**
 * The scene this viewer looks at: players only ever the active one; the GM the one they picked in
 * the scene list, else the active one.
 */
export function sceneOnShow(scenes: Scenes | null, isGm: boolean, picked: string | null): Scene | null {
  if (!scenes) return null;
  if (isGm && picked) {
    const s = ownEntry(scenes.byId, picked);
    if (s) return s;
  }
  return scenes.active ? (ownEntry(scenes.byId, scenes.active) ?? null) : null;
}

const PALETTE = ["#2f6f9f", "#9f4a2f", "#4f8a3a", "#7a4f9f", "#9f7f2f", "#2f8a8a", "#9f2f5f", "#5a5a5a"];

// A stable colour per token, so a token keeps its colour across reloads and screens.
function colourOf(id: string): string {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return PALETTE[h % PALETTE.length] as string;
}

export function tokenViews(
  scene: Scene,
  state: TableState,
  ruleset: Ruleset | null,
  options: unknown,
): TokenView[] {
  // Conditions attach to a character or to its place in the encounter.
  const participantOf = new Map<string, string>();
  for (const p of state.encounter?.participants ?? []) participantOf.set(p.id, p.character);
  const conditions = new Map<string, { short: string; name: string }[]>();
  for (const c of state.conditions) {
    const who = participantOf.get(c.target) ?? c.target;
    const list = conditions.get(who) ?? [];
    list.push({ short: c.name.slice(0, 1).toUpperCase(), name: c.name });
    conditions.set(who, list);
  }
  const out: TokenView[] = [];
  for (const token of Object.values(scene.tokens)) {
    const ch = token.character ? ownEntry(state.characters, token.character) : undefined;
    const health = ch ? healthOf(ch, ruleset, options) : null;
    out.push({
      id: token.id,
      token,
      name: ch ? ch.name : token.label,
      hp:
        health?.kind === "numbers" && health.max > 0
          ? Math.max(0, Math.min(1, health.current / health.max))
          : null,
      wound: health?.kind === "word" ? health.word : null,
      badges: ch ? (conditions.get(ch.id) ?? []) : [],
      colour: colourOf(token.id),
    });
  }
  return out;
}
