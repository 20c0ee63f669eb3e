// The 20 core focuses (checklist C.4): non-combat knowledge. Each +1 rating costs 50 XP, the bonus
// is the rating, and it never applies to attack rolls (DE-FOCUS-1..7). Setting modules add more.

import { z } from "zod";
import { idSchema } from "./ids.js";

export const focusSchema = z.strictObject({
  id: idSchema,
  name: z.string().trim().min(1),
  /** What the focus knows about, in our words. */
  knowledge: z.string().min(1),
});

export type FocusDef = z.output<typeof focusSchema>;

const f = (id: string, name: string, knowledge: string): FocusDef => ({ id, name, knowledge });

export const CORE_FOCUSES: readonly FocusDef[] = [
  f("etiquette", "Etiquette", "manners and customs, high society, foreign courts"),
  f("trade", "Trade", "the traders of a region and the routes their goods travel"),
  f("crime", "Crime", "how crimes are done and how culprits escape"),
  f("underworld", "Underworld", "criminal circles, nearby and in general"),
  f("tactics", "Tactics", "strategy and manoeuvre, on and off the battlefield"),
  f("crafting", "Crafting", "how things are built (knowing, not making)"),
  f("exploration", "Exploration", "wild places, finding the way, staying alive there"),
  f("stealth", "Stealth", "moving silently, hiding, staying unseen"),
  f("medicine", "Medicine", "treating wounds and sickness"),
  f("cooking", "Cooking", "preparing food; which plants and animals are safe to eat"),
  f("perception", "Perception", "investigation, clues, questioning, noticing what goes on"),
  f("academics", "Academics", "scholarship: history, literature, philosophy"),
  f("performance", "Performance", "acting, dance and other performing arts"),
  f("history", "History", "past events, famous figures, lost cultures"),
  f("security", "Security", "locks, traps and other physical safeguards"),
  f("cartography", "Cartography", "drawing and reading maps"),
  f("agriculture", "Agriculture", "farming, livestock and crops"),
  f("folklore", "Folklore", "myths, legends and traditional beliefs"),
  f("law", "Law", "legal systems, their rules and procedures"),
  f("foraging", "Foraging", "finding food and supplies in the wild"),
];
