// Who sees what, decided here and nowhere else: the live stream, a resync, an export and the
// checks that could tell a hidden thing exists all ask these functions. A public event goes to
// everyone at the table; a GM roll to the GMs and whoever rolled it; a self roll to its roller
// alone; a whisper to its sender, its recipients and the GMs. Others get the event's place in the sequence and nothing more, so they still know they
// missed nothing. The JSON of each event is made once per kind of reader, not once per client.
//
// Secret characters (an NPC the GM keeps behind the screen): when a record enters the table's log,
// `veilRecords` works out once what a player may see of it — its name, and what the GM chose to show
// (nothing, its conditions, or a wound word computed here from its HP) — and keeps that beside the
// record; every player gets that one variant, the GM the record itself.

import { wordsOf } from "../engine/describe.js";
import { type EventGroup, isEngineEvent, isEventGroup, type TableEvent } from "../engine/events.js";
import { type Wound, woundOf } from "../engine/npc.js";
import type { Ruleset } from "../engine/ruleset.js";
import type { CharacterEntry, Secrecy, TableState } from "../engine/state.js";
import type { EventRecord, TableExport, Visibility, WhisperVisibility } from "../store/index.js";
import type { MemberView } from "./protocol.js";
import { pcsOf, SceneVeiler, touchesScenes } from "./scene-veil.js";

/** Who a check is made for: the member's id and role are all that matter. */
export type Reader = Pick<MemberView, "id" | "role">;

export function canSee(r: Pick<EventRecord, "visibility" | "author">, m: Reader): boolean {
  if (r.visibility === "public") return true;
  if (r.author === m.id) return true;
  // A whisper is also the GMs' to read, as in Roll20 and Foundry: nothing is said behind the GM's back.
  if (r.visibility.startsWith("whisper:"))
    return m.role === "gm" || whisperRecipients(r.visibility).includes(m.id);
  return r.visibility === "gm" && m.role === "gm";
}

/** The visibility of a whisper to these members (ids checked by the caller against the table). */
export function whisperTo(ids: readonly string[]): WhisperVisibility {
  return `whisper:${[...new Set(ids)].join(",")}`;
}

/** The members a whisper names; none for any other visibility. */
export function whisperRecipients(v: Visibility): string[] {
  return v.startsWith("whisper:") ? v.slice("whisper:".length).split(",") : [];
}

const cache = new WeakMap<EventRecord, { full?: string; hidden?: string; veiled?: string }>();

/** The event message for this member, as JSON text. */
export function eventJson(r: EventRecord, m: MemberView): string {
  let c = cache.get(r);
  if (!c) {
    c = {};
    cache.set(r, c);
  }
  const veil = m.role === "gm" ? undefined : veils.get(r);
  if (veil !== undefined && canSee(r, m)) {
    if (veil === VEILED_AWAY) {
      c.hidden ??= JSON.stringify({ type: "event", seq: r.seq, intent: r.intent, hidden: true });
      return c.hidden;
    }
    c.veiled ??= JSON.stringify({
      type: "event",
      seq: r.seq,
      intent: r.intent,
      author: r.author,
      visibility: r.visibility,
      event: veil,
    });
    return c.veiled;
  }
  if (canSee(r, m)) {
    c.full ??= JSON.stringify({
      type: "event",
      seq: r.seq,
      intent: r.intent,
      author: r.author,
      visibility: r.visibility,
      event: r.event,
    });
    return c.full;
  }
  c.hidden ??= JSON.stringify({ type: "event", seq: r.seq, intent: r.intent, hidden: true });
  return c.hidden;
}

/** What an export holds in place of an event its reader may not see: its place, nothing more. */
export const HIDDEN_EVENT = { type: "hidden" } as const;

export function isHiddenPlaceholder(e: unknown): boolean {
  return (e as { type?: unknown } | null)?.type === HIDDEN_EVENT.type;
}

/**
 * A table export as `m` may see it, exactly as the live stream showed it to them: an event they may
 * not see keeps its sequence number and intent and loses everything else (its author too), and the
 * intent behind it loses its payload (the notation, label, parameters), which no client ever sees.
 */
export function exportFor(x: TableExport, m: Reader): TableExport {
  const shown = new Set<number>();
  const hidden = new Set<number>();
  const events = x.events.map((r) => {
    if (canSee(r, m)) {
      shown.add(r.intent);
      return r;
    }
    hidden.add(r.intent);
    return { seq: r.seq, intent: r.intent, visibility: r.visibility, author: null, event: HIDDEN_EVENT };
  });
  const intents = x.intents.map((it) =>
    hidden.has(it.no)
      ? { ...it, kind: "hidden", payload: null, author: shown.has(it.no) ? it.author : null }
      : it,
  );
  // Uploaded images are the GM's until a scene shows one (assets.ts); an export for anyone else
  // carries none.
  const { assets, ...rest } = x;
  return { ...rest, events, intents, ...(m.role === "gm" && assets ? { assets } : {}) };
}

/** Ids of the notes `m` may not see: those opened by an event hidden from them. */
export function notesHiddenFrom(opened: ReadonlyMap<string, EventRecord>, m: Reader): Set<string> {
  const hidden = new Set<string>();
  for (const [id, r] of opened) if (!canSee(r, m)) hidden.add(id);
  return hidden;
}

function mentions(value: unknown, ids: ReadonlySet<string>, depth = 0): boolean {
  if (typeof value === "string") return ids.has(value);
  if (value === null || typeof value !== "object" || depth > 16) return false;
  return Object.values(value).some((v) => mentions(v, ids, depth + 1));
}

/**
 * The state a member's intent is resolved against. When it names a note the member may not see,
 * the note is left out, so the answer (`not_found`, say) is the one a made-up id gets: nobody
 * learns from a refusal that a hidden dilemma exists. Otherwise it is the table's state.
 */
export function stateFor(
  state: TableState,
  opened: ReadonlyMap<string, EventRecord>,
  m: Reader,
  intent: unknown,
): TableState {
  const hidden = notesHiddenFrom(opened, m);
  if (hidden.size === 0 || !mentions(intent, hidden)) return state;
  const notes = Object.fromEntries(Object.entries(state.notes).filter(([id]) => !hidden.has(id)));
  return { ...state, notes };
}

/**
 * One intent's events as the log keeps them. When two or more are hidden (not public), they are
 * logged as one group at the place of the first, so that whoever may not see them gets one
 * placeholder, whatever their number: a hidden check that opens a dilemma looks like one that does
 * not. What stays public (damage, say) keeps its own place.
 */
export function groupHidden(
  events: readonly TableEvent[],
  visibility: readonly Visibility[],
): { events: (TableEvent | EventGroup)[]; visibility: Visibility[] } {
  const first = visibility.findIndex((v) => v !== "public");
  const kind = visibility[first];
  const together = visibility.filter((v) => v === kind).length;
  if (first < 0 || together < 2) return { events: [...events], visibility: [...visibility] };
  const group: EventGroup = { type: "group", events: events.filter((_, i) => visibility[i] === kind) };
  const out: { events: (TableEvent | EventGroup)[]; visibility: Visibility[] } = {
    events: [],
    visibility: [],
  };
  events.forEach((e, i) => {
    if (visibility[i] !== kind) {
      out.events.push(e);
      out.visibility.push(visibility[i]!);
    } else if (i === first) {
      out.events.push(group);
      out.visibility.push(kind!);
    }
  });
  return out;
}

// --- secret characters ------------------------------------------------------------------------

/** A record players may not see at all because of a secret character: they get its place only. */
const VEILED_AWAY = Symbol("veiled away");

/** What players get in place of each record that touches a secret character (absent: the record). */
const veils = new WeakMap<EventRecord, unknown>();

/** What players see of a secret character's sheet: that it is veiled, and the wound word if shown. */
export interface VeiledSheet {
  veiled: true;
  show: Secrecy["show"];
  wound?: Wound;
}

export function isVeiledSheet(data: unknown): data is VeiledSheet {
  return (data as { veiled?: unknown } | null)?.veiled === true;
}

/** The player's variant of one record, as `veilRecords` decided it (for tests and exports). */
export function veiledEvent(r: EventRecord): { hidden: true } | { event: unknown } | undefined {
  const v = veils.get(r);
  if (v === undefined) return undefined;
  return v === VEILED_AWAY ? { hidden: true } : { event: v };
}

function secretsOf(state: TableState): Map<string, Secrecy> {
  const out = new Map<string, Secrecy>();
  for (const c of Object.values(state.characters)) if (c.secret) out.set(c.id, c.secret);
  return out;
}

function addsSecret(e: unknown): boolean {
  if (isEventGroup(e)) return e.events.some(addsSecret);
  const x = e as { type?: unknown; character?: { secret?: unknown }; secret?: unknown };
  return (x?.type === "character.added" && !!x.character?.secret) || x?.type === "character.secrecy";
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Works out what players see of one intent's records, given the state before and after them, and
 * keeps it beside each record for `eventJson`. Called once per record as it enters the log (live,
 * loaded from the store, or caught up from another server), so every reader class is served from
 * one computation. Records that touch no secret character are left alone.
 */
export function veilRecords(
  records: readonly EventRecord[],
  before: TableState,
  after: TableState,
  ruleset: Pick<Ruleset, "npc" | "parseOptions">,
): void {
  // The scene map's fog and hidden tokens (issue 17), record by record through the scenes.
  if (records.some((r) => touchesScenes(r.event))) {
    const scenes = new SceneVeiler(before.scenes, pcsOf(after));
    for (const r of records) {
      const out = scenes.event(r.event);
      if (out !== r.event) veils.set(r, out ?? VEILED_AWAY);
    }
  }
  const secrets = secretsOf(before);
  if (secrets.size === 0 && !records.some((r) => addsSecret(r.event))) return;
  const v = new Veiler(secrets, before, after, ruleset);
  for (const r of records) {
    const out = v.event(r.event);
    if (out !== r.event) veils.set(r, out ?? VEILED_AWAY);
  }
}

class Veiler {
  private options: unknown;
  private pattern: RegExp | null = null;

  constructor(
    private readonly secrets: Map<string, Secrecy>,
    private readonly before: TableState,
    private readonly after: TableState,
    private readonly ruleset: Pick<Ruleset, "npc" | "parseOptions">,
  ) {}

  /** The event as players see it: itself, a redacted copy, or null (only its place). */
  event(e: unknown): unknown {
    if (isEventGroup(e)) {
      const inner = e.events.map((x) => this.event(x)).filter((x) => x !== null);
      if (inner.length === 0) return null;
      return inner.every((x, i) => x === e.events[i]) && inner.length === e.events.length
        ? e
        : { type: "group", events: inner };
    }
    const x = e as TableEvent;
    switch (x.type) {
      case "character.added": {
        const c = x.character as CharacterEntry;
        if (c.secret) this.set(c.id, c.secret);
        const s = this.secrets.get(c.id);
        return s ? { ...x, character: { ...c, data: this.sheet(c.data, s) } } : e;
      }
      case "character.changed": {
        const s = this.secrets.get(x.id as string);
        if (s) return { ...x, data: this.sheet(x.data, s), changes: [] };
        return this.changesShown(x as Extract<TableEvent, { type: "character.changed" }>);
      }
      case "character.secrecy":
        this.set(x.id as string, (x.secret as Secrecy | null) ?? null);
        return e;
      case "roll":
        return this.roll(x as Extract<TableEvent, { type: "roll" }>);
      case "condition.added": {
        const target = (x.condition as { target: string }).target;
        return this.conditionShown(target) ? e : null;
      }
      case "condition.changed":
      case "condition.removed": {
        const id = x.id as string;
        const c = [...this.before.conditions, ...this.after.conditions].find((k) => k.id === id);
        return !c || this.conditionShown(c.target) ? e : null;
      }
      case "encounter.started": {
        const enc = x.encounter as { participants: { character: string; initiative: number | null }[] };
        if (!enc.participants.some((p) => this.secrets.has(p.character))) return e;
        const participants = enc.participants.map((p) =>
          this.secrets.has(p.character) ? { ...p, initiative: null } : p,
        );
        return { ...x, encounter: { ...enc, participants } };
      }
      case "participant.joined": {
        const p = x.participant as { character: string; initiative: number | null };
        return this.secrets.has(p.character) ? { ...x, participant: { ...p, initiative: null } } : e;
      }
      case "order.set": {
        // The order is the tracker's to show; a secret NPC's rolled initiative is its dice.
        const initiative = x.initiative as Record<string, number>;
        const kept = Object.entries(initiative).filter(([id]) => !this.isSecret(id));
        return kept.length === Object.keys(initiative).length
          ? e
          : { ...x, initiative: Object.fromEntries(kept) };
      }
      default:
        // Notes and a ruleset's own events carry state (a combat note, a dilemma) in their own
        // shapes: one that names a secret character is kept from players whole.
        if (x.type.startsWith("note.") || !isEngineEvent(x)) return this.mentions(x) ? null : e;
        return e;
    }
  }

  private set(id: string, s: Secrecy | null): void {
    if (s) this.secrets.set(id, s);
    else this.secrets.delete(id);
    this.pattern = null;
  }

  /** A character id, or a place in the encounter standing for a secret character. */
  private isSecret(id: string): boolean {
    if (this.secrets.has(id)) return true;
    const place = [this.before.encounter, this.after.encounter]
      .flatMap((enc) => enc?.participants ?? [])
      .find((p) => p.id === id);
    return place !== undefined && this.secrets.has(place.character);
  }

  private secrecyOf(id: string): Secrecy | undefined {
    const direct = this.secrets.get(id);
    if (direct) return direct;
    const place = [this.before.encounter, this.after.encounter]
      .flatMap((enc) => enc?.participants ?? [])
      .find((p) => p.id === id);
    return place ? this.secrets.get(place.character) : undefined;
  }

  private conditionShown(target: string): boolean {
    const s = this.secrecyOf(target);
    return !s || s.show === "conditions";
  }

  private sheet(data: unknown, s: Secrecy): VeiledSheet {
    const out: VeiledSheet = { veiled: true, show: s.show };
    if (s.show !== "wound" || !this.ruleset.npc) return out;
    try {
      this.options ??= this.ruleset.parseOptions(this.after.options);
      const h = this.ruleset.npc.health(data, this.options);
      if (h) out.wound = woundOf(h);
    } catch {
      // A sheet the facet cannot read shows no wound word rather than failing the commit.
    }
    return out;
  }

  /** Whether any string in `value` names a secret character (as a whole token: c-1 is not c-12). */
  private mentions(value: unknown): boolean {
    if (this.secrets.size === 0) return false;
    this.pattern ??= new RegExp(
      `(?<![A-Za-z0-9_-])(?:${[...this.secrets.keys()].map(escapeRegExp).join("|")})(?![A-Za-z0-9_-])`,
    );
    const re = this.pattern;
    const walk = (v: unknown, depth: number): boolean => {
      if (typeof v === "string") return re.test(v);
      if (v === null || typeof v !== "object" || depth > 24) return false;
      for (const [k, x] of Object.entries(v)) if (re.test(k) || walk(x, depth + 1)) return true;
      return false;
    };
    return walk(value, 0);
  }

  private nameOf(id: string | null): string {
    if (id === null) return "Someone";
    const c = this.after.characters[id] ?? this.before.characters[id];
    return c && Object.hasOwn(this.after.characters, id) ? c.name : (c?.name ?? "Someone");
  }

  /**
   * A change to a character players may see keeps its lines, except where a line names a secret
   * character: that line may tell what it carries ("takes 1 damage (Ghoul 2's Saltbane Hook)").
   * It keeps only its last part, the change itself ("Health 7 → 6"), and who made it.
   */
  private changesShown(e: Extract<TableEvent, { type: "character.changed" }>): unknown {
    const secret = this.secretNamed.bind(this);
    if (!e.changes.some(secret)) return e;
    const changes = e.changes.map((line) => {
      const who = secret(line);
      if (!who) return line;
      const tail = line.slice(line.lastIndexOf(": ") + 2);
      const own = line.includes(": ") && !secret(tail) ? `${tail}, ` : "";
      return `${this.nameOf(e.id)}: ${own}by ${who}`;
    });
    return { ...e, changes };
  }

  /** The name of a secret character a text names (by id or name), or null. */
  private secretNamed(text: string): string | null {
    for (const id of this.secrets.keys()) {
      const name = this.nameOf(id);
      const byId = new RegExp(`(?<![A-Za-z0-9_-])${escapeRegExp(id)}(?![A-Za-z0-9_-])`);
      if ((name !== "Someone" && text.includes(name)) || byId.test(text)) return name;
    }
    return null;
  }

  /**
   * A roll a secret character makes loses its dice, its numbers and its summary (which prints
   * totals and margins); one made against it keeps the roller's own dice and loses the numbers
   * that would tell its defence. Both keep who rolled, the action and the outcome's name ("hit").
   */
  private roll(e: Extract<TableEvent, { type: "roll" }>): unknown {
    const r = e.roll;
    const bySecret = r.actor !== null && this.isSecret(r.actor);
    const names = [...this.secrets.keys()].map((id) => this.nameOf(id));
    const aboutSecret = this.mentions(r) || names.some((n) => n !== "Someone" && r.summary.includes(n));
    if (!bySecret && !aboutSecret) return e;
    // A partition may name who comes first by id (a Dice Engine order): the summary says names.
    const partition = r.partition
      .split(" + ")
      .map((p) =>
        Object.hasOwn(this.after.characters, p) || Object.hasOwn(this.before.characters, p)
          ? this.nameOf(p)
          : p,
      )
      .join(" + ");
    // In words, as the card reads: "Ysolde: martial throw, miss" (the action's key is martialThrow).
    const action = wordsOf(r.action);
    const summary =
      r.actor === null
        ? `${action.charAt(0).toUpperCase()}${action.slice(1)}: ${partition}`
        : `${this.nameOf(r.actor)}: ${action}, ${partition}`;
    // A roll for several (initiative, a contest) groups each side's dice: a secret side's go.
    const secretNames = names.filter((n) => n !== "Someone");
    const dice = bySecret
      ? []
      : r.dice.filter(
          (d) =>
            d.group === undefined ||
            !(this.mentions(d.group) || secretNames.some((n) => d.group!.includes(n))),
        );
    // Built field by field: whatever else a ruleset put on its record stays behind the screen.
    const roll = {
      id: r.id,
      action: r.action,
      actor: r.actor,
      summary,
      dice,
      outcome: {},
      partition: r.partition,
    };
    return { type: "roll", roll };
  }
}

/**
 * The secret character a player's odds question names, if any: exact odds against it would tell
 * its defence, so the question is refused (the GM may ask anything). A whole-token match on ids.
 */
export function secretNamedIn(state: TableState, params: unknown, m: Reader): CharacterEntry | null {
  if (m.role === "gm") return null;
  const secret = Object.values(state.characters).filter((c) => c.secret && c.owner !== m.id);
  if (secret.length === 0) return null;
  const byId = new Map(secret.map((c) => [c.id, c]));
  const places = new Map(
    (state.encounter?.participants ?? [])
      .filter((p) => byId.has(p.character))
      .map((p) => [p.id, p.character]),
  );
  let found: CharacterEntry | null = null;
  const walk = (v: unknown, depth: number): void => {
    if (found || depth > 16) return;
    if (typeof v === "string") {
      const id = byId.has(v) ? v : places.get(v);
      if (id !== undefined) found = byId.get(id)!;
      return;
    }
    if (v !== null && typeof v === "object") for (const x of Object.values(v)) walk(x, depth + 1);
  };
  walk(params, 0);
  return found;
}
