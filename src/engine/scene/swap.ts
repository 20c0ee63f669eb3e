// Two characters changing places on the map, for rules that say so (the Dice Engine's Get Down Mr
// President: the interceptor dives in front of the attack and the two swap positions). Pure: it
// reads the table's scenes and returns the events, which fold like any token move.

import type { SceneEvent } from "./fold.js";
import type { Scenes, Token } from "./types.js";

function tokenOfCharacter(tokens: Record<string, Token>, character: string): [string, Token] | null {
  for (const [id, t] of Object.entries(tokens)) if (t.character === character) return [id, t];
  return null;
}

/**
 * The moves that put `a`'s token on `b`'s cell and `b`'s on `a`'s, on the scene the players see.
 * None when there is no such scene or either character has no token on it: the rule still applies
 * at the table, and the GM places the tokens by hand.
 */
export function swapPlaces(scenes: Scenes | undefined, a: string, b: string): SceneEvent[] {
  const sceneId = scenes?.active ?? null;
  if (!scenes || sceneId === null || !Object.hasOwn(scenes.byId, sceneId)) return [];
  const scene = scenes.byId[sceneId]!;
  const ta = tokenOfCharacter(scene.tokens, a);
  const tb = tokenOfCharacter(scene.tokens, b);
  if (!ta || !tb) return [];
  const [idA, tokenA] = ta;
  const [idB, tokenB] = tb;
  return [
    { type: "token.moved", scene: sceneId, token: idA, path: [{ ...tokenB.cell }] },
    { type: "token.moved", scene: sceneId, token: idB, path: [{ ...tokenA.cell }] },
  ];
}
