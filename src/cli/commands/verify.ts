// `tabula verify EXPORT.json`: re-derives every roll of a table's revealed seed periods and reports
// any that differ from the log.

import { registry } from "../../rulesets/index.js";
import { verifyExport } from "../../server/verify.js";
import { StoreError } from "../../store/index.js";
import { UsageError } from "../args.js";
import { type Command, HELP_OPTION, JSON_OPTION } from "../command.js";
import { readJson } from "../files.js";
import { printJson } from "../output.js";

export const verifyCommand: Command = {
  name: "verify",
  usage: "tabula verify EXPORT.json [--json]",
  description: [
    "Each seed period of a table starts by publishing the SHA-256 of its seed; when the GM reveals",
    "the seed, every roll of the period can be derived again from it. This replays the export's log,",
    "checks each revealed seed against its commitment, runs every intent of those periods again with",
    "the seed's generator and compares the result with the log. Periods still secret are counted,",
    "not checked. Exit code 0: everything checked matches; 1: a mismatch; 2: bad input.",
  ].join("\n"),
  options: { json: JSON_OPTION, help: HELP_OPTION },
  run(args, io) {
    const file = args.positionals[0];
    if (!file) throw new UsageError("tabula verify needs an export file (GET /api/tables/ID/export)");
    let report: ReturnType<typeof verifyExport>;
    try {
      report = verifyExport(registry, readJson(file, "table export"));
    } catch (e) {
      if (e instanceof StoreError) throw new UsageError(e.message);
      throw e;
    }
    if (args.options.json) {
      printJson(io, "verify", report);
      return report.ok ? 0 : 1;
    }
    io.out(`table ${report.table.id} "${report.table.name}" (${report.table.ruleset})\n`);
    const rolls = (n: number) => `${n} roll${n === 1 ? "" : "s"}`;
    for (const p of report.periods) {
      const imported = p.origin === "imported" ? " (imported)" : "";
      const hidden = p.hiddenIntents > 0 ? `; ${p.hiddenIntents} hidden from this export, not checked` : "";
      const state =
        p.status === "unverifiable"
          ? `imported without a reveal: its seed came from the file or was lost, so its ${rolls(p.rolls)} cannot be re-derived`
          : !p.seedKnown
            ? `seed not revealed: ${rolls(p.rolls)} not checked yet`
            : !p.commitmentOk
              ? "the revealed seed does NOT match its commitment"
              : `seed revealed and matches its commitment; ${p.verifiedRolls} of ${rolls(p.rolls)} re-derived exactly${hidden}`;
      io.out(`period ${p.period}${imported}: ${state}\n`);
    }
    for (const m of report.mismatches)
      io.out(`MISMATCH at seq ${m.seq} (period ${m.period}): ${m.message}\n`);
    const list = (ps: number[]) => (ps.length === 1 ? `period ${ps[0]}` : `periods ${ps.join(", ")}`);
    const unchecked =
      report.uncheckedPeriods.length > 0 ? `; not checked: ${list(report.uncheckedPeriods)}` : "";
    io.out(
      !report.ok
        ? `FAILED: ${report.mismatches.length} mismatch${report.mismatches.length === 1 ? "" : "es"}\n`
        : report.verifiedPeriods.length > 0
          ? `OK: every roll of ${list(report.verifiedPeriods)} re-derived from its seed${unchecked}\n`
          : `NOTHING VERIFIED: no period's seed is revealed${unchecked}\n`,
    );
    return report.ok ? 0 : 1;
  },
};
