// The Dice Engine sheet: the eight stats with their training, HP and Stun with the stun dice, the
// three DVs, speed and the other values that follow the stats live, the equipment the table holds
// for it (weapons with their attack types and rounds left, armour, a held shield), perks, skills
// and focuses, XP and Total XP; a check (2d10 + stat + focus against a DC) with its exact chance before the roll;
// and XP spending, every purchase priced by the ruleset's advance model before it is bought.

import { type FormEvent, useId, useMemo, useState } from "react";
import { attackNote } from "../../../../src/rulesets/dice-engine/actions/attack-state.js";
import {
  combatNote,
  type Equipment as EquipmentData,
} from "../../../../src/rulesets/dice-engine/actions/combat-state.js";
import { attackTypeRow } from "../../../../src/rulesets/dice-engine/attack/types.js";
import type { Weapon } from "../../../../src/rulesets/dice-engine/attack/weapon.js";
import { maxRank } from "../../../../src/rulesets/dice-engine/catalogue/perks.js";
import { type Catalogue, catalogueFor } from "../../../../src/rulesets/dice-engine/catalogue/setting.js";
import { statName } from "../../../../src/rulesets/dice-engine/catalogue/stats.js";
import type { DeCharacter, DeDerived } from "../../../../src/rulesets/dice-engine/character/index.js";
import { raceOf } from "../../../../src/rulesets/dice-engine/character/subject.js";
import { STATS, type Stat } from "../../../../src/rulesets/dice-engine/check/stats.js";
import { DAMAGE_TYPES } from "../../../../src/rulesets/dice-engine/damage/types.js";
import { ARMOUR_TYPES } from "../../../../src/rulesets/dice-engine/defence/armour.js";
import type { DiceEngineOptions } from "../../../../src/rulesets/dice-engine/options.js";
import { errorText } from "../../components/ErrorNote.js";
import { useTable } from "../../table/context.js";
import { signed } from "../beat15/kit/builder.js";
import { CountField, RollForm, useSendAction } from "../beat15/kit/roll.js";
import {
  AwardXp,
  BuyPreview,
  Facts,
  NotesSection,
  Section,
  SheetHead,
  StatTiles,
  UnfitSheet,
} from "../beat15/kit/sheet.js";
import { price } from "../generic/advance.js";
import { AmountInput } from "../generic/amount-input.js";
import {
  ConditionChips,
  OtherActions,
  ResourceBars,
  SheetTools,
  useConditionsOf,
  useDerived,
} from "../generic/parts.js";
import type { Resource } from "../generic/resources.js";
import type { SheetProps } from "../types.js";
import { EquipmentFields, equipmentDraft, equipmentInput, equipmentIssues } from "./equipment.js";
import "../beat15/kit/kit.css";

export function DiceEngineSheet(props: SheetProps) {
  const { character, options, canEdit, info } = props;
  const o = options as DiceEngineOptions | null;
  const c = character.data as DeCharacter;
  const d = useDerived<DeDerived>(props);
  const conditions = useConditionsOf(character.id);
  if (!d || !o) return <UnfitSheet character={character} canEdit={canEdit} />;
  const cat = catalogueFor(o);
  const race = raceOf(c, cat);
  const resources: Resource[] =
    d.health === "hpStun"
      ? [
          { key: "hp", label: "HP", current: c.current.hp, max: d.maxHp },
          { key: "stun", label: "Stun", current: c.current.stun, max: d.maxStun },
        ]
      : [];
  const tags = [
    race.name,
    ...(c.created ? [] : [`in creation · ${c.sp} SP`]),
    ...(c.fatigue > 0 ? [`fatigue ${c.fatigue}`] : []),
  ];
  return (
    <article className="sheet" aria-labelledby={`sheet-${character.id}`} data-character={character.id}>
      <SheetHead character={character} tags={tags} />
      {c.concept ? (
        <p className="small muted" style={{ margin: 0 }}>
          {c.concept}
        </p>
      ) : null}
      <ResourceBars resources={resources} />
      {props.isGm && info.actions.some((a) => a.id === "damage") ? <GmDamage character={character} /> : null}
      {d.health === "resilience" ? <Facts rows={[["Resilience", String(c.current.res ?? 0)]]} /> : null}
      <ConditionChips conditions={conditions} />
      <StatTiles
        label="Stats"
        tiles={STATS.map((s) => ({
          key: s,
          label: statName(s),
          value: signed(c.stats[s]),
          note:
            c.training[s] === "expert" ? "Expert" : c.training[s] === "proficient" ? "Proficient" : undefined,
          ...(c.training[s] ? { tone: "accent" as const } : {}),
        }))}
      />
      <Facts
        label="Derived values"
        rows={[
          ["DV", `${d.dv.normal} · Touch ${d.dv.touch} · Surprised ${d.dv.surprised}`, "de-dv"],
          ...(d.dv.ea || d.dv.pa ? ([["Armour", `PA ${d.dv.pa}, EA ${d.dv.ea}`]] as [string, string][]) : []),
          ["Stun dice", `${d.stunDice.left} of ${d.stunDice.count} left (${d.stunDice.die})`, "de-stun-dice"],
          [
            "Speed",
            d.speed === null
              ? "— (the race gives no base speed)"
              : `${d.speed} m · climb ${d.climbSpeed} · swim ${d.swimSpeed}`,
            "de-speed",
          ],
          ["Initiative", d.initiative],
          ["Throwing range", `${d.throwingRange} m`],
          [
            "Leap",
            d.leap
              ? `${d.leap.running} m running, ${d.leap.standing} m standing`
              : "— (no gravity: zero-g movement instead)",
          ],
          ["Bulk", `${d.bulk.columns} × ${d.bulk.rows} (${d.bulk.size})`],
          ...(d.martialValue ? ([["Martial Value", String(d.martialValue)]] as [string, string][]) : []),
          ...(d.vibrosense !== null ? ([["Vibrosense", String(d.vibrosense)]] as [string, string][]) : []),
          ["XP", `${c.xp} (Total XP ${c.totalXp})`, "de-xp"],
        ]}
      />
      {/* Only the GM equips: the server refuses a player's Equip, so a player is not offered it. */}
      <Equipment
        id={character.id}
        cat={cat}
        canEdit={props.isGm && info.actions.some((a) => a.id === "equip")}
      />
      {canEdit && info.actions.some((a) => a.id === "check") ? <QuickCheck {...props} cat={cat} /> : null}
      <Section title="Perks">
        {Object.keys(c.perks).length === 0 ? (
          <p className="kit-empty">No perks.</p>
        ) : (
          <ul className="kit-list">
            {Object.entries(c.perks).map(([id, h]) => {
              const p = cat.perks.get(id);
              return (
                <li key={id}>
                  <span className="kit-list-head">
                    <span className="kit-list-name">
                      {p?.name ?? id}
                      {p && maxRank(p) > 1 ? ` ${h.rank}/${maxRank(p)}` : ""}
                    </span>
                    {h.source === "race" ? <span className="badge">from the race</span> : null}
                  </span>
                  {p ? <span className="kit-list-text">{p.summary}</span> : null}
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <Section title="Skills and focuses">
        <Facts
          rows={[
            ["Skills", c.skills.map((k) => cat.skills.get(k)?.name ?? k).join(", ") || "none"],
            [
              "Focuses",
              Object.entries(c.focuses)
                .map(([id, r]) => `${cat.focuses.get(id)?.name ?? id} ${r}`)
                .join(", ") || "none",
            ],
          ]}
        />
      </Section>
      <Advancement {...props} cat={cat} />
      <NotesSection notes={c.notes} />
      {canEdit ? <OtherActions character={character} info={info} /> : null}
      <SheetTools character={character} canEdit={canEdit} />
    </article>
  );
}

/** One weapon in a line: damage, the stat it rolls, its attack types, its range. */
function weaponLine(w: Weapon): string {
  const damageType =
    (DAMAGE_TYPES as Record<string, { name: string } | undefined>)[w.damageType]?.name ?? w.damageType;
  const attacks = w.attacks
    .map((a) => `${attackTypeRow(a.type).name}${a.ratings.length ? `:[${a.ratings.join(", ")}]` : ""}`)
    .join(", ");
  const range = w.range
    ? `range ${w.range.from}–${w.range.to} m, max ${w.range.max} m`
    : w.melee
      ? "melee"
      : "";
  return [
    `${w.damage} ${damageType.toLowerCase()}`,
    statName(w.stat),
    attacks,
    range,
    w.ap ? `AP ${w.ap}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * What the character fights with, as the table holds it (the `equip` action sets it): weapons with
 * their attack types and the rounds left where someone counts them, worn armour, a held shield.
 */
function Equipment({ id, canEdit, cat }: { id: string; canEdit: boolean; cat: Catalogue }) {
  const { snap } = useTable();
  const state = snap.state;
  const held = useMemo(() => {
    if (!state) return null;
    try {
      return { gear: combatNote(state, id).equipment, ammo: attackNote(state, id).ammo };
    } catch {
      return null; // a note the rules cannot read: the log shows what happened
    }
  }, [state, id]);
  if (!held) return null;
  const { gear, ammo } = held;
  const empty = gear.weapons.length === 0 && !gear.armour && !gear.held;
  return (
    <Section title="Equipment">
      {empty ? (
        <p className="kit-empty">
          Nothing equipped: the Unarmed Strike (Heavy:[2]) only.{" "}
          {canEdit
            ? "Change equipment below to give weapons and armour."
            : "The GM hands out weapons and armour."}
        </p>
      ) : (
        <ul className="kit-list" data-testid="de-equipment">
          {gear.weapons.map((w) => (
            <li key={w.id}>
              <span className="kit-list-head">
                <span className="kit-list-name">{w.name}</span>
                {ammo[w.id] !== undefined ? <span className="badge">{ammo[w.id]} rounds left</span> : null}
              </span>
              <span className="kit-list-text">{weaponLine(w)}</span>
            </li>
          ))}
          {gear.armour ? (
            <li>
              <span className="kit-list-head">
                <span className="kit-list-name">{gear.armour.name}</span>
                <span className="badge">worn</span>
              </span>
              <span className="kit-list-text">
                {ARMOUR_TYPES[gear.armour.type].name} armour · PA {gear.armour.pa} · EA {gear.armour.ea}
              </span>
            </li>
          ) : null}
          {gear.held ? (
            <li>
              <span className="kit-list-head">
                <span className="kit-list-name">{gear.held.name}</span>
                <span className="badge">held</span>
              </span>
              <span className="kit-list-text">
                PA {gear.held.pa} · EA {gear.held.ea}
              </span>
            </li>
          ) : null}
        </ul>
      )}
      {/* Starts again from what is carried whenever that changes (here or at the table). */}
      {canEdit ? <EquipmentEditor key={JSON.stringify(gear)} id={id} current={gear} cat={cat} /> : null}
    </Section>
  );
}

/**
 * Changing what the character carries: one small form per weapon and armour piece (the builder's
 * gear step), checked by the ruleset's own schema as it is typed, sent as the Equip action.
 */
function EquipmentEditor({ id, current, cat }: { id: string; current: EquipmentData; cat: Catalogue }) {
  const { busy, send } = useSendAction();
  const [draft, setDraft] = useState(() => equipmentDraft(current));
  const issues = useMemo(() => equipmentIssues(draft), [draft]);
  async function save(ev: FormEvent) {
    ev.preventDefault();
    if (issues.size > 0) return;
    await send("equip", { actor: id, equipment: equipmentInput(draft) }, "Equipment saved");
  }
  return (
    <details className="more-fields">
      <summary>Change equipment</summary>
      <form className="form" onSubmit={save} noValidate data-testid="de-equipment-editor">
        <EquipmentFields value={draft} onChange={setDraft} cat={cat} issues={issues} />
        <button type="submit" className="btn" disabled={busy || issues.size > 0}>
          Save equipment
        </button>
      </form>
    </details>
  );
}

function QuickCheck({ character, cat }: SheetProps & { cat: Catalogue }) {
  const c = character.data as DeCharacter;
  const ids = { stat: useId(), focus: useId(), dc: useId(), adv: useId(), dis: useId() };
  const [stat, setStat] = useState<Stat>("agility");
  const [focus, setFocus] = useState("");
  const [dc, setDc] = useState("15");
  const [adv, setAdv] = useState(0);
  const [dis, setDis] = useState(0);
  const n = Number(dc);
  const params =
    dc.trim() === "" || !Number.isInteger(n)
      ? null
      : {
          actor: character.id,
          stat,
          ...(focus ? { focus } : {}),
          dc: n,
          advantage: Array.from({ length: adv }, (_, i) => `advantage ${i + 1}`),
          disadvantage: Array.from({ length: dis }, (_, i) => `disadvantage ${i + 1}`),
        };
  const own = Object.keys(c.focuses);
  return (
    <Section title="Quick check" testId="quick-check">
      <p className="hint" style={{ marginBottom: 8 }}>
        2d10 + stat (+ focus rating), meet or beat the DC; Proficiency rolls a d12 for one d10.
      </p>
      <RollForm action="check" params={params} submitLabel="Roll check" label="Quick check">
        <div className="field">
          <label htmlFor={ids.stat}>Stat</label>
          <select id={ids.stat} value={stat} onChange={(e) => setStat(e.target.value as Stat)}>
            {STATS.map((s) => (
              <option key={s} value={s}>
                {statName(s)} ({signed(c.stats[s])}
                {c.training[s] ? `, ${c.training[s] === "expert" ? "E" : "P"}` : ""})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.dc}>DC</label>
          <input
            id={ids.dc}
            type="number"
            inputMode="numeric"
            value={dc}
            onChange={(e) => setDc(e.target.value)}
          />
        </div>
        <div className="field field-wide">
          <label htmlFor={ids.focus}>Focus</label>
          <select id={ids.focus} value={focus} onChange={(e) => setFocus(e.target.value)}>
            <option value="">None</option>
            {own.map((id) => (
              <option key={id} value={id}>
                {cat.focuses.get(id)?.name ?? id} (+{c.focuses[id]})
              </option>
            ))}
            {[...cat.focuses.values()]
              .filter((f) => !own.includes(f.id))
              .map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name} (+0)
                </option>
              ))}
          </select>
        </div>
        <CountField id={ids.adv} label="Advantage" max={5} value={adv} onChange={setAdv} />
        <CountField id={ids.dis} label="Disadvantage" max={5} value={dis} onChange={setDis} />
      </RollForm>
    </Section>
  );
}

interface Offer {
  purchase: string;
  label: string;
  cost: number | null;
  refused: string | null;
}

/** Every purchase the advance syntax allows for this character, priced by the ruleset's model. */
function offersFor(props: SheetProps, cat: Catalogue): { group: string; offers: Offer[] }[] {
  const { ruleset, options, character } = props;
  const model = ruleset?.character.advance;
  const c = character.data as DeCharacter;
  if (!model || !options) return [];
  const offer = (purchase: string, label: string): Offer => {
    const r = price(model, c, options, [purchase], true);
    return { purchase, label, cost: r.refused ? null : (r.spent.xp ?? r.spent.sp ?? 0), refused: r.refused };
  };
  const negative = (id: string) => (cat.perks.get(id)?.cost.ranks[0] ?? 0) < 0;
  return [
    {
      group: "Stats",
      offers: STATS.map((s) =>
        offer(`stat:${s}`, `${statName(s)} ${signed(c.stats[s])} → ${signed(c.stats[s] + 1)}`),
      ),
    },
    {
      group: "Training",
      offers: STATS.map((s) =>
        c.training[s]
          ? offer(`expertise:${s}`, `Expertise in ${statName(s)}`)
          : offer(`proficiency:${s}`, `Proficiency in ${statName(s)}`),
      ),
    },
    {
      group: "Health",
      offers: [
        offer("stun", `Stun rank ${c.stunRanks.length + 1}`),
        offer("hp", `HP increase ${c.hpIncreases + 1}`),
      ],
    },
    {
      group: "Focuses",
      offers: [...cat.focuses.values()].map((f) =>
        offer(`focus:${f.id}`, `${f.name} ${c.focuses[f.id] ?? 0} → ${(c.focuses[f.id] ?? 0) + 1}`),
      ),
    },
    {
      group: "Skills",
      offers: [...cat.skills.values()]
        .filter((k) => !c.skills.includes(k.id))
        .map((k) => offer(`skill:${k.id}`, k.name)),
    },
    {
      group: "Perks",
      offers: [...cat.perks.values()].map((p) =>
        offer(`perk:${p.id}`, maxRank(p) > 1 ? `${p.name} rank ${(c.perks[p.id]?.rank ?? 0) + 1}` : p.name),
      ),
    },
    {
      group: "Buy off",
      offers: Object.keys(c.perks)
        .filter(negative)
        .map((id) => offer(`buy-off:${id}`, `Buy off ${cat.perks.get(id)?.name ?? id}`)),
    },
  ].filter((g) => g.offers.length > 0);
}

function Advancement(props: SheetProps & { cat: Catalogue }) {
  const { character, canEdit, isGm, info, cat, ruleset, options } = props;
  const { store, toast } = useTable();
  const c = character.data as DeCharacter;
  const ids = { what: useId(), reason: useId() };
  const { send, busy } = useSendAction();
  const [what, setWhat] = useState("");
  const [amount, setAmount] = useState("100");
  const [reason, setReason] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: props stands for the character and options
  const groups = useMemo(() => offersFor(props, cat), [character.data, options, ruleset, cat]);
  if (!canEdit) return null;
  const all = groups.flatMap((g) => g.offers);
  const chosen = all.find((x) => x.purchase === what) ?? null;
  const model = ruleset?.character.advance;
  const preview = chosen && model && options ? price(model, c, options, [chosen.purchase], true) : null;
  const canBuyAction = info.actions.some((a) => a.id === "buy");
  const affordable = all.filter((x) => x.cost !== null).length;

  async function buyIt() {
    if (!chosen) return;
    if (canBuyAction) {
      if (
        await send("buy", { actor: character.id, purchases: [chosen.purchase] }, `${c.name}: ${chosen.label}`)
      )
        setWhat("");
      return;
    }
    if (!preview?.character) return;
    try {
      await store.send({ type: "character.put", id: character.id, character: preview.character });
      toast(`${c.name}: ${chosen.label}`);
      setWhat("");
    } catch (e) {
      toast(errorText(e), "error");
    }
  }

  return (
    <Section title="Spend XP" testId="de-advancement">
      <Facts rows={[["XP", `${c.xp} to spend (Total XP ${c.totalXp})`]]} />
      <div className="kit-buy" style={{ marginTop: 8 }}>
        <div className="field">
          <label htmlFor={ids.what}>Buy</label>
          <select
            id={ids.what}
            value={what}
            onChange={(e) => setWhat(e.target.value)}
            data-testid="de-buy-what"
          >
            <option value="">Choose ({affordable} possible now)…</option>
            {groups.map((g) => (
              <optgroup key={g.group} label={g.group}>
                {g.offers.map((x) => (
                  <option key={x.purchase} value={x.purchase}>
                    {x.label} — {x.cost !== null ? `${x.cost} XP` : "not now"}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        {preview ? <BuyPreview preview={preview} testId="de-buy-preview" /> : null}
        <div className="actions">
          <button
            type="button"
            className="btn btn-primary btn-small"
            disabled={busy || !preview || !!preview.refused}
            onClick={() => void buyIt()}
            data-testid="de-buy"
          >
            Buy{chosen?.cost ? ` for ${chosen.cost} XP` : ""}
          </button>
        </div>
      </div>
      {isGm && info.actions.some((a) => a.id === "award") ? (
        <AwardXp
          amount={amount}
          onAmount={setAmount}
          busy={busy}
          incomplete={!reason.trim()}
          testId="de-award"
          onAward={() =>
            void send(
              "award",
              { actor: character.id, amount: Number(amount), reason: reason.trim() },
              `${c.name} gains ${amount} XP`,
            )
          }
        >
          <div className="field">
            <label htmlFor={ids.reason}>For</label>
            <input
              id={ids.reason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="the convoy job"
            />
          </div>
        </AwardXp>
      ) : null}
    </Section>
  );
}

/** The GM applies plain damage (no type): Endurance, EA, then Stun and HP, as the ruleset does. */
function GmDamage({ character }: { character: SheetProps["character"] }) {
  const id = useId();
  const [amount, setAmount] = useState("1");
  const { send, busy } = useSendAction();
  const n = Number(amount);
  return (
    <div className="harm-heal">
      <label htmlFor={id}>Damage</label>
      <AmountInput id={id} value={amount} onChange={setAmount} />
      <button
        type="button"
        className="btn btn-danger btn-small"
        disabled={busy || !Number.isInteger(n) || n < 0}
        onClick={() =>
          void send("damage", { target: character.id, damage: { source: "the GM", parts: [{ amount: n }] } })
        }
      >
        Apply
      </button>
    </div>
  );
}
