// What a Dice Engine character fights with, as small forms instead of JSON: one form per weapon
// (its stat, skill, damage and type, the attack types it allows with their ratings, its range) and
// one each for the worn armour and a held shield. Every choice comes from the ruleset's data: the
// stats, the table's skill catalogue, the core damage types (C.6), the attack types (C.7) and the
// armour types (C.22); the example cast's weapons are offered as starting points. The draft becomes
// the `equip` action's `equipment` and is checked by the ruleset's own schema, each refusal shown
// at the field it names. Used by the builder's weapons step and the sheet's "Change equipment".

import { type ReactNode, useId } from "react";
import { EXAMPLE_EQUIPMENT } from "../../../../src/rulesets/dice-engine/actions/combat-examples.js";
import {
  type Equipment,
  type EquipmentInput,
  equipmentSchema,
} from "../../../../src/rulesets/dice-engine/actions/combat-state.js";
import { ATTACK_TYPE_ROWS, type AttackTypeId } from "../../../../src/rulesets/dice-engine/attack/types.js";
import type { WeaponInput } from "../../../../src/rulesets/dice-engine/attack/weapon.js";
import type { Catalogue } from "../../../../src/rulesets/dice-engine/catalogue/setting.js";
import { statName } from "../../../../src/rulesets/dice-engine/catalogue/stats.js";
import { STATS, type Stat } from "../../../../src/rulesets/dice-engine/check/stats.js";
import { CORE_DAMAGE_TYPE_IDS, DAMAGE_TYPES } from "../../../../src/rulesets/dice-engine/damage/types.js";
import {
  ARMOUR_TYPE_IDS,
  ARMOUR_TYPES,
  type ArmourTypeId,
} from "../../../../src/rulesets/dice-engine/defence/armour.js";
import { FieldErrors, invalidProps, RemoveButton } from "../beat15/kit/builder.js";

let nextKey = 1;

export interface WeaponRow {
  key: number;
  name: string;
  stat: Stat;
  /** A skill id of the catalogue, or "" for none. */
  skill: string;
  melee: boolean;
  hands: 1 | 2;
  damage: string;
  damageType: string;
  /** The [X] of Flak:[X] or Impulse:[X], as typed. */
  damageRating: string;
  /** The attack types allowed, each with its ratings as typed ("2" or "6, 10"). */
  attacks: Partial<Record<AttackTypeId, string>>;
  /** "X-Y Max: Z", or "" for no range band. */
  range: string;
  ammoPerAttack: number;
  ap: number;
  /** What the weapon data holds that these forms do not edit (its id, on-hit conditions…), kept as is. */
  kept: Partial<WeaponInput>;
}

export interface ArmourRow {
  name: string;
  type: ArmourTypeId;
  pa: number;
  ea: number;
}

export interface HeldRow {
  name: string;
  pa: number;
  ea: number;
}

export interface EquipmentDraft {
  weapons: WeaponRow[];
  armour: ArmourRow | null;
  held: HeldRow | null;
}

export const emptyEquipment = (): EquipmentDraft => ({ weapons: [], armour: null, held: null });

function rangeText(r: unknown): string {
  if (typeof r === "string") return r;
  if (r && typeof r === "object" && "from" in r) {
    const { from, to, max } = r as { from: number; to: number; max: number };
    return `${from}-${to} Max: ${max}`;
  }
  return "";
}

export function weaponRow(w: WeaponInput): WeaponRow {
  const {
    name,
    stat,
    skill,
    melee,
    hands,
    damage,
    damageType,
    damageRating,
    attacks,
    range,
    ammoPerAttack,
    ap,
    ...kept
  } = w;
  return {
    key: nextKey++,
    name,
    stat,
    skill: skill ?? "",
    melee,
    hands: hands ?? 1,
    damage,
    damageType,
    damageRating: damageRating === undefined ? "" : String(damageRating),
    attacks: Object.fromEntries(attacks.map((a) => [a.type, (a.ratings ?? []).join(", ")])),
    range: rangeText(range),
    ammoPerAttack: ammoPerAttack ?? (melee ? 0 : 1),
    ap: ap ?? 0,
    kept,
  };
}

const blankWeapon = (): WeaponRow =>
  weaponRow({
    id: "",
    name: "",
    stat: "strength",
    melee: true,
    damage: "1d6",
    damageType: "slashing",
    attacks: [{ type: "standard" }],
    ammoPerAttack: 0,
  });

/** The equipment as the table holds it, as a draft for these forms. */
export function equipmentDraft(e: Equipment | EquipmentInput): EquipmentDraft {
  return {
    weapons: (e.weapons ?? []).map((w) => weaponRow(w)),
    armour: e.armour
      ? { name: e.armour.name, type: e.armour.type, pa: e.armour.pa ?? 0, ea: e.armour.ea ?? 0 }
      : null,
    held: e.held ? { name: e.held.name, pa: e.held.pa ?? 0, ea: e.held.ea ?? 0 } : null,
  };
}

/** A weapon id from its name ("Machine Pistol" → machinePistol), unique among `taken`. */
function idFor(name: string, taken: Set<string>): string {
  const words = name.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const base = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("") || "weapon";
  let id = /^[a-z]/.test(base) ? base : `w${base}`;
  for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
  taken.add(id);
  return id;
}

const ratingsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

/** The `equip` action's `equipment` for a draft (not yet checked). */
export function equipmentInput(d: EquipmentDraft): EquipmentInput {
  const taken = new Set<string>();
  return {
    weapons: d.weapons.map((w) => {
      const id = typeof w.kept.id === "string" && w.kept.id && !taken.has(w.kept.id) ? w.kept.id : "";
      if (id) taken.add(id);
      const out: WeaponInput = {
        ...w.kept,
        id: id || idFor(w.name, taken),
        name: w.name.trim(),
        stat: w.stat,
        skill: w.skill || null,
        melee: w.melee,
        hands: w.hands,
        damage: w.damage.trim(),
        damageType: w.damageType,
        attacks: ATTACK_TYPE_ROWS.filter((r) => w.attacks[r.id] !== undefined).map((r) => ({
          type: r.id,
          ratings: ratingsOf(w.attacks[r.id] ?? ""),
        })),
        range: w.range.trim() === "" ? null : w.range.trim(),
        ammoPerAttack: w.ammoPerAttack,
        ap: w.ap,
      };
      if (w.damageRating.trim() !== "") out.damageRating = Number(w.damageRating);
      else delete out.damageRating;
      return out;
    }),
    armour: d.armour ? { ...d.armour, name: d.armour.name.trim() } : null,
    held: d.held ? { ...d.held, name: d.held.name.trim() } : null,
  };
}

/** The ruleset's schema's refusals, by field ("weapons.0.damage", "armour.name"). */
export function equipmentIssues(d: EquipmentDraft): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const r = equipmentSchema.safeParse(equipmentInput(d));
  if (r.success) return out;
  for (const i of r.error.issues) {
    // A weapon's own path is kept to its field: a rating's index belongs to the attack type's box.
    const path = i.path.map(String);
    const key =
      path[0] === "weapons" && path[2] === "attacks"
        ? `weapons.${path[1]}.attacks`
        : path.slice(0, path[0] === "weapons" ? 3 : 2).join(".");
    out.set(key, [...(out.get(key) ?? []), i.message]);
  }
  return out;
}

/** Starting points for a new weapon: the ruleset's example weapons, by name. */
const TEMPLATES: WeaponInput[] = (() => {
  const seen = new Set<string>();
  const out: WeaponInput[] = [];
  for (const eq of Object.values(EXAMPLE_EQUIPMENT))
    for (const w of eq.weapons ?? [])
      if (!seen.has(w.name)) {
        seen.add(w.name);
        out.push(w);
      }
  return out;
})();

function NumberField({
  label,
  value,
  onChange,
  min = 0,
  errors = [],
}: {
  label: string;
  value: number;
  onChange(n: number): void;
  min?: number;
  errors?: string[];
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        value={value}
        onChange={(e) => {
          const n = Number(e.target.value);
          onChange(Number.isFinite(n) ? Math.max(min, Math.trunc(n)) : min);
        }}
        {...invalidProps(`${id}-err`, errors)}
      />
      <FieldErrors id={`${id}-err`} messages={errors} />
    </div>
  );
}

function TextInput({
  label,
  value,
  onChange,
  errors = [],
  placeholder,
  hint,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  errors?: string[];
  placeholder?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(`${id}-err`, errors, hint ? `${id}-hint` : undefined)}
      />
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-err`} messages={errors} />
    </div>
  );
}

function Select<V extends string>({
  label,
  value,
  options,
  onChange,
  errors = [],
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(v: V): void;
  errors?: string[];
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        {...invalidProps(`${id}-err`, errors)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-err`} messages={errors} />
    </div>
  );
}

/** The weapon fields a refusal may name. */
const FIELDS = ["name", "damage", "damageType", "damageRating", "range", "attacks"];

function WeaponForm({
  w,
  n,
  cat,
  errors,
  set,
  remove,
}: {
  w: WeaponRow;
  n: number;
  cat: Catalogue;
  errors: (field: string) => string[];
  set(patch: Partial<WeaponRow>): void;
  remove(): void;
}) {
  const title = w.name.trim() || `Weapon ${n + 1}`;
  const skills = [...cat.skills.values()];
  const damageTypes = [...CORE_DAMAGE_TYPE_IDS];
  if (!damageTypes.includes(w.damageType as (typeof damageTypes)[number]))
    damageTypes.push(w.damageType as never);
  const rated = w.damageType === "flak" || w.damageType === "impulse";
  const attackErrors = errors("attacks");
  return (
    <li
      className={`kit-row ${FIELDS.some((f) => errors(f).length > 0) ? "invalid" : "chosen"}`}
      data-testid="de-weapon"
    >
      <div className="kit-row-head">
        <span className="kit-row-title">{title}</span>
        <RemoveButton what={title} onClick={remove} />
      </div>
      <div className="kit-grid-2">
        <TextInput
          label="Weapon name"
          value={w.name}
          onChange={(name) => set({ name })}
          errors={errors("name")}
        />
        <Select
          label="Attack stat"
          value={w.stat}
          options={STATS.map((s) => ({ value: s, label: statName(s) }))}
          onChange={(stat) => set({ stat })}
        />
        <Select
          label="Weapon skill"
          value={w.skill}
          options={[
            { value: "", label: "None (anyone uses it fully)" },
            ...skills.map((s) => ({ value: s.id, label: s.name })),
            ...(w.skill && !cat.skills.has(w.skill) ? [{ value: w.skill, label: w.skill }] : []),
          ]}
          onChange={(skill) => set({ skill })}
        />
        <Select
          label="Kind"
          value={w.melee ? "melee" : "ranged"}
          options={[
            { value: "melee", label: "Melee" },
            { value: "ranged", label: "Ranged" },
          ]}
          onChange={(k) => set({ melee: k === "melee" })}
        />
        <Select
          label="Hands"
          value={String(w.hands) as "1" | "2"}
          options={[
            { value: "1", label: "One-handed" },
            { value: "2", label: "Two-handed" },
          ]}
          onChange={(h) => set({ hands: h === "2" ? 2 : 1 })}
        />
        <TextInput
          label="Weapon damage"
          value={w.damage}
          onChange={(damage) => set({ damage })}
          errors={errors("damage")}
          placeholder="1d8"
        />
        <Select
          label="Damage type"
          value={w.damageType}
          options={damageTypes.map((t) => ({
            value: t,
            label: DAMAGE_TYPES[t as keyof typeof DAMAGE_TYPES]?.name ?? t,
          }))}
          onChange={(damageType) => set({ damageType })}
        />
        {rated ? (
          <TextInput
            label={`${DAMAGE_TYPES[w.damageType as "flak"].name} rating [X]`}
            value={w.damageRating}
            onChange={(damageRating) => set({ damageRating })}
            errors={errors("damageRating")}
            placeholder="2"
          />
        ) : null}
        <TextInput
          label="Range"
          value={w.range}
          onChange={(range) => set({ range })}
          errors={errors("range")}
          placeholder={w.melee ? "none (melee)" : "5-20 Max: 60"}
          hint="Optimum band and maximum in metres, as “X-Y Max: Z”; empty for none."
        />
        <NumberField
          label="Ammunition per attack"
          value={w.ammoPerAttack}
          onChange={(ammoPerAttack) => set({ ammoPerAttack })}
        />
        <NumberField label="Armour piercing (AP)" value={w.ap} onChange={(ap) => set({ ap })} />
      </div>
      <fieldset className="kit-attack-types">
        <legend>Attack types it allows</legend>
        <div className="kit-grid-2">
          {ATTACK_TYPE_ROWS.map((r) => {
            const on = w.attacks[r.id] !== undefined;
            return (
              <div key={r.id} className="row">
                <label className="check small">
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={(e) => {
                      const attacks = { ...w.attacks };
                      if (e.target.checked) attacks[r.id] = r.rated ? "1" : "";
                      else delete attacks[r.id];
                      set({ attacks });
                    }}
                  />{" "}
                  {r.name}
                </label>
                {on && r.rated ? (
                  <input
                    aria-label={`${r.name} ratings [X]`}
                    className="kit-rating"
                    size={6}
                    value={w.attacks[r.id] ?? ""}
                    onChange={(e) => set({ attacks: { ...w.attacks, [r.id]: e.target.value } })}
                  />
                ) : null}
              </div>
            );
          })}
        </div>
        <FieldErrors id={`w${w.key}-attacks-err`} messages={attackErrors} />
      </fieldset>
    </li>
  );
}

/**
 * The weapons, worn armour and held item as forms. `issues` are the schema's refusals (see
 * `equipmentIssues`); a field's refusal shows once the field has something in it or `showAll`.
 */
export function EquipmentFields({
  value,
  onChange,
  cat,
  issues,
}: {
  value: EquipmentDraft;
  onChange(d: EquipmentDraft): void;
  cat: Catalogue;
  issues: Map<string, string[]>;
}) {
  const ids = { add: useId() };
  const set = (patch: Partial<EquipmentDraft>) => onChange({ ...value, ...patch });
  const setWeapon = (i: number, patch: Partial<WeaponRow>) =>
    set({ weapons: value.weapons.map((w, j) => (j === i ? { ...w, ...patch } : w)) });
  const armourSkills = [...cat.skills.values()].filter((s) => s.armourType);
  return (
    <div className="kit-equipment" data-testid="de-equipment-fields">
      <h5 className="kit-sub">Weapons</h5>
      {value.weapons.length === 0 ? (
        <p className="kit-empty">No weapons: the Unarmed Strike (Heavy:[2]) only.</p>
      ) : (
        <ul className="kit-rows" aria-label="Weapons">
          {value.weapons.map((w, i) => (
            <WeaponForm
              key={w.key}
              w={w}
              n={i}
              cat={cat}
              errors={(f) => issues.get(`weapons.${i}.${f}`) ?? []}
              set={(p) => setWeapon(i, p)}
              remove={() => set({ weapons: value.weapons.filter((_, j) => j !== i) })}
            />
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={ids.add}>Add a weapon</label>
        <select
          id={ids.add}
          value=""
          data-testid="de-add-weapon"
          onChange={(e) => {
            const v = e.target.value;
            if (v === "") return;
            const t = v === "blank" ? null : TEMPLATES.find((x) => x.name === v);
            set({ weapons: [...value.weapons, t ? weaponRow({ ...t, id: "" }) : blankWeapon()] });
          }}
        >
          <option value="">Choose…</option>
          <option value="blank">A new weapon (fill in its data)</option>
          {TEMPLATES.map((t) => (
            <option key={t.name} value={t.name}>
              Like the sample {t.name}
            </option>
          ))}
        </select>
      </div>

      <h5 className="kit-sub">Worn armour</h5>
      {value.armour ? (
        <PieceRow
          testId="de-armour"
          title={value.armour.name.trim() || "Armour"}
          what="the armour"
          onRemove={() => set({ armour: null })}
        >
          <TextInput
            label="Armour name"
            value={value.armour.name}
            onChange={(name) => set({ armour: { ...value.armour!, name } })}
            errors={issues.get("armour.name")}
          />
          <Select
            label="Armour type"
            value={value.armour.type}
            options={ARMOUR_TYPE_IDS.map((t) => ({
              value: t,
              label: `${ARMOUR_TYPES[t].name}${armourSkills.length ? ` (skill: ${cat.skills.get(ARMOUR_TYPES[t].skill)?.name ?? ARMOUR_TYPES[t].skill})` : ""}`,
            }))}
            onChange={(type) => set({ armour: { ...value.armour!, type } })}
          />
          <NumberField
            label="Physical armour (PA)"
            value={value.armour.pa}
            onChange={(pa) => set({ armour: { ...value.armour!, pa } })}
          />
          <NumberField
            label="Energy armour (EA)"
            value={value.armour.ea}
            onChange={(ea) => set({ armour: { ...value.armour!, ea } })}
          />
        </PieceRow>
      ) : (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => set({ armour: { name: "", type: "reflex", pa: 1, ea: 0 } })}
        >
          Add worn armour
        </button>
      )}

      <h5 className="kit-sub">Held shield</h5>
      {value.held ? (
        <PieceRow
          testId="de-held"
          title={value.held.name.trim() || "Shield"}
          what="the held item"
          onRemove={() => set({ held: null })}
        >
          <TextInput
            label="Shield name"
            value={value.held.name}
            onChange={(name) => set({ held: { ...value.held!, name } })}
            errors={issues.get("held.name")}
          />
          <NumberField
            label="Shield PA"
            value={value.held.pa}
            onChange={(pa) => set({ held: { ...value.held!, pa } })}
          />
          <NumberField
            label="Shield EA"
            value={value.held.ea}
            onChange={(ea) => set({ held: { ...value.held!, ea } })}
          />
        </PieceRow>
      ) : (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => set({ held: { name: "", pa: 1, ea: 0 } })}
        >
          Add a held shield
        </button>
      )}
    </div>
  );
}

/** One chosen piece of protection (worn armour, a held shield): its name, a remove button, its fields. */
function PieceRow(props: {
  testId: string;
  title: string;
  what: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <div className="kit-row chosen" data-testid={props.testId}>
      <div className="kit-row-head">
        <span className="kit-row-title">{props.title}</span>
        <RemoveButton what={props.what} onClick={props.onRemove} />
      </div>
      <div className="kit-grid-2">{props.children}</div>
    </div>
  );
}
