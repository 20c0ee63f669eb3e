// `tabula rulesets`: what rulesets there are and what each option does.

import { registry } from "../../rulesets/index.js";
import { type Command, HELP_OPTION, JSON_OPTION } from "../command.js";

export const rulesetsCommand: Command = {
  name: "rulesets",
  summary: "list the rulesets, their actions and their options with defaults",
  usage: "tabula rulesets [ID] [--json]",
  description: [
    "Lists every ruleset with its actions, character creation methods and options (each with its",
    "default, which is the rulebook's). Give an ID to see one ruleset only.",
  ].join("\n"),
  options: { json: JSON_OPTION, help: HELP_OPTION },
  run(args, io) {
    const list = args.positionals[0] ? [registry.get(args.positionals[0])] : registry.list();
    if (args.options.json) {
      io.out(
        `${JSON.stringify(
          list.map((r) => ({
            id: r.id,
            name: r.name,
            version: r.version,
            initiative: r.initiative,
            actions: Object.fromEntries(Object.entries(r.actions).map(([k, a]) => [k, a.summary])),
            creationMethods: Object.fromEntries(
              Object.entries(r.character.methods).map(([k, m]) => [k, m.summary]),
            ),
            options: r.optionDocs,
          })),
        )}\n`,
      );
      return 0;
    }
    for (const r of list) {
      io.out(`${r.id}  ${r.name} (version ${r.version}; initiative: ${r.initiative})\n`);
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
