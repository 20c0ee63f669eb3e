// The Lucidity sheet: Health, Energy and Lucidity with their maximums; the seven attribute
// modifiers with what each covers; Defense, Protection, item slots and designated items; traits,
// skills and gear; a check with its exact chance before the roll (or a Lucidity roll instead);
// and advancement — the GM's XP award, and the levels it allows priced by the ruleset's advance
// model before they are taken.

import { useId, useState } from "react";
import type { Derived, LucidityCharacter } from "../../../../src/rulesets/lucidity/character/index.js";
import {
  ATTRIBUTE_INFO,
  ATTRIBUTES,
  type Attr,
  MAX_MODIFIER,
} from "../../../../src/rulesets/lucidity/data/attributes.js";
import { findTrait } from "../../../../src/rulesets/lucidity/data/traits.js";
import type { LucidityOptions } from "../../../../src/rulesets/lucidity/options/schema.js";
import { humanize } from "../../components/format.js";
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
import {
  ConditionChips,
  HarmAndHeal,
  OtherActions,
  ResourceBars,
  SheetTools,
  useConditionsOf,
  useDerived,
} from "../generic/parts.js";
import type { Resource } from "../generic/resources.js";
import type { SheetProps } from "../types.js";
import "../beat15/kit/kit.css";

export function luciditySheetResources(c: LucidityCharacter, d: Derived): Resource[] {
  return [
    { key: "health", label: "Health", current: c.health, max: d.maxHealth },
    { key: "energy", label: "Energy", current: c.energy, max: d.maxEnergy },
    ...(d.hasLucidity
      ? [{ key: "lucidity", label: "Lucidity", current: c.lucidity, max: d.maxLucidity }]
      : []),
  ];
}

export function LuciditySheet(props: SheetProps) {
  const { character, options, canEdit, isGm, info } = props;
  const o = options as LucidityOptions | null;
  const c = character.data as LucidityCharacter;
  const d = useDerived<Derived>(props);
  const conditions = useConditionsOf(character.id);
  if (!d || !o) return <UnfitSheet character={character} canEdit={canEdit} />;
  const tags = [
    `Level ${c.level}`,
    ...(c.status !== "conscious" ? [humanize(c.status)] : []),
    ...(c.npc ? ["NPC"] : []),
    ...(c.warrior ? ["Warrior"] : []),
    `made by ${c.creation.method === "roll" ? "rolling" : "the array"}`,
  ];
  const designated = new Set(c.designated);
  return (
    <article className="sheet" aria-labelledby={`sheet-${character.id}`} data-character={character.id}>
      <SheetHead character={character} tags={tags} />
      <ResourceBars resources={luciditySheetResources(c, d)} />
      {isGm ? <HarmAndHeal character={character} info={info} /> : null}
      <ConditionChips conditions={conditions} />
      <StatTiles
        label="Attributes"
        tiles={ATTRIBUTES.map((a) => ({
          key: a,
          label: a,
          value: signed(c.attributes[a]),
          title: `${o.attributeNames[a]}: ${ATTRIBUTE_INFO[a].uses}`,
          note: o.attributeNames[a],
          ...(c.attributes[a] >= MAX_MODIFIER ? { tone: "accent" as const } : {}),
        }))}
      />
      <Facts
        label="Derived values"
        rows={[
          ["Defense", `${d.defense} (${o.defenseBase} + ${o.defenseAttributes.join(" + ")})`, "luc-defense"],
          [
            "Protection",
            d.protection.total === 0
              ? "0"
              : `${d.protection.total} (armor ${d.protection.armor}, shield ${d.protection.shield}, weapon ${d.protection.weapon})`,
          ],
          [
            "Item slots",
            `${d.slotsUsed} of ${d.itemSlots}${d.overCapacity ? " — over capacity" : ""}`,
            "luc-slots",
          ],
          ["Designated", `${c.designated.length} of ${d.designatedLimit}`],
          ["Level", `${d.level}${d.pendingLevels > 0 ? ` (${d.pendingLevels} to take)` : ""}`],
          [
            "XP",
            d.xpForNext === null ? `${d.xp} (top level)` : `${d.xp}, next level at ${d.xpForNext}`,
            "luc-xp",
          ],
          ["Gold", String(c.gold)],
          ...(d.welcomeAtBusinesses
            ? ([["Businessman", "welcome at every business"]] as [string, string][])
            : []),
        ]}
      />
      {canEdit && d.canAct && info.actions.some((a) => a.id === "check") ? (
        <QuickCheck {...props} d={d} />
      ) : null}
      {canEdit && !d.canAct ? (
        <p className="muted small">
          {c.name} cannot act or roll now ({c.status}).
        </p>
      ) : null}
      <Section title="Traits">
        <ul className="kit-list">
          {c.traits.map((t) => {
            const known = t.custom ? undefined : findTrait(t.name);
            return (
              <li key={t.name}>
                <span className="kit-list-head">
                  <span className="kit-list-name">{t.name}</span>
                  {t.custom ? (
                    <span className={`badge ${t.approved ? "" : "badge-dilemma"}`}>
                      {t.approved ? "invented, approved" : "invented, awaiting the GM"}
                    </span>
                  ) : null}
                </span>
                <span className="kit-list-text">{known?.effect ?? t.effect ?? ""}</span>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title="Skills">
        {Object.keys(c.skills).length === 0 && c.unrankedSkills.length === 0 ? (
          <p className="kit-empty">No skills.</p>
        ) : (
          <Facts
            rows={[
              ...Object.entries(c.skills).map(([k, r]) => [k, `rank ${r} (+${r})`] as [string, string]),
              ...c.unrankedSkills.map((u) => [u.name, `${u.kind} (no rank)`] as [string, string]),
            ]}
          />
        )}
      </Section>
      <Section title="Gear">
        {c.items.length === 0 ? (
          <p className="kit-empty">No gear.</p>
        ) : (
          <ul className="kit-list">
            {c.items.map((i) => (
              <li key={i.name}>
                <span className="kit-list-head">
                  <span className="kit-list-name">
                    {i.quantity > 1 ? `${i.quantity} × ` : ""}
                    {i.name}
                  </span>
                  {designated.has(i.name) ? <span className="badge badge-mine">designated</span> : null}
                </span>
                <span className="kit-list-text">
                  {[
                    humanize(i.kind),
                    i.damage
                      ? `${i.damage} damage, ${i.range ?? "melee"}${i.skill ? `, ${i.skill}` : ""}`
                      : "",
                    i.protection ? `Protection ${i.protection}` : "",
                    i.consumable ? `consumable (${i.used} used)` : "",
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Advancement {...props} d={d} />
      <NotesSection notes={c.notes} />
      {canEdit ? <OtherActions character={character} info={info} /> : null}
      <SheetTools character={character} canEdit={canEdit} />
    </article>
  );
}

function QuickCheck({ character, d, options }: SheetProps & { d: Derived }) {
  const o = options as LucidityOptions;
  const c = character.data as LucidityCharacter;
  const ids = {
    attr: useId(),
    skill: useId(),
    target: useId(),
    buffs: useId(),
    breaks: useId(),
    luc: useId(),
  };
  const [attr, setAttr] = useState<Attr>("STR");
  const [skill, setSkill] = useState("");
  const [target, setTarget] = useState("12");
  const [buffs, setBuffs] = useState(0);
  const [breaks, setBreaks] = useState(0);
  const [lucidity, setLucidity] = useState(false);
  const t = Number(target);
  const params =
    target.trim() === "" || !Number.isInteger(t)
      ? null
      : {
          actor: character.id,
          attribute: attr,
          ...(skill ? { skill } : {}),
          target: t,
          buffs: Array.from({ length: buffs }, (_, i) => `buff ${i + 1}`),
          breaks: Array.from({ length: breaks }, (_, i) => `break ${i + 1}`),
          lucidity,
        };
  return (
    <Section title="Quick check" testId="quick-check">
      <p className="hint" style={{ marginBottom: 8 }}>
        d20 + attribute + skill rank ± the highest Buff/Break d6, meeting the GM's target
        {o.checkTies === "fail" ? " (ties fail at this table)" : ""}.
      </p>
      <RollForm
        action="check"
        params={params}
        submitLabel={lucidity ? "Roll Lucidity" : "Roll check"}
        label="Quick check"
      >
        <div className="field">
          <label htmlFor={ids.attr}>Attribute</label>
          <select id={ids.attr} value={attr} onChange={(e) => setAttr(e.target.value as Attr)}>
            {ATTRIBUTES.map((a) => (
              <option key={a} value={a}>
                {o.attributeNames[a]} ({signed(c.attributes[a])})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.skill}>Skill</label>
          <select id={ids.skill} value={skill} onChange={(e) => setSkill(e.target.value)}>
            <option value="">None</option>
            {Object.entries(c.skills).map(([k, r]) => (
              <option key={k} value={k}>
                {k} (+{r})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.target}>Target</label>
          <input
            id={ids.target}
            type="number"
            inputMode="numeric"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            data-testid="luc-target"
          />
        </div>
        <CountField id={ids.buffs} label="Buffs" max={6} value={buffs} onChange={setBuffs} />
        <CountField id={ids.breaks} label="Breaks" max={6} value={breaks} onChange={setBreaks} />
        {d.hasLucidity ? (
          <div className="field field-check field-wide">
            <label htmlFor={ids.luc}>
              Roll Lucidity instead (d20 ≤ {c.lucidity} + {attr}; a success spends 1)
            </label>
            <input
              id={ids.luc}
              type="checkbox"
              checked={lucidity}
              onChange={(e) => setLucidity(e.target.checked)}
            />
          </div>
        ) : null}
      </RollForm>
    </Section>
  );
}

function Advancement({ character, ruleset, options, canEdit, isGm, d, info }: SheetProps & { d: Derived }) {
  const o = options as LucidityOptions;
  const c = character.data as LucidityCharacter;
  const model = ruleset?.character.advance;
  const { send, busy } = useSendAction();
  const ids = { reason: useId(), note: useId() };
  const [amount, setAmount] = useState("10");
  const [reason, setReason] = useState<"milestone" | "gold" | "other">("milestone");
  const [note, setNote] = useState("");
  const [choices, setChoices] = useState<(Attr | "none")[]>([]);
  const pending = d.pendingLevels;
  const raisable = ATTRIBUTES.filter((a) => c.attributes[a] < MAX_MODIFIER);
  const picks = Array.from({ length: pending }, (_, i) => choices[i] ?? raisable[0] ?? "none");
  const preview =
    model && pending > 0
      ? price(
          model,
          c,
          o,
          picks.map((a) => `level:${a}`),
          true,
        )
      : null;
  if (!canEdit && !isGm) return null;
  const canAward = isGm && info.actions.some((a) => a.id === "awardXp");
  const canLevel = info.actions.some((a) => a.id === "levelUp");
  return (
    <Section title="Advancement" testId="luc-advancement">
      <Facts
        rows={[
          ["Level", String(c.level)],
          [
            "XP",
            d.xpForNext === null
              ? `${c.xp} (the top level)`
              : `${c.xp} of ${d.xpForNext} for level ${c.level + 1}`,
          ],
        ]}
      />
      {pending > 0 && canEdit && model ? (
        <div className="kit-buy" style={{ marginTop: 8 }}>
          <p className="small" style={{ margin: 0 }}>
            {pending === 1 ? "A level to take" : `${pending} levels to take`}: +1 to one attribute each (never
            past +3).
          </p>
          {picks.map((p, i) => (
            <LevelPick
              // biome-ignore lint/suspicious/noArrayIndexKey: one pick per level, in order
              key={i}
              level={c.level + i + 1}
              value={p}
              c={c}
              names={o.attributeNames}
              onChange={(a) => setChoices(picks.map((x, j) => (j === i ? a : x)))}
            />
          ))}
          {preview ? <BuyPreview preview={preview} /> : null}
          <div className="actions">
            <button
              type="button"
              className="btn btn-primary btn-small"
              disabled={busy || !preview || !!preview.refused || !canLevel}
              onClick={() =>
                void send(
                  "levelUp",
                  { target: character.id, increases: picks.map((a) => (a === "none" ? null : a)) },
                  `${c.name} levels up`,
                )
              }
            >
              Take {pending === 1 ? "the level" : `${pending} levels`}
            </button>
          </div>
        </div>
      ) : (
        <p className="kit-empty" style={{ marginTop: 6 }}>
          {d.xpForNext === null
            ? "The top of the level table."
            : `${d.xpForNext - c.xp} XP to the next level; the GM awards XP.`}
        </p>
      )}
      {canAward ? (
        <AwardXp
          amount={amount}
          onAmount={setAmount}
          busy={busy}
          onAward={() =>
            void send(
              "awardXp",
              { target: character.id, amount: Number(amount), reason, note },
              `${c.name} gains ${amount} XP`,
            )
          }
        >
          <div className="field">
            <label htmlFor={ids.reason}>For</label>
            <select
              id={ids.reason}
              value={reason}
              onChange={(e) => setReason(e.target.value as typeof reason)}
            >
              <option value="milestone">A milestone</option>
              <option value="gold">Gold collected</option>
              <option value="other">Something else</option>
            </select>
          </div>
          <div className="field field-wide">
            <label htmlFor={ids.note}>Note</label>
            <input id={ids.note} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
        </AwardXp>
      ) : null}
    </Section>
  );
}

function LevelPick({
  level,
  value,
  c,
  names,
  onChange,
}: {
  level: number;
  value: Attr | "none";
  c: LucidityCharacter;
  names: Record<Attr, string>;
  onChange(a: Attr | "none"): void;
}) {
  const id = useId();
  const raisable = ATTRIBUTES.filter((a) => c.attributes[a] < MAX_MODIFIER);
  return (
    <div className="field">
      <label htmlFor={id}>Level {level}: raise</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Attr | "none")}>
        {ATTRIBUTES.map((a) => (
          <option key={a} value={a} disabled={c.attributes[a] >= MAX_MODIFIER}>
            {names[a]} {signed(c.attributes[a])} → {signed(Math.min(MAX_MODIFIER, c.attributes[a] + 1))}
          </option>
        ))}
        {raisable.length === 0 ? <option value="none">Nothing (every attribute is +3)</option> : null}
      </select>
    </div>
  );
}
