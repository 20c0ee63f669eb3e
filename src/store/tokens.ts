// Secrets that let a person in: member tokens and invite codes. They are long random values from
// the operating system; only their SHA-256 is stored, so a leaked database or export lets nobody
// in (the values have 256 bits, so the hash cannot be searched back). Hashes are compared in
// constant time. A token names its member, so checking it is one lookup by key, not by secret.

import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** Whether `secret` hashes to `storedHash`, taking the same time wherever they differ. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A short random id (base32, lower case) for tables and members: not secret, just unguessable. */
export function newId(prefix: string, length = 12): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(length);
  let out = prefix;
  for (const b of bytes) out += alphabet[b & 31];
  return out;
}

/** A member's token: `<member id>.<secret>`. Returns null for anything not of that shape. */
export function splitToken(token: string): { memberId: string; secret: string } | null {
  const m = /^([a-z0-9]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return m ? { memberId: m[1]!, secret: m[2]! } : null;
}

export function joinToken(memberId: string, secret: string): string {
  return `${memberId}.${secret}`;
}
