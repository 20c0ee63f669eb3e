// Errors as data for the four rule areas (defence, damage, health, conditions). A rule that may be
// refused answers with a Verdict instead of throwing: the table shows the message and highlights the
// field in `path`, and a replay can record the refusal. Bad *shapes* are a different matter: the
// parse functions throw an EngineError (also data: code, path, issues) at the boundary.

export interface RuleError {
  /** "refused": valid input the rules do not allow now; "invalid": a value no rule accepts. */
  code: "refused" | "invalid";
  /** The field at fault, e.g. ["helper", "skills"] or ["conditions", 2]. */
  path: (string | number)[];
  message: string;
}

export type Verdict<T> = ({ ok: true } & T) | { ok: false; error: RuleError };

export function refuse(message: string, path: (string | number)[]): { ok: false; error: RuleError } {
  return { ok: false, error: { code: "refused", path, message } };
}

export function reject(message: string, path: (string | number)[]): { ok: false; error: RuleError } {
  return { ok: false, error: { code: "invalid", path, message } };
}
