// The Beat-15 sheet: stats as the d20's bonus, Stress and Vitality where the table names their
// inputs, items with their supply dice on the chain they shrink along, a check against a rung of
// the ladder with its exact chance before the roll, supply rolls and resupplying. Beat-15's draft has
// no advancement, so there is nothing to buy.

import { useId, useState } from "react";
import type {
  B15Character,
  B15Derived,
  B15Options,
} from "../../../../src/rulesets/beat15/character/index.js";
import { BAND_LABELS, NAMED_STEPS, PRINTED_LADDER } from "../../../../src/rulesets/beat15/data/ladder.js";
import { SUPPLY_SIDES, type SupplyDie } from "../../../../src/rulesets/beat15/data/supply.js";
import { humanize, percent } from "../../components/format.js";
import { ConditionChips, OtherActions, SheetTools, useConditionsOf, useDerived } from "../generic/parts.js";
import type { SheetProps } from "../types.js";
import { signed } from "./kit/builder.js";
import { CountField, RollForm, useSendAction } from "./kit/roll.js";
import { NotesSection, Section, SheetHead, StatTiles } from "./kit/sheet.js";
import { SupplyChain } from "./SupplyChain.js";
import "./kit/kit.css";

export function Beat15Sheet(props: SheetProps) {
  const { character, canEdit } = props;
  const data = character.data as B15Character;
  const d = useDerived<B15Derived>(props);
  const conditions = useConditionsOf(character.id);

  return (
    <article className="sheet" aria-labelledby={`sheet-${character.id}`} data-character={character.id}>
      <SheetHead character={character} tags={data.npc ? ["GM character"] : []} />
      {d ? (
        <>
          <StatTiles
            label="Stats"
            tiles={[
              ...d.stats.map((s) => ({
                key: s.id,
                label: nameOf(s),
                value: signed(s.value),
                title: `d20 ${signed(s.value)}`,
              })),
              ...(d.stress !== null
                ? [{ key: "stress", label: "Stress", value: d.stress, tone: "accent" as const }]
                : []),
              ...(d.vitality !== null
                ? [{ key: "vitality", label: "Vitality", value: d.vitality, tone: "accent" as const }]
                : []),
            ]}
          />
          <ConditionChips conditions={conditions} />
          {canEdit && props.info.actions.some((a) => a.id === "check") ? (
            <QuickCheck {...props} d={d} />
          ) : null}
          <Items {...props} d={d} />
        </>
      ) : (
        <p className="error-note">This character file does not fit the table's options; edit it below.</p>
      )}
      <NotesSection notes={data.notes} />
      {canEdit ? <OtherActions character={character} info={props.info} /> : null}
      <SheetTools character={character} canEdit={canEdit} />
    </article>
  );
}

/** A stat's label, or its ID made readable when the table gives it no label ("might" → "Might"). */
const nameOf = (s: { id: string; label: string }) => (s.label === s.id ? humanize(s.id) : s.label);

type Target = string; // "base:15", "difficulty:simple", "task:attack"

function targetParam(t: Target): Record<string, unknown> {
  const [kind, v] = t.split(":");
  if (kind === "difficulty") return { difficulty: v };
  if (kind === "task") return { task: v };
  return { base: Number(v) };
}

function QuickCheck({ character, d, options }: SheetProps & { d: B15Derived }) {
  const o = options as B15Options;
  const data = character.data as B15Character;
  const ids = { stat: useId(), target: useId(), adv: useId(), dis: useId(), mod: useId(), item: useId() };
  const [stat, setStat] = useState(d.stats[0]?.id ?? "");
  const [target, setTarget] = useState<Target>("base:15");
  const [adv, setAdv] = useState(0);
  const [dis, setDis] = useState(0);
  const [mod, setMod] = useState("0");
  const [item, setItem] = useState("");
  const tracked = data.items.filter((i) => i.supplyDie !== null);
  const named = new Map(Object.entries(NAMED_STEPS).map(([band, tn]) => [tn, band]));
  const modN = Number(mod);
  const used = tracked.find((i) => i.name === item);
  const params =
    stat === "" || !Number.isFinite(modN)
      ? null
      : {
          actor: character.id,
          stat: stat === "none" ? null : stat,
          target: targetParam(target),
          advantages: Array.from({ length: adv }, (_, i) => `advantage ${i + 1}`),
          disadvantages: Array.from({ length: dis }, (_, i) => `disadvantage ${i + 1}`),
          modifiers: modN !== 0 ? [{ value: modN, kind: "modifier", label: "situational", by: "table" }] : [],
          ...(used
            ? {
                item: {
                  name: used.name,
                  use: Array.isArray(used.supplyRollUses) ? (used.supplyRollUses[0] ?? "use") : "use",
                },
              }
            : {}),
        };
  return (
    <Section title="Quick check" testId="quick-check">
      <p className="hint" style={{ marginBottom: 8 }}>
        d20 + stat + modifiers; meeting the target succeeds. Each advantage moves the target a rung down, each
        disadvantage a rung up.
      </p>
      <RollForm action="check" params={params} submitLabel="Roll check" label="Quick check">
        <div className="field">
          <label htmlFor={ids.stat}>Stat</label>
          <select id={ids.stat} value={stat} onChange={(e) => setStat(e.target.value)}>
            {d.stats.map((s) => (
              <option key={s.id} value={s.id}>
                {nameOf(s)} ({signed(s.value)})
              </option>
            ))}
            <option value="none">No stat (+0)</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.target}>Target</label>
          <select id={ids.target} value={target} onChange={(e) => setTarget(e.target.value)}>
            {PRINTED_LADDER.map((tn) => {
              const band = named.get(tn);
              return (
                <option key={tn} value={band ? `difficulty:${band}` : `base:${tn}`}>
                  {tn}
                  {band ? ` — ${BAND_LABELS[band as keyof typeof BAND_LABELS]}` : ""}
                </option>
              );
            })}
            {Object.entries(o.taskTargets).map(([task, tn]) => (
              <option key={task} value={`task:${task}`}>
                {humanize(task)} ({tn})
              </option>
            ))}
          </select>
        </div>
        <CountField id={ids.adv} label="Advantages" max={10} value={adv} onChange={setAdv} />
        <CountField id={ids.dis} label="Disadvantages" max={10} value={dis} onChange={setDis} />
        <div className="field">
          <label htmlFor={ids.mod}>Modifier</label>
          <input
            id={ids.mod}
            type="number"
            inputMode="numeric"
            value={mod}
            onChange={(e) => setMod(e.target.value)}
          />
        </div>
        {tracked.length > 0 ? (
          <div className="field">
            <label htmlFor={ids.item}>Using an item</label>
            <select id={ids.item} value={item} onChange={(e) => setItem(e.target.value)}>
              <option value="">None</option>
              {tracked.map((i) => (
                <option key={i.name} value={i.name}>
                  {i.name} ({i.supplyDie})
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </RollForm>
    </Section>
  );
}

function Items({ character, d, canEdit }: SheetProps & { d: B15Derived }) {
  const { send, busy } = useSendAction();
  const data = character.data as B15Character;
  if (d.items.length === 0)
    return (
      <Section title="Items">
        <p className="kit-empty">No items.</p>
      </Section>
    );
  return (
    <Section title="Items" testId="b15-items">
      <ul className="kit-list">
        {d.items.map((i, n) => {
          const raw = data.items[n];
          const die = i.supplyDie;
          const canRoll = die !== null && die !== "empty";
          const full = die === i.startingSupplyDie;
          return (
            <li key={i.name} data-item={i.name}>
              <span className="kit-list-head">
                <span className="kit-list-name">{i.name}</span>
                {die ? (
                  <span className={`kit-cost ${i.outOfSupplies ? "danger-text" : ""}`}>
                    {i.outOfSupplies ? "out of supplies" : die}
                  </span>
                ) : null}
              </span>
              {raw?.description ? <span className="kit-list-text">{raw.description}</span> : null}
              {die ? (
                <>
                  <SupplyChain current={die} starting={i.startingSupplyDie} />
                  <span className="kit-list-text">
                    {canRoll
                      ? `A supply roll shrinks it on 1–3 of ${SUPPLY_SIDES[die as SupplyDie]}: ${percent(3 / SUPPLY_SIDES[die as SupplyDie], 1)} (${i.stepDownChance}). `
                      : "Cannot be used for anything needing a supply roll until resupplied. "}
                    Rolls on{" "}
                    {raw?.supplyRollUses === "every-use"
                      ? "every use"
                      : (raw?.supplyRollUses ?? []).join(", ")}
                    ; resupply: {i.resupply === "none" ? "never" : humanize(i.resupply).toLowerCase()}.
                  </span>
                  {canEdit ? (
                    <span className="kit-inline-actions">
                      <button
                        type="button"
                        className="btn btn-small"
                        disabled={busy || !canRoll}
                        data-testid="b15-supply-roll"
                        onClick={() => void send("supply", { actor: character.id, item: i.name })}
                      >
                        Supply roll
                      </button>
                      <button
                        type="button"
                        className="btn btn-small"
                        disabled={busy || full || i.resupply === "none"}
                        onClick={() =>
                          void send("resupply", { actor: character.id, item: i.name }, `${i.name} resupplied`)
                        }
                      >
                        Resupply
                      </button>
                    </span>
                  ) : null}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
