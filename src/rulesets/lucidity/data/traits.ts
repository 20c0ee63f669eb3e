// The book's 32 traits as data (LUC-TRAIT-3..34). `hook` names where the engine applies the trait;
// "narrative" traits have no automatic mechanics and are recorded for the GM's rulings.

export interface TraitDef {
  name: string;
  /** What it does, in our words. */
  effect: string;
  /** Where the rules read it. */
  hook:
    | "rest"
    | "attack"
    | "damage"
    | "protection"
    | "slots"
    | "defense"
    | "health"
    | "roll"
    | "action-cost"
    | "lucidity"
    | "exploit"
    | "narrative";
}

export const TRAITS: readonly TraitDef[] = [
  { name: "Fast Healer", effect: "a long rest heals an extra 1d4", hook: "rest" },
  { name: "Impaler", effect: "+STR Penetration on hits with STR attacks", hook: "attack" },
  { name: "Breakthrough", effect: "+DEX damage on DEX attacks", hook: "damage" },
  { name: "Hunk", effect: "+level + CON item slots", hook: "slots" },
  {
    name: "Wingman",
    effect:
      "an ally gets 1 Buff on non-attack rolls of one attribute until they fail a roll; once per ally per rest",
    hook: "roll",
  },
  {
    name: "Defender",
    effect: "adjacent allies add the Protection of your shields and weapons to theirs",
    hook: "protection",
  },
  { name: "Precognition", effect: "Defense uses KNO instead of DEX", hook: "defense" },
  {
    name: "Inspirator",
    effect: "add your CHA to one roll (yours or an ally's), once per rest or inspiring moment",
    hook: "roll",
  },
  { name: "Backstabber", effect: "+4 damage when attacking from a flank", hook: "damage" },
  { name: "Shieldbreaker", effect: "your targets get no Protection from shields", hook: "protection" },
  { name: "Rescuer", effect: "a successful rescue costs no Lucidity", hook: "lucidity" },
  { name: "Educated", effect: "+1 on rolls with a skill you have no rank in", hook: "roll" },
  {
    name: "Exploitative",
    effect: "when an enemy's exploit on you fails, you may try the same exploit on them at once",
    hook: "exploit",
  },
  {
    name: "Guts",
    effect: "wield massive weapons two-handed, two-handed weapons one-handed, dual-wield larger weapons",
    hook: "attack",
  },
  { name: "Willful", effect: "maximum Health uses level × WIL instead of level × CON", hook: "health" },
  {
    name: "Resourceful",
    effect: "non-magic consumables can be used twice, where the GM allows it",
    hook: "narrative",
  },
  {
    name: "Brawler",
    effect: "unarmed strikes deal 1d8, ignore Protection and cost 1 action",
    hook: "attack",
  },
  {
    name: "1 on 1",
    effect: "+1 damage, Penetration and Protection when fighting one-on-one",
    hook: "attack",
  },
  { name: "Debator", effect: "use KNO instead of CHA in discussions and arguments", hook: "roll" },
  {
    name: "Adrenaline Rush",
    effect: "+6 Protection after taking 10+ damage in a turn (for a minute) or failing a fear roll",
    hook: "protection",
  },
  { name: "Helpful/Harmful", effect: "Help/Interfere gives 2 Buffs or Breaks", hook: "roll" },
  { name: "Rapid Strikes", effect: "every attack costs 1 action", hook: "action-cost" },
  { name: "Healthy Living", effect: "you and your companions have +5 maximum Health", hook: "health" },
  { name: "Rumor-monger", effect: "1 Buff when gathering information", hook: "roll" },
  {
    name: "Improvised Fighter",
    effect: "improvised weapons get +1 Penetration and +2 damage",
    hook: "attack",
  },
  {
    name: "Businessman",
    effect: "never turned away by a business while carrying 100 gold or more",
    hook: "narrative",
  },
  { name: "Mental Clarity", effect: "no Breaks on KNO, AWA, WIL or CHA rolls", hook: "roll" },
  { name: "Natural Immunity", effect: "1 Buff on rolls against disease", hook: "roll" },
  { name: "Fellowship", effect: "your whole group has 1 Buff on WIL rolls", hook: "roll" },
  { name: "Organized", effect: "+2 designated items", hook: "slots" },
  { name: "Shuffle", effect: "once per turn, move 5 ft as a free action", hook: "action-cost" },
  {
    name: "Fate's Gamble",
    effect: "at 0 Health, make two Lucidity rolls; if both succeed, regain 1 Health",
    hook: "lucidity",
  },
];

export const TRAIT_NAMES: readonly string[] = TRAITS.map((t) => t.name);

export type TraitName = (typeof TRAITS)[number]["name"];

export function findTrait(name: string): TraitDef | undefined {
  const key = name.trim().toLowerCase();
  return TRAITS.find((t) => t.name.toLowerCase() === key);
}
