// Request bodies as JSON. fastify's own parser refuses `__proto__` and `constructor.prototype` keys
// (good), but answers "not valid JSON" without saying where, so a client cannot tell a typo from a
// refused name. JSON.parse makes such a key an ordinary own property (it never sets a prototype);
// this walk then refuses it with the path of the field, before any of our code sees the value.

import { ServerError } from "../errors.js";

/** The path of the first key a client may not use (`__proto__`, or `prototype` under `constructor`). */
export function forbiddenKeyPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = forbiddenKeyPath(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (key === "__proto__") return [...path, key];
    if (key === "prototype" && path.at(-1) === "constructor") return [...path, key];
    const found = forbiddenKeyPath((value as Record<string, unknown>)[key], [...path, key]);
    if (found) return found;
  }
  return null;
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") throw new ServerError("bad_json", "the body is empty; send a JSON object");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new ServerError("bad_json", `the body is not valid JSON (${(e as Error).message})`);
  }
  const bad = forbiddenKeyPath(value);
  if (bad)
    throw new ServerError(
      "invalid",
      `'${String(bad.at(-1))}' is not a name this server accepts (at ${bad.join(".")})`,
      bad,
    );
  return value;
}
