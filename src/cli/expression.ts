import { UsageError } from "./args.js";

/** The expression argument: all positionals joined, so `tabula roll d20 + 4` works unquoted. */
export function expressionArg(positionals: string[], command: string): string {
  if (positionals.length === 0) {
    throw new UsageError(`tabula ${command} needs an expression, such as: tabula ${command} 2d6+3`);
  }
  return positionals.join(" ");
}
