// The Lucky 13 sheet as the book lays one out: hit points as rows of boxes, one row per Pulse die,
// with the die a wounded character can still roll; the five ability dice and the skill dice with
// their specializations; background and impairments; weapons and the Defensive die; Adventure
// Points and reputation. A quick check names ability, skill and Difficulty and shows its chance
// (the server's odds for the table as it is) before the roll; advancement is priced by the
// ruleset's advance model before anything is bought.

import { useId, useMemo, useState } from "react";
import {
  type DerivedSheet,
  DICE,
  type Die,
  dieIndex,
  type L13Character,
  type L13Options,
  nextDie,
  parsePurchase,
  skillLabel,
} from "../../../../src/rulesets/lucky13/character/index.js";
import { errorText } from "../../components/ErrorNote.js";
import { useTable } from "../../table/context.js";
import { AwardPoints, PointsHistory } from "../generic/award.js";
import { type DerivedSheetProps, whenDerived } from "../generic/GenericSheet.js";
import { type Offer, OfferGroup, OfferRow, priceOffer } from "../generic/offers.js";
import { actionOf, ConditionChips, HarmAndHeal, ResourceBars, useConditionsOf } from "../generic/parts.js";
import { QuickCheckForm } from "../generic/quick-roll.js";
import { SheetEnd, SheetHeader } from "../generic/sheet-frame.js";
import type { SheetProps } from "../types.js";
import "./builder-kit.css";
import "./lucky13.css";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

export const Lucky13Sheet = whenDerived<DerivedSheet, L13Options, L13Character>(Sheet);

function Sheet(props: DerivedSheetProps<DerivedSheet, L13Options, L13Character>) {
  const { character, info, canEdit, isGm, d, o, c } = props;
  const t = d.terms;
  const conditions = useConditionsOf(character.id);
  const status = {
    ok: null,
    dying: <span className="lok-tag bad">dying</span>,
    stable: <span className="lok-tag warn">stable, unconscious</span>,
    dead: <span className="lok-tag bad">dead</span>,
  }[d.status];
  const pulseLabel = o.labels.abilities[o.hpAbility];

  return (
    <article
      className="sheet l13-sheet"
      aria-labelledby={`sheet-${character.id}`}
      data-character={character.id}
      data-ruleset="lucky13"
    >
      <SheetHeader
        character={character}
        marks={
          <>
            {d.npc ? <span className="lok-tag">NPC</span> : null}
            {status}
            {d.recuperating ? <span className="lok-tag warn">recuperating</span> : null}
          </>
        }
      />

      <section className="sheet-section" aria-label="Hit points">
        <h3>
          {t.hitPoints} and {pulseLabel}
        </h3>
        <ResourceBars resources={[{ key: "hp", label: t.hitPoints, current: d.hp, max: d.maxHp }]} />
        <HpTrack c={c} o={o} d={d} />
        <dl className="lok-facts" data-testid="vitals">
          <div className={`lok-fact ${d.pulse === null ? "bad" : ""}`} data-fact="pulse">
            <dt>{pulseLabel} now</dt>
            <dd>
              {d.pulse ?? "none"}
              {d.pulse !== d.permanentPulse ? (
                <span className="small muted"> of {d.permanentPulse}</span>
              ) : null}
            </dd>
          </div>
          <div className="lok-fact" data-fact="death">
            <dt>Dies at</dt>
            <dd>{signed(d.deathAt)}</dd>
          </div>
          <div className="lok-fact" data-fact="defense">
            <dt>Defense</dt>
            <dd>
              {d.defensiveDie ?? <span className="small muted">none</span>}
              {d.defensiveSource ? <span className="small muted"> {d.defensiveSource}</span> : null}
            </dd>
          </div>
          <div className="lok-fact" data-fact="ap">
            <dt>{t.adventurePointsShort}</dt>
            <dd>{d.ap}</dd>
          </div>
          {d.reputation !== null ? (
            <div className="lok-fact" data-fact="reputation">
              <dt>{cap(t.reputation)}</dt>
              <dd>{signed(d.reputation)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      {isGm ? <HarmAndHeal character={character} info={info} /> : null}
      <ConditionChips conditions={conditions} />
      {canEdit && d.status === "ok" ? (
        <QuickCheck character={character} info={info} c={c} o={o} d={d} />
      ) : null}
      {canEdit && d.status !== "ok" ? (
        <p className="notice small">
          {character.name} is {d.status === "dead" ? "dead" : "unconscious"} and cannot act.
        </p>
      ) : null}

      <section className="sheet-section" aria-label="Abilities and skills">
        <h3>Abilities</h3>
        <ul className="l13-abilities">
          {d.abilities.map((a) => (
            <li key={a.id} data-ability={a.id}>
              <span className="l13-ab-label">{a.label}</span>
              <span className={`lok-die big ${a.current !== a.die ? "low" : ""}`}>{a.current ?? "—"}</span>
              {a.current !== a.die ? <span className="small muted">of {a.die}</span> : null}
            </li>
          ))}
        </ul>
        <h3 className="lok-sub">{cap(t.skills)}</h3>
        <table className="lok-table" data-testid="skills">
          <thead>
            <tr>
              <th scope="col">Skill</th>
              <th scope="col">Die</th>
              <th scope="col">{cap(t.specializations)}</th>
            </tr>
          </thead>
          <tbody>
            {d.skills.map((s) => {
              const specs = d.specializations.filter((x) => x.skill === s.id);
              return (
                <tr key={s.id}>
                  <th scope="row">
                    {s.label}
                    {s.combat ? <span className="lok-tag">combat</span> : null}
                  </th>
                  <td>
                    <span className="lok-die">{s.die ?? "—"}</span>
                  </td>
                  <td>
                    {specs.length === 0 ? <span className="muted">—</span> : null}
                    {specs.map((x) => (
                      <div key={x.id} className="l13-spec">
                        {x.name}{" "}
                        <span className="lok-pips" role="img" aria-label={`level ${x.level} of 5`}>
                          {[1, 2, 3, 4, 5].map((n) => (
                            <span key={n} className={`lok-pip ${n <= x.level ? "on" : ""}`} />
                          ))}
                        </span>
                      </div>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      {c.background || c.impairments.length > 0 ? (
        <section className="sheet-section" aria-label="Background and impairments">
          {c.background ? (
            <>
              <h3>{cap(t.background)}</h3>
              <p className="lok-note">
                <strong>{c.background.name}</strong>
                {c.background.description ? ` — ${c.background.description}` : ""}
                <span className="muted small"> (advantage when invoked)</span>
              </p>
            </>
          ) : null}
          {c.impairments.length > 0 ? (
            <>
              <h3 className={c.background ? "lok-sub" : ""}>{cap(t.impairments)}</h3>
              <ul className="l13-plain">
                {c.impairments.map((i) => (
                  <li key={i.name}>
                    <strong>{i.name}</strong>
                    {i.description ? ` — ${i.description}` : ""}
                  </li>
                ))}
              </ul>
              <p className="hint">Disadvantage when one comes into play.</p>
            </>
          ) : null}
        </section>
      ) : null}

      <section className="sheet-section" aria-label="Weapons and armor">
        <h3>Weapons and armor</h3>
        {c.weapons.length > 0 || o.unarmedWeapon ? (
          <table className="lok-table" data-testid="weapons">
            <thead>
              <tr>
                <th scope="col">Weapon</th>
                <th scope="col">Accuracy</th>
                <th scope="col">Damage</th>
              </tr>
            </thead>
            <tbody>
              {c.weapons.map((w) => (
                <tr key={w.name}>
                  <th scope="row">{w.name}</th>
                  <td>
                    <span className="lok-die">{w.accuracy}</span>
                  </td>
                  <td>
                    <span className="lok-die">{w.damage}</span>
                  </td>
                </tr>
              ))}
              {o.unarmedWeapon ? (
                <tr>
                  <th scope="row">{o.unarmedWeapon.name}</th>
                  <td>
                    <span className="lok-die">{o.unarmedWeapon.accuracy}</span>
                  </td>
                  <td>
                    <span className="lok-die">{o.unarmedWeapon.damage}</span>
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        ) : (
          <p className="muted small">No weapons.</p>
        )}
        <p className="lok-note">
          Defensive die: {d.defensiveDie ? `${d.defensiveDie} (${d.defensiveSource})` : "none"}
          {c.armor && c.defenses.length
            ? ` · armor ${c.armor}, ${c.defenses.map((x) => `${x.name} ${x.die}`).join(", ")}`
            : ""}
        </p>
        {d.assets.length > 0 ? (
          <>
            <h3 className="lok-sub">Assets</h3>
            <ul className="l13-plain">
              {d.assets.map((a) => (
                <li key={a.name}>
                  {a.name}{" "}
                  <span className="muted small">
                    ({a.qualityLabel}: +{a.quality} to {a.target})
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {canEdit ? <Advance {...props} /> : null}
      <SheetEnd {...props} notes={c.notes} />
    </article>
  );
}

/** The book's HP track: one row of boxes per Pulse die, the current die marked. */
function HpTrack({ c, o, d }: { c: L13Character; o: L13Options; d: DerivedSheet }) {
  const n = o.hpPerPulseDie;
  const top = dieIndex(d.permanentPulse);
  const rows = [];
  for (let k = top; k >= 1; k--) {
    const die = DICE[k - 1]!;
    const filled = Math.max(0, Math.min(n, c.hp - (k - 1) * n));
    rows.push({ die, filled, current: d.pulse === die });
  }
  return (
    <div
      className="l13-track"
      role="img"
      aria-label={`${d.terms.hitPoints} ${d.hp} of ${d.maxHp}; ${o.labels.abilities[o.hpAbility]} rolls ${d.pulse ?? "no die"}`}
      data-testid="hp-track"
    >
      {rows.map((r) => (
        <div key={r.die} className={`l13-row ${r.current ? "current" : ""}`}>
          <span className="lok-die">{r.die}</span>
          <span className="l13-boxes">
            {Array.from({ length: n }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: boxes are positional
              <span key={i} className={`l13-box ${i < r.filled ? "on" : ""}`} />
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}

// ── quick check ─────────────────────────────────────────────────────────────────────────────────

function QuickCheck({
  character,
  info,
  c,
  o,
  d,
}: {
  character: SheetProps["character"];
  info: SheetProps["info"];
  c: L13Character;
  o: L13Options;
  d: DerivedSheet;
}) {
  const id = useId();
  const check = actionOf(info, "check");
  const [ability, setAbility] = useState<string>(o.combatAbility);
  const [skill, setSkill] = useState<string>(o.combatSkill ?? o.skills[0]?.id ?? "");
  const [difficulty, setDifficulty] = useState<string>(
    o.difficultyLadder.some((x) => x.id === "moderate") ? "moderate" : (o.difficultyLadder[0]?.id ?? ""),
  );
  const [spec, setSpec] = useState("");
  const [background, setBackground] = useState(false);
  const [impairment, setImpairment] = useState(false);
  if (!check) return null;

  const specs = c.specializations.filter((s) => s.skill === skill);
  const specNow = specs.some((s) => s.id === spec) ? spec : "";
  const params = {
    actor: character.id,
    ability,
    skill,
    difficulty,
    ...(specNow ? { specialization: specNow } : {}),
    ...(background && c.background ? { background: true } : {}),
    ...(impairment && c.impairments.length ? { impairment: true } : {}),
  };
  const abilityDie = d.abilities.find((a) => a.id === ability)?.current ?? null;
  const skillDie = d.skills.find((s) => s.id === skill)?.die ?? null;
  const level = specs.find((s) => s.id === specNow)?.level ?? 0;
  const diff = o.difficultyLadder.find((x) => x.id === difficulty);
  return (
    <QuickCheckForm
      params={params}
      odds={!!check.odds}
      words={
        <>
          {o.labels.abilities[ability as keyof L13Options["labels"]["abilities"]]} {abilityDie ?? "no die"} +{" "}
          {skillLabel(o, skill)} {skillDie ?? "no die"}
          {level ? ` (+${level} step${level === 1 ? "" : "s"})` : ""}
          {diff?.die ? ` + ${diff.label} ${diff.die}` : ` (${diff?.label ?? "?"}: no Difficulty die)`}: 13 or
          more succeeds.
        </>
      }
    >
      <div className="lok-grid">
        <div className="field">
          <label htmlFor={`${id}-ab`}>Ability</label>
          <select id={`${id}-ab`} value={ability} onChange={(e) => setAbility(e.target.value)}>
            {d.abilities.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label} {a.current ?? "(none)"}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-sk`}>Skill</label>
          <select id={`${id}-sk`} value={skill} onChange={(e) => setSkill(e.target.value)}>
            {d.skills.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label} {s.die ?? "(untrained)"}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-df`}>Difficulty</label>
          <select id={`${id}-df`} value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
            {o.difficultyLadder.map((x) => (
              <option key={x.id} value={x.id}>
                {x.label} {x.die ?? "(no die)"}
              </option>
            ))}
          </select>
        </div>
        {specs.length > 0 ? (
          <div className="field">
            <label htmlFor={`${id}-sp`}>Specialization</label>
            <select id={`${id}-sp`} value={specNow} onChange={(e) => setSpec(e.target.value)}>
              <option value="">none</option>
              {specs.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} (+{s.level})
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {c.background || c.impairments.length ? (
        <div className="row wrap small">
          {c.background ? (
            <label className="check" htmlFor={`${id}-bg`}>
              <input
                id={`${id}-bg`}
                type="checkbox"
                checked={background}
                onChange={(e) => setBackground(e.target.checked)}
              />{" "}
              Invoke {c.background.name} (advantage)
            </label>
          ) : null}
          {c.impairments.length ? (
            <label className="check" htmlFor={`${id}-im`}>
              <input
                id={`${id}-im`}
                type="checkbox"
                checked={impairment}
                onChange={(e) => setImpairment(e.target.checked)}
              />{" "}
              An impairment applies (disadvantage)
            </label>
          ) : null}
        </div>
      ) : null}
    </QuickCheckForm>
  );
}

// ── advancement ─────────────────────────────────────────────────────────────────────────────────

function Advance({ character, ruleset, isGm, info, o, c }: SheetProps & { o: L13Options; c: L13Character }) {
  const { store, toast } = useTable();
  const id = useId();
  const model = ruleset?.character.advance;
  const ap = o.labels.terms.adventurePointsShort;
  const timed = o.spendTiming === "betweenAdventures";
  const [between, setBetween] = useState(true);
  const [busy, setBusy] = useState(false);
  const [specName, setSpecName] = useState("");
  const [specSkill, setSpecSkill] = useState(o.combatSkill ?? o.skills[0]?.id ?? "");

  const priceOf = useMemo(() => {
    if (!model) return null;
    return (purchase: string, what: string) =>
      priceOffer(model, c, o, { key: "ap", unit: ap }, between || !timed, purchase, what);
  }, [model, c, o, between, timed, ap]);

  const offers = useMemo(() => {
    if (!priceOf) return { abilities: [], specs: [], skills: [] };
    const abilities = (Object.keys(c.abilities) as (keyof L13Character["abilities"])[]).map((a) => {
      const die = c.abilities[a];
      const next = nextDie(die);
      return priceOf(`ability:${a}`, `${o.labels.abilities[a]} ${die} → ${next ?? "d12 (top)"}`);
    });
    const specs = c.specializations.map((s) =>
      priceOf(`level:${s.id}`, `${s.name} level ${s.level} → ${Math.min(5, s.level + 1)}`),
    );
    const skills =
      o.skillIncreaseCost === null
        ? []
        : o.skills.map((s) => {
            const die = c.skills[s.id] ?? null;
            const next = die ? nextDie(die as Die) : null;
            return priceOf(`skill:${s.id}`, `${skillLabel(o, s.id)} ${die ?? "untrained"} → ${next ?? "—"}`);
          });
    return { abilities, specs, skills };
  }, [priceOf, c, o]);

  if (!model || !priceOf) return null;
  const newSpec = specName.trim()
    ? priceOf(
        `specialization:${specSkill}:${specName.trim()}`,
        `${specName.trim()} (${skillLabel(o, specSkill)}) at level 1`,
      )
    : null;

  async function buy(purchase: string, what: string) {
    setBusy(true);
    try {
      await store.send({
        type: "action",
        action: "buy",
        params: {
          actor: character.id,
          purchases: [parsePurchase(purchase)],
          betweenAdventures: between || !timed,
        },
      });
      toast(`${character.name}: ${what}`);
      if (purchase.startsWith("specialization:")) setSpecName("");
    } catch (e) {
      toast(errorText(e), "error");
    } finally {
      setBusy(false);
    }
  }

  const row = (x: Offer) => (
    <OfferRow key={x.purchase} offer={x} unit={ap} busy={busy} onBuy={() => buy(x.purchase, x.what)} />
  );

  return (
    <section className="sheet-section" aria-label="Advancement">
      <h3>
        Advancement · {c.ap} {ap}
      </h3>
      {timed ? (
        <label className="check small" htmlFor={`${id}-between`}>
          <input
            id={`${id}-between`}
            type="checkbox"
            checked={between}
            onChange={(e) => setBetween(e.target.checked)}
          />{" "}
          Between adventures (the only time {ap} can be spent)
        </label>
      ) : null}
      <OfferGroup title="Ability dice">{offers.abilities.map(row)}</OfferGroup>
      {offers.specs.length ? (
        <OfferGroup title={cap(o.labels.terms.specializations)}>{offers.specs.map(row)}</OfferGroup>
      ) : null}
      {offers.skills.length ? <OfferGroup title="Skill dice">{offers.skills.map(row)}</OfferGroup> : null}
      <details className="small">
        <summary>New specialization</summary>
        <div className="form">
          <div className="field-row tight">
            <div className="field">
              <label htmlFor={`${id}-sn`}>Name</label>
              <input id={`${id}-sn`} value={specName} onChange={(e) => setSpecName(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-ss`}>Of the skill</label>
              <select id={`${id}-ss`} value={specSkill} onChange={(e) => setSpecSkill(e.target.value)}>
                {o.skills.map((s) => (
                  <option key={s.id} value={s.id}>
                    {skillLabel(o, s.id)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {newSpec ? <ul className="offers lok-offers">{row(newSpec)}</ul> : null}
        </div>
      </details>
      {isGm && actionOf(info, "award") ? (
        <AwardPoints
          character={character}
          unit={ap}
          fallback="the adventure"
          hint={
            <>
              Usually {o.apGuidelineRange[0]}–{o.apGuidelineRange[1]} for an adventure.
            </>
          }
          busy={busy}
          onBusy={setBusy}
        />
      ) : null}
      <PointsHistory unit={ap} log={c.apLog} />
    </section>
  );
}
