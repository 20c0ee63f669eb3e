// Filling an action form as a user would: it starts from the schema, never an example, so a test
// makes the choices the form leaves to the user.

import type { Locator } from "playwright-core";

/**
 * A form's field by its label's words, required or not: a required field's label ends in " *",
 * which an exact `getByLabel("Attacker")` never matches (two browser tests skipped choosing the
 * attacker that way, and one failed whenever the foe acted first).
 */
export function fieldLabelled(form: Locator, label: string): Locator {
  const words = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return form.getByLabel(new RegExp(`^${words}( \\*)?$`));
}

/**
 * The first offered value of each required select left empty, 12 in each required number, and
 * `typed[label]` where the test says what a user would type (also for fields not marked required,
 * such as Objects' difficulty; for a list picked from choices, the labels to pick, comma-separated).
 */
export async function chooseRequired(form: Locator, typed: Record<string, string> = {}): Promise<void> {
  const fields = form.locator(".action-fields > .field");
  for (let i = 0; i < (await fields.count()); i++) {
    const f = fields.nth(i);
    // A list picked from the sheet's entries (Objects' roll): `typed` names them, comma-separated.
    if ((await f.locator(":scope.choice-list").count()) > 0) {
      const label = ((await f.locator("legend").first().textContent()) ?? "").replace(/\s*\*$/, "");
      const add = f.locator('select[aria-label^="Add to"]');
      for (const word of (typed[label] ?? "")
        .split(",")
        .map((w) => w.trim())
        .filter(Boolean))
        await add.selectOption({ label: word });
      continue;
    }
    const label = ((await f.locator("label").first().textContent()) ?? "").replace(/\s*\*$/, "");
    const required = ((await f.locator("label").first().textContent()) ?? "").includes("*");
    // Required fields, and what a check rolls (optional in some schemas, needed to roll).
    if (!required && !/^(Ability|Skill|Stat|Attribute)$/.test(label) && !(label in typed)) continue;
    const select = f.locator("select").first();
    if ((await select.count()) > 0) {
      if ((await select.inputValue()) === "") await select.selectOption({ index: 1 });
      continue;
    }
    const num = f.locator('input[type="number"]').first();
    if ((await num.count()) > 0) {
      if ((await num.inputValue()) === "") await num.fill(typed[label] ?? "12");
      continue;
    }
    const text = f.locator('input:not([type="number"])').first();
    if (typed[label] && (await text.count()) > 0 && (await text.inputValue()) === "")
      await text.fill(typed[label]);
  }
}
