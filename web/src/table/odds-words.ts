// Why an action form shows no odds yet, in words a player reads (issue 16: the preview read
// "invalid parameters of attack: defender: name the defender").

import { humanize } from "../components/format.js";

/**
 * Why there are no odds yet, in words (issue 16: the preview read "invalid parameters of attack:
 * defender: name the defender"). The error's path says which field; a field still empty asks to
 * be chosen, a field given is named with the reason, never the server's key path.
 */
export function oddsErrorText(e: unknown, params: Record<string, unknown>): string {
  const raw = e && typeof e === "object" && Object.hasOwn(e, "path") ? (e as { path: unknown }).path : [];
  const path = Array.isArray(raw) ? raw : [];
  // The parameter at fault: the first name on the path ("defender" of ["params", "defender"]).
  const top = path.find((p): p is string => typeof p === "string" && p !== "params");
  const message = e instanceof Error ? e.message : String(e);
  // The reason alone: what follows the last "where: " of "invalid parameters of attack: defender: …".
  const reason = message.slice(message.lastIndexOf(": ") + 1).trim() || message;
  if (!top) return `No odds for these choices yet: ${reason}.`.replace(/\.\.$/, ".");
  const words = humanize(top).toLowerCase();
  const given = params[top];
  if (given === undefined || given === "" || (Array.isArray(given) && given.length === 0))
    return `Choose the ${words} to see the odds.`;
  return `No odds with this ${words}: ${reason}.`.replace(/\.\.$/, ".");
}
