// A notation roll's log record keeps each die's faces but not its critical or success marks.
// Rolling the same notation again over exactly those faces gives them back; if the replay does
// not come out at the same total with the same dice (a clamped or penetrating die), no marks
// are shown rather than wrong ones.

import { facesSource, roll } from "../../../src/dice/index.js";
import type { RollRecord } from "../../../src/engine/roll.js";

export interface DieMarks {
  critical: "success" | "failure" | null;
  success: boolean | null;
}

const memo = new WeakMap<RollRecord, DieMarks[] | null>();

export function notationMarks(r: RollRecord): DieMarks[] | null {
  if (memo.has(r)) return memo.get(r)!;
  let marks: DieMarks[] | null = null;
  const notation = r.outcome.notation;
  if (r.action === "roll" && typeof notation === "string") {
    try {
      const faces = r.dice.flatMap((d) => d.faces);
      const again = roll(notation, facesSource(faces));
      if (again.total === r.outcome.total && again.dice.length === r.dice.length)
        marks = again.dice.map((d) => ({ critical: d.critical, success: d.success }));
    } catch {
      marks = null;
    }
  }
  memo.set(r, marks);
  return marks;
}
