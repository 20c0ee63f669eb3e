// The label over a row of dice: a ruleset groups dice by who threw them, by id ("npc-3-1") or with a
// step before it ("roll-off: npc-3-1", "roll-off 2: wren"). A card shows the character's name.

export function diceGroupLabel(group: string, nameOfCharacter: (id: string) => string): string {
  const at = group.lastIndexOf(": ");
  if (at < 0) return nameOfCharacter(group);
  const step = group.slice(0, at);
  return `${step.charAt(0).toUpperCase()}${step.slice(1)}: ${nameOfCharacter(group.slice(at + 2))}`;
}

/** A die's size as the log names it ("d8"); nothing when the record does not know it (sides 0). */
export const dieSize = (d: { sides: number }): string => (d.sides > 0 ? `d${d.sides}` : "");
