// The table server's WebSocket messages as a client sees them (src/server/README.md): the web app,
// a bot or another VTT. Types only, and one error class: nothing here needs Node or a browser.

import type { Outcomes } from "../engine/ruleset.js";

/** `whisper:<ids>`: seen by its sender, the members named (ids joined by commas) and the GMs. */
export type Visibility = "public" | "gm" | "self" | `whisper:${string}`;
/** What players see of a character the GM keeps secret. */
export interface Secrecy {
  show: "nothing" | "conditions" | "wound";
}
export type Role = "gm" | "player";

export interface Member {
  id: string;
  name: string;
  role: Role;
}

export interface GameEvent {
  type: string;
  [key: string]: unknown;
}

export interface VisibleRecord {
  seq: number;
  intent: number;
  author: string | null;
  visibility: Visibility;
  event: GameEvent;
  hidden?: false;
}

export interface HiddenRecord {
  seq: number;
  intent: number;
  hidden: true;
}

export type LogRecord = VisibleRecord | HiddenRecord;

export interface WelcomeMessage {
  type: "welcome";
  table: { id: string; name: string; ruleset: string };
  member: Member;
  head: number;
  members: Member[];
  seed: { period: number; commitment: string };
}

/** A chance with its 95% interval, each a fraction from 0 to 1. */
export interface Chance {
  rate: number;
  low: number;
  high: number;
}

/**
 * The GM's forecast of the encounter (the server's `forecast` request): `runs` fights played from
 * the encounter's state on `seed`, for the base fight and each what-if.
 */
export interface ForecastView {
  runs: number;
  seed: string;
  /** Names, in the encounter's order. */
  party: string[];
  foes: string[];
  /** The party's chance to win. */
  winRate: Chance;
  /** Each PC's chance to drop. */
  pcs: { name: string; dropRate: number }[];
  /** The party's chance if the named foe leaves, or one more like it joins. */
  whatIf: { kind: "leaves" | "joins"; name: string; winRate: Chance }[];
  /** What of the state the forecast ignored or left out, in words. */
  notes: string[];
  /** Whether the server chose `runs` to answer within about a second. */
  quick: boolean;
}

/** What a forecast asks for; each absent field takes the server's default. */
export interface ForecastRequest {
  runs?: number;
  seed?: string;
  whatIfs?: boolean;
}

export interface AckMessage {
  type: "ack";
  intentId: string;
  intent: number;
  seq: [number, number];
  roll: string | null;
}

export interface ErrorMessage {
  type: "error";
  code: string;
  path: (string | number)[];
  message: string;
  intentId: string | null;
}

export type ServerMessage =
  | WelcomeMessage
  | ({ type: "event" } & LogRecord)
  | { type: "synced"; head: number }
  | AckMessage
  | ErrorMessage
  | { type: "odds"; intentId: string; action: string; outcomes: Outcomes }
  | { type: "forecast"; intentId: string; forecast: ForecastView }
  | { type: "pong"; intentId: string | null; head: number };

/** An intent as sent, without its `intentId` (the socket adds one). */
export type IntentBody =
  | { type: "roll"; notation: string; as?: string; label?: string; visibility?: Visibility }
  | { type: "action"; action: string; params: unknown; visibility?: Visibility }
  | ({ type: "engine"; engine: string } & Record<string, unknown>)
  | { type: "character.create"; method: string; input: unknown; id?: string; owner?: string | null }
  | { type: "character.put"; id: string; character: unknown; owner?: string | null }
  | {
      type: "character.advance";
      id: string;
      buy: string[];
      betweenAdventures?: boolean;
      award?: { amount: number; reason: string };
    }
  | { type: "character.remove"; id: string }
  | { type: "character.secrecy"; id: string; secret: Secrecy | null }
  | {
      type: "npc.add";
      name: string;
      count?: number;
      statblock?: Record<string, unknown>;
      from?: string;
      secret?: Secrecy | null;
      encounter?: boolean;
    }
  | { type: "bestiary.save"; id?: string; name: string; statblock: Record<string, unknown> }
  | { type: "bestiary.delete"; id: string }
  | { type: "chat"; text: string; as?: string; to?: string[] }
  | { type: "macros.set"; macros: Macro[] }
  | {
      type: "table.settings";
      dialect?: "tabula" | "roll20" | "foundry";
      freeCharacterEditing?: boolean;
      npcsSecretByDefault?: boolean;
    }
  | { type: "undo" }
  | { type: "seed.reveal" };

/** A saved roll (src/server/macros.ts): a notation, or a ruleset action with its parameters. */
export type Macro =
  | {
      kind: "notation";
      name: string;
      notation: string;
      label?: string;
      as?: string;
      visibility?: "public" | "gm" | "self";
    }
  | { kind: "action"; name: string; action: string; params: unknown; visibility?: "public" | "gm" | "self" };

/** A refusal from the server, with the field it points at. */
export class IntentError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly path: (string | number)[] = [],
  ) {
    super(message);
    this.name = "IntentError";
  }
}
