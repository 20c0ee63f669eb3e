// The Objects sheet as the book thinks of one: six attributes, skills and traits whose ratings are
// dice in a pool; Health (twice Stamina) with lethal and non-lethal damage kept apart and the states
// they lead to; armour, the successes an attacker needs, movement and breath; experience. A draft
// shows what waits for the GM, who approves and finishes it here. A quick check names the pool and
// the successes needed and shows the chance (the server's odds) before the roll; advancement is
// priced by the ruleset's advance model before anything is bought.

import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import type { Outcomes } from "../../../../src/engine/ruleset.js";
import {
  type ObjCharacter,
  type ObjDerived,
  skillCatalog,
  traitKind,
  traitName,
} from "../../../../src/rulesets/objects/character/index.js";
import { TRAITS, traitDef } from "../../../../src/rulesets/objects/data/traits.js";
import { type ObjOptions, tableDie } from "../../../../src/rulesets/objects/options/schema.js";
import { errorText } from "../../components/ErrorNote.js";
import type { Visibility } from "../../lib/protocol.js";
import { OutcomeOdds } from "../../table/ActionForm.js";
import { useTable } from "../../table/context.js";
import { price } from "../generic/advance.js";
import { GenericSheet } from "../generic/GenericSheet.js";
import {
  actionOf,
  ConditionChips,
  DescribeLines,
  OtherActions,
  ResourceBars,
  SheetTools,
  useConditionsOf,
} from "../generic/parts.js";
import { Stepper } from "../lucky13/builder-kit.js";
import type { SheetProps } from "../types.js";
import "../lucky13/builder-kit.css";
import "./objects.css";

const signed = (n: number) => (n < 0 ? `−${-n}` : `${n}`);

export function ObjectsSheet(props: SheetProps) {
  const { character, ruleset, options } = props;
  const derived = useMemo(() => {
    if (!ruleset || options === null || options === undefined) return null;
    try {
      return ruleset.character.derive(character.data, options) as ObjDerived;
    } catch {
      return null;
    }
  }, [ruleset, options, character.data]);
  if (!derived || !ruleset) return <GenericSheet {...props} />;
  return <Sheet {...props} d={derived} o={options as ObjOptions} c={character.data as ObjCharacter} />;
}

type Props = SheetProps & { d: ObjDerived; o: ObjOptions; c: ObjCharacter };

function Sheet(props: Props) {
  const { character, ruleset, info, canEdit, isGm, d, o, c } = props;
  const { nameOfMember } = useTable();
  const lines = useMemo(() => {
    try {
      return ruleset!.character.describe(c, o);
    } catch {
      return [];
    }
  }, [ruleset, c, o]);
  const conditions = useConditionsOf(character.id);
  const states = (["helpless", "bleeding", "unconscious", "dead"] as const).filter((s) => d.states[s]);
  const armorItems = c.equipment.filter((i) => i.armor !== null && i.worn);

  return (
    <article
      className="sheet obj-sheet"
      aria-labelledby={`sheet-${character.id}`}
      data-character={character.id}
      data-ruleset="objects"
    >
      <header className="sheet-head">
        <h3 id={`sheet-${character.id}`} className="sheet-name">
          {character.name}
          {d.npc ? <span className="lok-tag">NPC</span> : null}
          {d.draft ? <span className="lok-tag warn">draft</span> : null}
          {states.map((s) => (
            <span key={s} className={`lok-tag ${s === "helpless" ? "warn" : "bad"}`}>
              {s}
            </span>
          ))}
        </h3>
        <span className="muted small">
          {character.owner ? `played by ${nameOfMember(character.owner)}` : "GM character"} ·{" "}
          <code>{character.id}</code>
        </span>
        {d.concept.text ? (
          <p className="lok-note obj-concept">
            {d.concept.text}
            {d.concept.approval !== "approved" ? (
              <span className={`lok-tag ${d.concept.approval === "vetoed" ? "bad" : "warn"}`}>
                concept {d.concept.approval}
              </span>
            ) : null}
          </p>
        ) : null}
      </header>

      {d.draft ? <DraftPanel {...props} /> : null}

      <section className="sheet-section" aria-label="Health">
        <h3>Health</h3>
        <ResourceBars resources={[{ key: "health", label: "Health", current: d.health, max: d.maxHealth }]} />
        <dl className="lok-facts" data-testid="vitals">
          <div className="lok-fact" data-fact="lethal">
            <dt>Lethal</dt>
            <dd>{d.damage.lethal}</dd>
          </div>
          <div className="lok-fact" data-fact="nonLethal">
            <dt>Non-lethal</dt>
            <dd>{d.damage.nonLethal}</dd>
          </div>
          <div className={`lok-fact ${d.lethalHealth <= 0 ? "bad" : ""}`} data-fact="lethalHealth">
            <dt>Lethal health</dt>
            <dd>{signed(d.lethalHealth)}</dd>
          </div>
          <div className="lok-fact" data-fact="status">
            <dt>State</dt>
            <dd className={d.status === "active" ? "obj-ok" : "obj-bad"}>{d.status}</dd>
          </div>
        </dl>
        <p className="hint">
          Helpless at 0, unconscious at −{c.attributes.stamina ?? 0}; bleeding when lethal health reaches 0,
          dead at −{c.attributes.stamina ?? 0}.
        </p>
      </section>
      {isGm ? <GmCare character={character} info={info} /> : null}
      <ConditionChips conditions={conditions} />

      <section className="sheet-section" aria-label="In a fight">
        <dl className="lok-facts">
          <div className="lok-fact" data-fact="armor">
            <dt>Armor</dt>
            <dd>{d.armor}</dd>
          </div>
          <div className="lok-fact" data-fact="toHit" title="Successes an attacker needs: Dodge, or half DEX">
            <dt>To hit</dt>
            <dd>{d.dodgeDifficulty}</dd>
          </div>
          <div className="lok-fact" data-fact="move">
            <dt>Move</dt>
            <dd>
              {d.move.distance}
              <span className="small muted"> {d.move.unit === "feet" ? "ft" : "m"}</span>
            </dd>
          </div>
          <div className="lok-fact" data-fact="breath">
            <dt>{d.breathesWater ? "Breath (air)" : "Breath"}</dt>
            <dd>
              {d.breathTurns}
              <span className="small muted"> turns</span>
            </dd>
          </div>
          <div className="lok-fact" data-fact="xp">
            <dt>XP</dt>
            <dd>{d.xp}</dd>
          </div>
          {Object.entries(d.statistics).map(([k, v]) => (
            <div className="lok-fact" key={k}>
              <dt>{o.statistics.find((s) => s.id === k)?.name ?? k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {armorItems.length ? (
          <p className="hint">Armor from {armorItems.map((i) => `${i.name} ${i.armor}`).join(", ")}.</p>
        ) : null}
      </section>

      {canEdit && !d.draft && d.status !== "dead" ? <QuickCheck {...props} /> : null}

      <section className="sheet-section" aria-label="Attributes, skills and traits">
        <h3>Attributes</h3>
        <ul className="obj-attrs">
          {d.attributes.map((a) => (
            <li key={a.id} title={a.domain} data-attribute={a.id}>
              <span className="obj-attr-short">{a.short}</span>
              <span className="obj-attr-v">{a.value}</span>
            </li>
          ))}
        </ul>
        <h3 className="lok-sub">Skills</h3>
        {d.skills.length ? (
          <ul className="obj-ratings" data-testid="skills">
            {d.skills.map((s) => (
              <li key={s.id}>
                <span>{s.name}</span>
                <span className="obj-rating">{s.rating}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted small">No skills: every roll uses half an attribute instead.</p>
        )}
        <h3 className="lok-sub">Traits</h3>
        {d.traits.length ? (
          <ul className="obj-ratings" data-testid="traits">
            {d.traits.map((t, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a trait may repeat (per sense, per trigger)
              <li key={i}>
                <span>
                  {t.name}
                  {t.kind === "negative" ? <span className="lok-tag bad">hindrance</span> : null}
                  {!t.approved ? <span className="lok-tag warn">awaits approval</span> : null}
                  {t.detail ? <span className="muted small"> · {t.detail}</span> : null}
                </span>
                <span className="obj-rating">{t.rating}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted small">No traits.</p>
        )}
      </section>

      {d.equipment.length ? (
        <section className="sheet-section" aria-label="Equipment">
          <h3>Equipment</h3>
          <ul className="obj-gear" data-testid="equipment">
            {c.equipment.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items may share a name
              <li key={i}>
                <span className="obj-gear-name">
                  {item.name}
                  {item.weapon ? (
                    <span className="lok-tag">
                      {item.weapon.mode} · damage {item.weapon.damage}
                      {item.weapon.kind === "non-lethal" ? " non-lethal" : ""}
                      {item.weapon.rounds !== null ? ` · ${item.weapon.rounds} rounds` : ""}
                    </span>
                  ) : null}
                  {item.tool?.skill ? (
                    <span className="lok-tag">
                      +{item.tool.bonus} {item.tool.skill}
                    </span>
                  ) : null}
                  {!item.approved ? <span className="lok-tag warn">awaits approval</span> : null}
                </span>
                {item.notes ? <span className="hint">{item.notes}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {canEdit && !d.draft ? <Advance {...props} /> : null}
      {canEdit ? <OtherActions character={character} info={info} /> : null}
      {c.notes ? (
        <section className="sheet-section" aria-label="Notes">
          <h3>Notes</h3>
          <p className="lok-note">{c.notes}</p>
        </section>
      ) : null}
      <details className="sheet-section">
        <summary>Sheet as text</summary>
        <DescribeLines lines={lines} />
      </details>
      <SheetTools character={character} canEdit={canEdit} />
    </article>
  );
}

// ── the draft: what waits for the GM ────────────────────────────────────────────────────────────

function DraftPanel({ character, isGm, d, c }: Props) {
  const { store, toast } = useTable();
  const [busy, setBusy] = useState(false);
  const act = async (action: string, params: Record<string, unknown>) => {
    setBusy(true);
    try {
      await store.send({ type: "action", action, params: { actor: character.id, ...params } });
    } catch (e) {
      toast(errorText(e), "error");
    } finally {
      setBusy(false);
    }
  };
  const traits = c.traits
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => !t.approved && t.acquired === "creation");
  const items = c.equipment.map((item, i) => ({ item, i })).filter(({ item }) => !item.approved);
  const b = d.build;
  return (
    <section className="sheet-section obj-draft" aria-label="Draft" data-testid="draft-panel">
      <h3>Draft: not yet in play</h3>
      <p className="lok-note">
        {isGm
          ? "Approve what waits for you, then finish the character."
          : "The GM approves your choices and finishes the character; until then it cannot roll."}
      </p>
      {b ? (
        <p className="hint">
          Attributes {b.attributeSpent}/{b.attributePoints ?? "?"} · skills {b.skillSpent}/
          {b.skillPoints.total} · traits {b.traitSpent}/{b.traitPoints}
        </p>
      ) : null}
      <ul className="lok-list">
        {d.concept.approval !== "approved" ? (
          <li className="lok-line">
            <span>Concept ({d.concept.approval})</span>
            {isGm ? (
              <span className="row">
                <button
                  type="button"
                  className="btn btn-small btn-good"
                  disabled={busy}
                  onClick={() => act("approve", { what: "concept", verdict: "approved" })}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  disabled={busy}
                  onClick={() => act("approve", { what: "concept", verdict: "vetoed" })}
                >
                  Veto
                </button>
              </span>
            ) : null}
          </li>
        ) : null}
        {traits.map(({ t, i }) => (
          <li key={`t${i}`} className="lok-line">
            <span>
              {traitName(t)} {t.rating}
            </span>
            {isGm ? (
              <button
                type="button"
                className="btn btn-small btn-good"
                disabled={busy}
                aria-label={`Approve ${traitName(t)}`}
                onClick={() => act("approve", { what: "trait", index: i })}
              >
                Approve
              </button>
            ) : (
              <span className="muted small">waiting</span>
            )}
          </li>
        ))}
        {items.map(({ item, i }) => (
          <li key={`i${i}`} className="lok-line">
            <span>{item.name}</span>
            {isGm ? (
              <button
                type="button"
                className="btn btn-small btn-good"
                disabled={busy}
                aria-label={`Approve ${item.name}`}
                onClick={() => act("approve", { what: "item", index: i })}
              >
                Approve
              </button>
            ) : (
              <span className="muted small">waiting</span>
            )}
          </li>
        ))}
      </ul>
      {isGm ? (
        <div className="actions">
          <button
            type="button"
            className="btn btn-primary btn-small"
            disabled={busy}
            onClick={() => act("finalise", {})}
            data-testid="finish-character"
          >
            Finish the character
          </button>
        </div>
      ) : null}
    </section>
  );
}

// ── the GM's damage and healing ─────────────────────────────────────────────────────────────────

function GmCare({ character, info }: { character: SheetProps["character"]; info: SheetProps["info"] }) {
  const { store, toast } = useTable();
  const id = useId();
  const [amount, setAmount] = useState("1");
  const [kind, setKind] = useState<"lethal" | "non-lethal">("lethal");
  const [days, setDays] = useState("1");
  const [weeks, setWeeks] = useState("0");
  const [care, setCare] = useState(false);
  const send = async (action: string, params: Record<string, unknown>) => {
    try {
      await store.send({ type: "action", action, params: { target: character.id, ...params } });
    } catch (e) {
      toast(errorText(e), "error");
    }
  };
  const whole = (s: string) => {
    const n = Number(s);
    return Number.isInteger(n) && n >= 0 ? n : null;
  };
  return (
    <div className="obj-care">
      {actionOf(info, "damage") ? (
        <div className="harm-heal">
          <label htmlFor={`${id}-a`}>Amount</label>
          <input
            id={`${id}-a`}
            type="number"
            min={0}
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <label htmlFor={`${id}-k`} className="sr-only">
            Kind of damage
          </label>
          <select
            id={`${id}-k`}
            className="obj-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as "lethal" | "non-lethal")}
          >
            <option value="lethal">lethal</option>
            <option value="non-lethal">non-lethal</option>
          </select>
          <button
            type="button"
            className="btn btn-danger btn-small"
            onClick={() => {
              const n = whole(amount);
              if (n === null) toast("The amount is a whole number", "error");
              else void send("damage", { amount: n, kind });
            }}
          >
            Damage
          </button>
        </div>
      ) : null}
      {actionOf(info, "heal") ? (
        <details className="small">
          <summary>Rest and heal</summary>
          <div className="field-row tight">
            <div className="field">
              <label htmlFor={`${id}-d`}>Days</label>
              <input
                id={`${id}-d`}
                type="number"
                min={0}
                value={days}
                onChange={(e) => setDays(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-w`}>Weeks</label>
              <input
                id={`${id}-w`}
                type="number"
                min={0}
                value={weeks}
                onChange={(e) => setWeeks(e.target.value)}
              />
            </div>
          </div>
          <div className="row wrap">
            <label className="check" htmlFor={`${id}-c`}>
              <input
                id={`${id}-c`}
                type="checkbox"
                checked={care}
                onChange={(e) => setCare(e.target.checked)}
              />{" "}
              Under care
            </label>
            <button
              type="button"
              className="btn btn-good btn-small"
              onClick={() => {
                const dn = whole(days);
                const wn = whole(weeks);
                if (dn === null || wn === null) toast("Days and weeks are whole numbers", "error");
                else void send("heal", { days: dn, weeks: wn, underCare: care });
              }}
            >
              Heal
            </button>
          </div>
          <p className="hint">Non-lethal damage heals STA a day; lethal damage half STA a week.</p>
        </details>
      ) : null}
    </div>
  );
}

// ── quick check ─────────────────────────────────────────────────────────────────────────────────

function QuickCheck({ character, info, d, o, c }: Props) {
  const { store, snap, toast } = useTable();
  const id = useId();
  const check = actionOf(info, "check");
  const [attribute, setAttribute] = useState("dexterity");
  const best = d.skills.slice().sort((a, b) => b.rating - a.rating)[0]?.id;
  const [withEntry, setWith] = useState<string>(best ? `skill:${best}` : "attribute:wisdom");
  const [difficulty, setDifficulty] = useState(1);
  const [visibility, setVisibility] = useState<Visibility>("public");
  const [odds, setOdds] = useState<Outcomes | null>(null);
  /** The parameters the odds shown were worked out for. */
  const [oddsFor, setOddsFor] = useState("");
  const [oddsError, setOddsError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [kind, entry] = withEntry.split(":") as ["skill" | "trait" | "attribute", string];
  const pair = kind === "attribute" && entry === attribute ? null : entry;
  // The entries by the names the book writes (DEX, Ranged), which the log repeats.
  const nameOf = (k: string, id: string) =>
    k === "skill"
      ? (skillCatalog(o).find((s) => s.id === id)?.name ?? id)
      : k === "trait"
        ? (c.traits.find((t) => t.trait === id)?.label ?? traitDef(id)?.name ?? id)
        : (d.attributes.find((a) => a.id === id)?.short ?? id);
  const params = {
    actor: character.id,
    roll: pair ? [nameOf("attribute", attribute), nameOf(kind, pair)] : [nameOf("attribute", attribute)],
    difficulty,
  };
  const key = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for params; head for the state
  useEffect(() => {
    if (!check?.odds) return;
    let live = true;
    const t = setTimeout(() => {
      store.odds("check", JSON.parse(key)).then(
        (x) => {
          if (!live) return;
          setOdds(x);
          setOddsError(null);
          setOddsFor(key);
        },
        (e) => {
          if (!live) return;
          setOdds(null);
          setOddsError(errorText(e));
          setOddsFor(key);
        },
      );
    }, 150);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [key, snap.head, snap.status, check]);
  if (!check) return null;

  async function roll(ev: FormEvent) {
    ev.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await store.send({ type: "action", action: "check", params: JSON.parse(key), visibility });
    } catch (e) {
      setError(errorText(e));
      toast(`Check: ${errorText(e)}`, "error");
    } finally {
      setBusy(false);
    }
  }

  const die = tableDie(o);
  const rated = Object.fromEntries(d.skills.map((s) => [s.id, s.rating]));
  const positive = c.traits.filter((t) => t.approved && traitKind(t) === "positive");
  const attr = d.attributes.find((a) => a.id === attribute);
  const pairName =
    kind === "skill"
      ? `${skillCatalog(o).find((s) => s.id === entry)?.name ?? entry} ${rated[entry] ?? 0}`
      : kind === "trait"
        ? `${traitDef(entry)?.name ?? entry} ${positive.find((t) => t.trait === entry)?.rating ?? ""}`.trim()
        : `${d.attributes.find((a) => a.id === entry)?.short ?? entry} ${d.attributes.find((a) => a.id === entry)?.value ?? ""}`.trim();
  return (
    <section className="sheet-section" aria-label="Quick check">
      <h3>Quick check</h3>
      <form className="form lok-quick" onSubmit={roll} data-action="check">
        <div className="lok-grid">
          <div className="field">
            <label htmlFor={`${id}-a`}>Attribute</label>
            <select id={`${id}-a`} value={attribute} onChange={(e) => setAttribute(e.target.value)}>
              {d.attributes.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.short} {a.value}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-w`}>With</label>
            <select id={`${id}-w`} value={withEntry} onChange={(e) => setWith(e.target.value)}>
              <optgroup label="Skills">
                {skillCatalog(o).map((s) => (
                  <option key={s.id} value={`skill:${s.id}`}>
                    {s.name} {rated[s.id] ?? "(unskilled)"}
                  </option>
                ))}
              </optgroup>
              {positive.length ? (
                <optgroup label="Traits">
                  {positive.map((t) => (
                    <option key={t.trait} value={`trait:${t.trait}`}>
                      {traitName(t)} {t.rating}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              <optgroup label="A second attribute">
                {d.attributes
                  .filter((a) => a.id !== attribute)
                  .map((a) => (
                    <option key={a.id} value={`attribute:${a.id}`}>
                      {a.short} {a.value}
                    </option>
                  ))}
              </optgroup>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-d`}>Successes needed</label>
            <Stepper
              id={`${id}-d`}
              label="successes needed"
              value={difficulty}
              min={0}
              max={30}
              onChange={setDifficulty}
            />
          </div>
        </div>
        <p className="hint" data-testid="pool-words">
          {attr?.short} {attr?.value} + {pairName ?? "?"}
          {kind === "skill" && !rated[entry] ? " (unskilled)" : ""}: {difficulty} success
          {difficulty === 1 ? "" : "es"} needed{difficulty === 1 ? " (trivial)" : ""}; each d{die.sides}{" "}
          showing {die.targetNumber}+ is one.
        </p>
        <div className="lok-odds" data-current={oddsFor === key} aria-busy={oddsFor !== key}>
          <OutcomeOdds outcomes={odds} error={oddsError} />
        </div>
        <div className="action-submit">
          <label htmlFor={`${id}-vis`} className="sr-only">
            Who sees the roll
          </label>
          <select
            id={`${id}-vis`}
            className="vis-select"
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as Visibility)}
          >
            <option value="public">Everyone sees it</option>
            <option value="gm">Secret (GM)</option>
            <option value="self">Only me</option>
          </select>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="do-check">
            {busy ? "…" : "Roll check"}
          </button>
        </div>
        {error ? (
          <p className="error-note" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}

// ── advancement ─────────────────────────────────────────────────────────────────────────────────

interface Offer {
  purchase: string;
  what: string;
  cost: number | null;
  refused: string | null;
}

function Advance({ character, ruleset, isGm, info, o, c, d }: Props) {
  const { store, toast } = useTable();
  const id = useId();
  const model = ruleset?.character.advance;
  const [busy, setBusy] = useState(false);
  const [learn, setLearn] = useState("");
  const [gain, setGain] = useState("");
  const [detail, setDetail] = useState("");
  const [award, setAward] = useState("");
  const [reason, setReason] = useState("");
  /** The server's answer to the last purchase it refused, shown next to that offer. */
  const [refusal, setRefusal] = useState<{ purchase: string; message: string } | null>(null);
  // What the server refused was priced against the XP then; a new balance makes it stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the XP changes
  useEffect(() => setRefusal(null), [c.xp]);

  const priceOf = useMemo(() => {
    if (!model) return null;
    return (purchase: string, what: string): Offer => {
      const real = price(model, c, o, [purchase], true);
      const rich = price(model, { ...c, xp: c.xp + 1_000_000 }, o, [purchase], true);
      const cost = rich.refused === null ? (rich.spent.xp ?? 0) : null;
      const refused =
        real.refused === null
          ? null
          : cost !== null && cost > c.xp
            ? `${cost - c.xp} XP short`
            : real.refused;
      return { purchase, what, cost, refused };
    };
  }, [model, c, o]);

  const offers = useMemo(() => {
    if (!priceOf) return { attributes: [], skills: [], traits: [] };
    return {
      attributes: d.attributes.map((a) =>
        priceOf(`attribute:${a.id}`, `${a.name} ${a.value} → ${a.value + 1}`),
      ),
      skills: d.skills.map((s) => priceOf(`skill:${s.id}`, `${s.name} ${s.rating} → ${s.rating + 1}`)),
      traits: c.traits
        .filter(
          (t) => traitKind(t) === "positive" && c.traits.filter((x) => x.trait === t.trait).length === 1,
        )
        .map((t) => priceOf(`trait:${t.trait}`, `${traitName(t)} ${t.rating} → ${t.rating + 1}`)),
    };
  }, [priceOf, d, c]);

  if (!model || !priceOf) return null;
  const unlearned = skillCatalog(o).filter((s) => !(c.skills[s.id] ?? 0));
  const learnOffer = learn
    ? priceOf(`skill:${learn}`, `learn ${skillCatalog(o).find((s) => s.id === learn)?.name} (1)`)
    : null;
  const gainDef = gain ? traitDef(gain) : undefined;
  const gainOffer = gainDef
    ? priceOf(
        `new-trait:${gain}${detail.trim() ? `:${detail.trim()}` : ""}`,
        `new trait ${gainDef.name} 1 (the GM approves it)`,
      )
    : null;

  async function buy(purchase: string, what: string) {
    if (!model) return;
    setBusy(true);
    setRefusal(null);
    try {
      // The GM and the player alike send the ruleset's buy action: the server prices it again
      // against the character as it is now, and a player may buy only for their own character.
      await store.send({ type: "action", action: "buy", params: { actor: character.id, buy: [purchase] } });
      toast(`${character.name}: ${what}`);
      if (purchase.startsWith("new-trait")) {
        setGain("");
        setDetail("");
      } else if (purchase === `skill:${learn}`) setLearn("");
    } catch (e) {
      // Shown on the offer's own row, where the player clicked.
      setRefusal({ purchase, message: errorText(e) });
    } finally {
      setBusy(false);
    }
  }

  async function give(ev: FormEvent) {
    ev.preventDefault();
    const n = Number(award);
    if (!Number.isInteger(n) || n < 0) {
      toast("The XP award is a whole number", "error");
      return;
    }
    setBusy(true);
    try {
      await store.send({
        type: "action",
        action: "award",
        params: { actor: character.id, amount: n, reason: reason.trim() || "session played" },
      });
      setAward("");
      setReason("");
    } catch (e) {
      toast(errorText(e), "error");
    } finally {
      setBusy(false);
    }
  }

  const row = (x: Offer) => {
    const refused = refusal?.purchase === x.purchase ? refusal.message : null;
    const errorId = `${id}-refused-${x.purchase}`;
    return (
      <li key={x.purchase} data-purchase={x.purchase}>
        <span className="offer-text">
          {x.what}
          {x.refused ? <span className="lok-why muted small">{x.refused}</span> : null}
        </span>
        <span className="offer-cost">{x.cost === null ? "—" : `${x.cost} XP`}</span>
        <button
          type="button"
          className="btn btn-small"
          disabled={busy || x.refused !== null}
          onClick={() => buy(x.purchase, x.what)}
          aria-label={`Buy ${x.what}`}
          aria-describedby={refused ? errorId : undefined}
        >
          Buy
        </button>
        {refused ? (
          <p className="field-error obj-refused" role="alert" id={errorId} data-testid="buy-refused">
            Not bought: {refused}
          </p>
        ) : null}
      </li>
    );
  };

  return (
    <section className="sheet-section obj-advance" aria-label="Advancement">
      <h3>Advancement · {c.xp} XP</h3>
      <p className="hint">A step to rating r costs r² XP; a new skill 4, a new trait 6.</p>
      <p className="lok-offers-head">Attributes</p>
      <ul className="offers lok-offers">{offers.attributes.map(row)}</ul>
      {offers.skills.length ? (
        <>
          <p className="lok-offers-head">Skills</p>
          <ul className="offers lok-offers">{offers.skills.map(row)}</ul>
        </>
      ) : null}
      {offers.traits.length ? (
        <>
          <p className="lok-offers-head">Traits</p>
          <ul className="offers lok-offers">{offers.traits.map(row)}</ul>
        </>
      ) : null}
      <details className="small">
        <summary>Learn a skill or gain a trait</summary>
        <div className="form">
          <div className="field">
            <label htmlFor={`${id}-l`}>New skill</label>
            <select id={`${id}-l`} value={learn} onChange={(e) => setLearn(e.target.value)}>
              <option value="">Choose…</option>
              {unlearned.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          {learnOffer ? <ul className="offers lok-offers">{row(learnOffer)}</ul> : null}
          <div className="field-row tight">
            <div className="field">
              <label htmlFor={`${id}-g`}>New trait</label>
              <select id={`${id}-g`} value={gain} onChange={(e) => setGain(e.target.value)}>
                <option value="">Choose…</option>
                {TRAITS.filter((t) => t.kind === "positive").map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            </div>
            {gainDef && (gainDef.requires === "sense" || gainDef.requires === "trigger") ? (
              <div className="field">
                <label htmlFor={`${id}-gd`}>{gainDef.requires === "sense" ? "Sense" : "Trigger"}</label>
                <input id={`${id}-gd`} value={detail} onChange={(e) => setDetail(e.target.value)} />
              </div>
            ) : null}
          </div>
          {gainOffer ? <ul className="offers lok-offers">{row(gainOffer)}</ul> : null}
        </div>
      </details>
      {isGm && actionOf(info, "award") ? (
        <details className="small">
          <summary>Award XP (GM)</summary>
          <form className="form" onSubmit={give}>
            <div className="field-row tight">
              <div className="field">
                <label htmlFor={`${id}-aw`}>XP to award</label>
                <input
                  id={`${id}-aw`}
                  type="number"
                  min={0}
                  inputMode="numeric"
                  value={award}
                  placeholder={String(o.xpPerSession)}
                  onChange={(e) => setAward(e.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-ar`}>For</label>
                <input id={`${id}-ar`} value={reason} onChange={(e) => setReason(e.target.value)} />
              </div>
            </div>
            <div className="actions">
              <button type="submit" className="btn btn-small" disabled={busy || award.trim() === ""}>
                Award
              </button>
            </div>
          </form>
        </details>
      ) : null}
      {c.xpLog.length ? (
        <details className="small">
          <summary>XP history</summary>
          <ul className="refused">
            {c.xpLog.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only
              <li key={i}>
                {e.amount > 0 ? `+${e.amount}` : e.amount} {e.reason} → {e.balance}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
