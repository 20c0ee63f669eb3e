// One line of text for an event of a table's log, as the web table's log and `tabula play` print
// it. Events name characters and members by id; the caller says how to show them (by default, the
// ids). A ruleset's own bookkeeping events (a type with a dot and nothing to read, such as the
// Dice Engine's "dice-engine.state") are described as "": the roll they come with says it already.

/** An event as it travels: a type and its fields. */
export interface LoggedEvent {
  type: string;
  [key: string]: unknown;
}

/** How to show the members and characters an event names by id. */
export interface EventNames {
  member(id: string | null): string;
  character(id: string | null): string;
}

const BY_ID: EventNames = { member: (id) => id ?? "", character: (id) => id ?? "" };

const unitText = (unit: string, n: number) => `${n} ${unit}${n === 1 ? "" : "s"}`;

const MODEL_TEXT: Record<string, string> = {
  rolled: "rolled order",
  ticks: "tick tracker",
  actionsPerTurn: "actions per turn",
  gm: "GM's order",
};

/** One event in a sentence. */
export function describeEvent(e: LoggedEvent, n: EventNames = BY_ID): string {
  const s = (k: string) => String(e[k] ?? "");
  switch (e.type) {
    case "memberJoined": {
      const m = e.member as { name: string; role: string };
      return `${m.name} joined as ${m.role === "gm" ? "GM" : "a player"}`;
    }
    case "seedCommitted":
      return `Dice seed for period ${s("period")} committed (SHA-256 ${s("commitment").slice(0, 12)}…)`;
    case "seedRevealed":
      return `Seed of period ${s("period")} revealed: ${s("seed")}`;
    case "undo":
      return `The GM took back action #${s("intent")}`;
    case "character.added": {
      const c = e.character as { name: string; owner: string | null };
      return `${c.name} joins the table${c.owner ? ` (played by ${n.member(c.owner)})` : " (GM character)"}`;
    }
    case "character.changed": {
      const changes = (e.changes as string[] | undefined) ?? [];
      const name = n.character(s("id"));
      const text = changes.join("; ") || "sheet changed";
      // Rulesets often name the character already ("Rook: Swimming 1 → 2…"): say it once.
      return text.startsWith(`${name}:`) || text.startsWith(`${name} `) ? text : `${name}: ${text}`;
    }
    case "character.removed":
      return `${n.character(s("id"))} leaves the table`;
    case "encounter.started": {
      const enc = e.encounter as { model: string; participants: { name: string }[] };
      const model = MODEL_TEXT[enc.model] ?? enc.model;
      return `Encounter begins (${model}): ${enc.participants.map((p) => p.name).join(", ")}`;
    }
    case "encounter.ended":
      return "The encounter ends";
    case "participant.joined":
      return `${(e.participant as { name: string }).name} joins the encounter`;
    case "participant.left":
      return `${n.character(s("id"))} leaves the encounter`;
    case "order.set":
      return `Order: ${(e.order as string[]).map((id) => n.character(id)).join(" → ")}`;
    case "turn.started":
      return `Round ${s("round")}: ${n.character(s("actor"))}'s turn`;
    case "ticks.spent":
      return `${n.character(s("id"))} spends ${s("cost")} ticks (${s("action")})`;
    case "budget.spent":
      return `${n.character(s("id"))} uses ${s("amount")} ${s("kind")}`;
    case "condition.added": {
      const c = e.condition as {
        name: string;
        target: string;
        rating: number | null;
        duration: { unit: string; remaining: number } | null;
      };
      const d = c.duration ? ` for ${unitText(c.duration.unit, c.duration.remaining)}` : "";
      return `${n.character(c.target)} is ${c.name}${c.rating !== null ? ` ${c.rating}` : ""}${d}`;
    }
    case "condition.changed":
      return `Condition ${s("id")}: ${e.remaining !== null ? `${s("remaining")} left` : "changed"}`;
    case "condition.removed":
      return `Condition ${s("id")} ends (${s("reason")})`;
    case "clock.advanced":
      return `${unitText("minute", Number(e.minutes))} pass`;
    case "note.opened":
      return `${s("kind")}: ${s("text")}`;
    case "note.closed":
      return `${s("kind") || "Note"} settled: ${s("resolution")}`;
    default: {
      const text = e.summary ?? e.text ?? e.message;
      if (typeof text === "string") return text;
      const changes = e.changes;
      if (Array.isArray(changes)) return `${e.type}: ${changes.join("; ")}`;
      // A ruleset's own bookkeeping (e.g. the Dice Engine's tracker extras, "dice-engine.state")
      // says nothing a player reads; the roll it comes with already does.
      if (e.type.includes(".")) return "";
      return e.type;
    }
  }
}
