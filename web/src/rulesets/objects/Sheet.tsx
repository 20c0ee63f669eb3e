// The Objects sheet as the book thinks of one: six attributes, skills and traits whose ratings are
// dice in a pool; Health (twice Stamina) with lethal and non-lethal damage kept apart and the states
// they lead to; armour, the successes an attacker needs, movement and breath; experience. A draft
// shows what waits for the GM, who approves and finishes it here. A quick check names the pool and
// the successes needed and shows the chance (the server's odds) before the roll; advancement is
// priced by the ruleset's advance model before anything is bought.

import { useEffect, useId, useMemo, useState } from "react";
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
import { useTable } from "../../table/context.js";
import { AmountInput } from "../generic/amount-input.js";
import { AwardPoints, PointsHistory } from "../generic/award.js";
import { type DerivedSheetProps, whenDerived } from "../generic/GenericSheet.js";
import { type Offer, OfferGroup, OfferRow, priceOffer } from "../generic/offers.js";
import { actionOf, ConditionChips, ResourceBars, useConditionsOf } from "../generic/parts.js";
import { QuickCheckForm } from "../generic/quick-roll.js";
import { SheetEnd, SheetHeader } from "../generic/sheet-frame.js";
import { Stepper } from "../lucky13/builder-kit.js";
import type { SheetProps } from "../types.js";
import "../lucky13/builder-kit.css";
import "./objects.css";

const signed = (n: number) => (n < 0 ? `−${-n}` : `${n}`);

export const ObjectsSheet = whenDerived<ObjDerived, ObjOptions, ObjCharacter>(Sheet);

type Props = DerivedSheetProps<ObjDerived, ObjOptions, ObjCharacter>;

function Sheet(props: Props) {
  const { character, info, canEdit, isGm, d, o, c } = props;
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
      <SheetHeader
        character={character}
        marks={
          <>
            {d.npc ? <span className="lok-tag">NPC</span> : null}
            {d.draft ? <span className="lok-tag warn">draft</span> : null}
            {states.map((s) => (
              <span key={s} className={`lok-tag ${s === "helpless" ? "warn" : "bad"}`}>
                {s}
              </span>
            ))}
          </>
        }
      >
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
      </SheetHeader>

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
      <SheetEnd {...props} notes={c.notes} />
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
          <AmountInput id={`${id}-a`} value={amount} onChange={setAmount} />
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
  const id = useId();
  const check = actionOf(info, "check");
  const [attribute, setAttribute] = useState("dexterity");
  const best = d.skills.slice().sort((a, b) => b.rating - a.rating)[0]?.id;
  const [withEntry, setWith] = useState<string>(best ? `skill:${best}` : "attribute:wisdom");
  const [difficulty, setDifficulty] = useState(1);
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
  if (!check) return null;

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
    <QuickCheckForm
      params={params}
      odds={!!check.odds}
      words={
        <>
          {attr?.short} {attr?.value} + {pairName ?? "?"}
          {kind === "skill" && !rated[entry] ? " (unskilled)" : ""}: {difficulty} success
          {difficulty === 1 ? "" : "es"} needed{difficulty === 1 ? " (trivial)" : ""}; each d{die.sides}{" "}
          showing {die.targetNumber}+ is one.
        </>
      }
    >
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
    </QuickCheckForm>
  );
}

// ── advancement ─────────────────────────────────────────────────────────────────────────────────

function Advance({ character, ruleset, isGm, info, o, c, d }: Props) {
  const { store, toast } = useTable();
  const id = useId();
  const model = ruleset?.character.advance;
  const [busy, setBusy] = useState(false);
  const [learn, setLearn] = useState("");
  const [gain, setGain] = useState("");
  const [detail, setDetail] = useState("");
  /** The server's answer to the last purchase it refused, shown next to that offer. */
  const [refusal, setRefusal] = useState<{ purchase: string; message: string } | null>(null);
  // What the server refused was priced against the XP then; a new balance makes it stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the XP changes
  useEffect(() => setRefusal(null), [c.xp]);

  const priceOf = useMemo(() => {
    if (!model) return null;
    return (purchase: string, what: string) =>
      priceOffer(model, c, o, { key: "xp", unit: "XP" }, true, purchase, what);
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

  const row = (x: Offer) => (
    <OfferRow
      key={x.purchase}
      offer={x}
      unit="XP"
      busy={busy}
      onBuy={() => buy(x.purchase, x.what)}
      refusal={
        refusal?.purchase === x.purchase
          ? { id: `${id}-refused-${x.purchase}`, message: refusal.message }
          : null
      }
    />
  );

  return (
    <section className="sheet-section obj-advance" aria-label="Advancement">
      <h3>Advancement · {c.xp} XP</h3>
      <p className="hint">A step to rating r costs r² XP; a new skill 4, a new trait 6.</p>
      <OfferGroup title="Attributes">{offers.attributes.map(row)}</OfferGroup>
      {offers.skills.length ? <OfferGroup title="Skills">{offers.skills.map(row)}</OfferGroup> : null}
      {offers.traits.length ? <OfferGroup title="Traits">{offers.traits.map(row)}</OfferGroup> : null}
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
        <AwardPoints
          character={character}
          unit="XP"
          fallback="session played"
          placeholder={String(o.xpPerSession)}
          busy={busy}
          onBusy={setBusy}
        />
      ) : null}
      <PointsHistory unit="XP" log={c.xpLog} />
    </section>
  );
}
