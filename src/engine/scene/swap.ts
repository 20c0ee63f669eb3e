// Two characters changing places on the map, for rules that say so (the Dice Engine's Get Down Mr
// President: the interceptor dives in front of the attack and the two swap positions). Pure: it
// reads the table's scenes and returns the events, which fold like any token move.

import type { TableEvent } from "../events.js";
import type { Cell, Scenes, Token } from "./types.js";

function tokenOfCharacter(tokens: Record<string, Token>, character: string): [string, Token] | null {
  for (const [id, t] of Object.entries(tokens)) if (t.character === character) return [id, t];
  return null;
}

/**
 * The moves that put `a`'s token on `b`'s cell and `b`'s on `a`'s, on the scene the players see.
 * None when there is no such scene or either character has no token on it: the rule still applies
 * at the table, and the GM places the tokens by hand.
 */
export function swapPlaces(scenes: Scenes | undefined, a: string, b: string): TableEvent[] {
  const sceneId = scenes?.active ?? null;
  if (!scenes || sceneId === null || !Object.hasOwn(scenes.byId, sceneId)) return [];
  const scene = scenes.byId[sceneId]!;
  const ta = tokenOfCharacter(scene.tokens, a);
  const tb = tokenOfCharacter(scene.tokens, b);
  if (!ta || !tb) return [];
  const [idA, tokenA] = ta;
  const [idB, tokenB] = tb;
  // Each move names its character and goes from cell to cell, as a token move the GM makes does,
  // so the log reads "Ilse moves 1 cell" and the map draws the step.
  const move = (token: string, character: string, from: Cell, to: Cell) =>
    ({
      type: "token.moved",
      scene: sceneId,
      token,
      path: [{ ...from }, { ...to }],
      character,
    }) as TableEvent;
  return [move(idA, a, tokenA.cell, tokenB.cell), move(idB, b, tokenB.cell, tokenA.cell)];
}
