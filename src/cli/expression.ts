import { UsageError } from "./args.js";
import { readStdin } from "./files.js";

/**
 * The expression argument: all positionals joined, so `tabula roll d20 + 4` works unquoted; `-`
 * reads it from standard input (`echo 4d6kh3 | tabula roll -`), its lines joined by spaces.
 */
export function expressionArg(positionals: string[], command: string): string {
  if (positionals.length === 0) {
    throw new UsageError(`tabula ${command} needs an expression, such as: tabula ${command} 2d6+3`);
  }
  if (positionals.length === 1 && positionals[0] === "-") {
    const text = readStdin("expression")
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean)
      .join(" ");
    if (text === "") throw new UsageError(`tabula ${command} -: standard input held no expression`);
    return text;
  }
  return positionals.join(" ");
}
