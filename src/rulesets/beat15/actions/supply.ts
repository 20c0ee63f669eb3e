// Supply rolls outside a check (B15-SUP-*): using a kit rolls its supply die, a 1–3 shrinks it; an
// Empty kit is refused. Resupplying restores the starting die or grows it a size (B15-SUP-6).

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { changed, characterOf } from "../bridge.js";
import { type B15Character, type B15Options, findItem, type Item } from "../character/index.js";
import { idSchema } from "../character/parts.js";
import { SUPPLY_CHAIN, SUPPLY_SIDES } from "../data/supply.js";
import { rat, sub, toNumber } from "../rules/rational.js";
import { OUT_OF_SUPPLIES, resupply, rollSupply, supplyOdds } from "../rules/supply.js";
import { label } from "./params.js";

export const supplyParams = z.strictObject({
  actor: z.string().min(1),
  item: label,
  /** The use type, for items that roll more than once for some uses. */
  use: idSchema.default("use"),
});
export type SupplyParams = z.infer<typeof supplyParams>;

interface Found {
  c: B15Character;
  item: Item;
  index: number;
}

function trackedItem(state: TableState, actor: string, name: string): Found {
  const c = characterOf(state, actor, ["actor"]);
  const { item, index } = findItem(c, name, ["item"]);
  if (item.supplyDie === null || item.startingSupplyDie === null)
    throw new EngineError("refused", `${item.name} does not track its supplies with a die`, ["item"]);
  return { c, item, index };
}

function usable(state: TableState, p: SupplyParams, o: B15Options) {
  const f = trackedItem(state, p.actor, p.item);
  if (f.item.supplyDie === "empty")
    throw new EngineError("refused", `${f.item.name} is ${OUT_OF_SUPPLIES}: resupply it first`, ["item"]);
  return { ...f, level: f.item.supplyDie!, rolls: f.item.rollsPerUse[p.use] ?? o.supplyRollsPerUse };
}

export const supplyAction = action<SupplyParams, B15Options, z.input<typeof supplyParams>>({
  summary: "a supply roll: roll an item's supply die; 1–3 shrinks it (d12 → d10 → d8 → d6 → d4 → empty)",
  params: supplyParams,
  examples: [supplyParams.parse({ actor: "wren", item: "Healer's kit" })],
  odds({ state, options }, p) {
    const u = usable(state, p, options);
    const s = supplyOdds(u.level, u.rolls);
    const partition = Object.fromEntries(
      SUPPLY_CHAIN.filter((l) => s.ends.has(l)).map((l) => [l, toNumber(s.ends.get(l)!)]),
    );
    return {
      partition,
      chances: {
        stepsDown: toNumber(sub(rat(1), s.noShortfall)),
        useSucceeds: options.supplyFailBlocksUse ? toNumber(s.noShortfall) : 1,
      },
      distributions: {},
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p) {
    const u = usable(state, p, options);
    const use = rollSupply(u.level, u.rolls, dice, options.supplyFailBlocksUse, ["item"], u.item.name);
    const faces = use.throws.map((t) => t.face).join(", ");
    const after = use.to === use.from ? `stays ${use.to}` : `${use.from} → ${use.to}`;
    const roll = {
      id: newId("roll"),
      action: "supply",
      actor: p.actor,
      summary: `${u.c.name}'s ${u.item.name}: supply roll ${faces} on ${use.from}, ${after}${use.to === "empty" ? ` (${OUT_OF_SUPPLIES})` : ""}`,
      dice: use.throws.map((t) => ({
        role: "supply",
        sides: SUPPLY_SIDES[t.die],
        faces: [t.face],
        value: t.face,
        kept: true,
        exploded: false,
        imploded: false,
        group: u.item.name,
      })),
      outcome: {
        item: u.item.name,
        use: p.use,
        from: use.from,
        to: use.to,
        faces: use.throws.map((t) => t.face),
        steppedDown: use.to !== use.from,
        useSucceeds: use.useSucceeds,
      },
      partition: use.to,
    };
    const events: TableEvent[] = [{ type: "roll", roll }];
    if (use.to !== use.from) {
      const items = u.c.items.map((it, i) => (i === u.index ? { ...it, supplyDie: use.to } : it));
      events.push(
        changed(p.actor, { ...u.c, items }, [
          `${u.item.name}: supply ${use.from} → ${use.to} (rolled ${faces})`,
        ]),
      );
    }
    return { events, roll };
  },
});

export const resupplyParams = z.strictObject({ actor: z.string().min(1), item: label });
export type ResupplyParams = z.infer<typeof resupplyParams>;

export const resupplyAction = action<ResupplyParams, B15Options, z.input<typeof resupplyParams>>({
  summary: "resupply an item: back to its starting die, or one size up (the item or the table decides)",
  params: resupplyParams,
  examples: [resupplyParams.parse({ actor: "wren", item: "Healer's kit" })],
  resolve({ state, options }, p) {
    const f = trackedItem(state, p.actor, p.item);
    const rule = f.item.resupply ?? options.resupplyRule;
    if (rule === "none") throw new EngineError("refused", `${f.item.name} cannot be resupplied`, ["item"]);
    const to = resupply(f.item.supplyDie!, f.item.startingSupplyDie!, rule);
    if (to === f.item.supplyDie) return { events: [], roll: null };
    const items = f.c.items.map((it, i) => (i === f.index ? { ...it, supplyDie: to } : it));
    return {
      events: [
        changed(p.actor, { ...f.c, items }, [
          `${f.item.name}: resupplied ${f.item.supplyDie} → ${to} (${rule})`,
        ]),
      ],
      roll: null,
    };
  },
});
