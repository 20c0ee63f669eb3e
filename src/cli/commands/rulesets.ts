// `tabula rulesets`: what rulesets there are and what each option does.

import { resolveRuleset } from "../../designer/resolve.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { registry } from "../../rulesets/index.js";
import { type Command, HELP_OPTION, JSON_OPTION } from "../command.js";
import { printJson } from "../output.js";

export const rulesetsCommand: Command = {
  name: "rulesets",
  usage: "tabula rulesets [ID|OVERLAY] [--json]",
  description: [
    "Lists every ruleset with its actions, character creation methods and options (each with its",
    "default, which is the rulebook's). Give an ID to see one ruleset only, or the path of an overlay",
    "file to see the ruleset it derives: its base, renamed terms, catalogues and new defaults.",
    'JSON: {"format": "tabula.rulesets", "version": 1, "rulesets": [{id, name, version, initiative,',
    "  actions, creationMethods, options, derived?: {base, terms, catalogues}}]}; `derived` only for an overlay.",
  ].join("\n"),
  options: { json: JSON_OPTION, help: HELP_OPTION },
  run(args, io) {
    const list = args.positionals[0] ? [resolveRuleset(args.positionals[0])] : registry.list();
    if (args.options.json) {
      printJson(io, "rulesets", {
        rulesets: list.map((r) => ({
          id: r.id,
          name: r.name,
          version: r.version,
          initiative: r.initiative,
          actions: Object.fromEntries(Object.entries(r.actions).map(([k, a]) => [k, a.summary])),
          creationMethods: Object.fromEntries(
            Object.entries(r.character.methods).map(([k, m]) => [k, m.summary]),
          ),
          options: r.optionDocs,
          ...(r.derived
            ? {
                derived: { base: r.derived.base, terms: r.derived.terms, catalogues: r.derived.catalogues },
              }
            : {}),
        })),
      });
      return 0;
    }
    for (const r of list) {
      io.out(`${r.id}  ${r.name} (version ${r.version}; initiative: ${r.initiative})\n`);
      if (r.derived) for (const line of derivedLines(r)) io.out(`  ${line}\n`);
      io.out(`  actions: ${Object.keys(r.actions).join(", ")}\n`);
      io.out(`  character creation: ${Object.keys(r.character.methods).join(", ")}\n`);
      io.out("  options:\n");
      const width = Math.max(...r.optionDocs.map((d) => d.name.length));
      for (const d of r.optionDocs) {
        io.out(`    ${d.name.padEnd(width)}  ${d.description} (default: ${JSON.stringify(d.default)})\n`);
      }
      io.out("\n");
    }
    return 0;
  },
};

/** What an overlay changed in its base, for the text listing: renames and catalogue edits. */
function derivedLines(r: Ruleset): string[] {
  const d = r.derived!;
  const lines = [`derived from ${d.base} by an overlay`];
  if (d.renames.length > 0)
    lines.push(`renamed: ${d.renames.map((x) => `${x.from} → ${x.to} (${x.kind})`).join(", ")}`);
  const doc = d.overlay as { add?: Record<string, unknown[]>; remove?: Record<string, string[]> };
  for (const [name, entries] of Object.entries(d.catalogues)) {
    const added = (doc.add?.[name] ?? []).map(entryName);
    const removed = doc.remove?.[name] ?? [];
    if (added.length + removed.length === 0) continue;
    const edits = [...added.map((x) => `+${x}`), ...removed.map((x) => `-${x}`)].join(", ");
    lines.push(`${name}: ${entries.map(entryName).join(", ")} (${edits})`);
  }
  return lines;
}

function entryName(e: unknown): string {
  const x = e as { name?: unknown; label?: unknown; id?: unknown };
  return String(x.name ?? x.label ?? x.id ?? "?");
}
