// The book's sample skills (OBJ-SKILL-3). A table may add its own through the options; the rules
// below refer to a few of these by id (Dodge, Melee, Ranged, Mechanics, Swimming, Explosives).

export interface SkillDef {
  id: string;
  name: string;
  covers: string;
}

export const SKILLS: readonly SkillDef[] = [
  { id: "boating", name: "Boating", covers: "handling boats and anything else that floats" },
  { id: "dodge", name: "Dodge", covers: "getting out of the way of blows, shots and hazards" },
  { id: "driving", name: "Driving", covers: "every kind of land vehicle" },
  {
    id: "explosives",
    name: "Explosives",
    covers: "making, placing and disarming explosives, and knowing how they work",
  },
  { id: "mechanics", name: "Mechanics", covers: "repairing, maintaining and building machines" },
  { id: "melee", name: "Melee", covers: "close fighting with fists or anything held in the hand" },
  { id: "piloting", name: "Piloting", covers: "every kind of aircraft" },
  { id: "ranged", name: "Ranged", covers: "bows, thrown things and firearms" },
  { id: "swimming", name: "Swimming", covers: "moving through water and staying afloat" },
];

/** Skills some rule refers to by id. */
export const SKILL = {
  dodge: "dodge",
  melee: "melee",
  ranged: "ranged",
  mechanics: "mechanics",
  swimming: "swimming",
  explosives: "explosives",
} as const;

/** OBJ-SKILL-4: which skill drives which kind of vehicle. */
export const VEHICLE_SKILL = {
  watercraft: "boating",
  land: "driving",
  aircraft: "piloting",
} as const;

export type VehicleKind = keyof typeof VEHICLE_SKILL;

/** A few common vehicles and their kind, for the builder and the tests. */
export const VEHICLES: Readonly<Record<string, VehicleKind>> = {
  motorboat: "watercraft",
  sailboat: "watercraft",
  canoe: "watercraft",
  car: "land",
  truck: "land",
  motorcycle: "land",
  helicopter: "aircraft",
  airplane: "aircraft",
  glider: "aircraft",
};

export function vehicleSkill(kind: VehicleKind): string {
  return VEHICLE_SKILL[kind];
}
