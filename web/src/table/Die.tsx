// One die as the log shows it: its face(s), its type, and what happened to it.

import type { DieRecord } from "../../../src/engine/roll.js";
import { dieSize } from "../lib/dice-labels.js";
import type { DieMarks } from "./dice-replay.js";

/** The die's role when it says more than its size ("ability", not "d20" again). */
const roleOf = (d: DieRecord) => (d.role && d.role !== "die" && d.role !== `d${d.sides}` ? d.role : "");

export function dieText(d: DieRecord, marks?: DieMarks | null): string {
  const parts = [
    dieSize(d),
    d.faces.length > 1 ? `rolled ${d.faces.join(" then ")}` : `rolled ${d.faces[0] ?? "?"}`,
  ].filter(Boolean);
  if (roleOf(d)) parts.unshift(roleOf(d));
  if (d.exploded) parts.push("exploded");
  if (d.imploded) parts.push("imploded (dilemma)");
  if (marks?.critical) parts.push(`critical ${marks.critical}`);
  if (marks?.success === true) parts.push("success");
  if (marks?.success === false) parts.push("failure");
  if (!d.kept) parts.push("dropped");
  return parts.join(", ");
}

export function Die({ d, marks }: { d: DieRecord; marks?: DieMarks | null }) {
  const cls = [
    "die",
    d.kept ? "kept" : "dropped",
    d.exploded ? "exploded" : "",
    d.imploded ? "imploded" : "",
    marks?.critical ? `crit-${marks.critical}` : "",
    marks?.success === true ? "hit" : marks?.success === false ? "miss" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const label = dieText(d, marks);
  return (
    <span className={cls} role="img" aria-label={label} title={label} data-die={dieSize(d) || "die"}>
      <span className="die-face" aria-hidden="true">
        {d.faces.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: faces are positional
          <span key={i} className="face">
            {i > 0 ? <span className="chain">›</span> : null}
            {f}
          </span>
        ))}
        {d.exploded ? <span className="mark mark-explode">!</span> : null}
        {d.imploded ? <span className="mark mark-implode">↯</span> : null}
        {marks?.critical === "success" ? <span className="mark mark-crit">★</span> : null}
        {marks?.critical === "failure" ? <span className="mark mark-fumble">✕</span> : null}
      </span>
      <span className="die-type" aria-hidden="true">
        {[roleOf(d), dieSize(d)].filter(Boolean).join(" ") || "die"}
      </span>
    </span>
  );
}
