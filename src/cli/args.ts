// A small argument parser: `--name value`, `--name=value`, boolean flags, positionals. Unlike
// node:util parseArgs it lets a value or a positional start with a dash, which dice notation
// needs (`tabula roll -1d6+5`, `--at-least -2`).

export interface OptionSpec {
  type: "string" | "boolean";
  /** One line for the help text. */
  help: string;
  /** Shown in help as --name VALUE. */
  value?: string;
}

export type OptionSpecs = Record<string, OptionSpec>;

export interface Parsed {
  positionals: string[];
  options: Record<string, string | boolean | undefined>;
}

/** A usage mistake: the CLI prints it with the command's usage and exits with code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

export function parseArgs(argv: readonly string[], specs: OptionSpecs): Parsed {
  const positionals: string[] = [];
  const options: Parsed["options"] = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("--") || arg === "-") {
      if (/^-[a-zA-Z]$/.test(arg)) {
        if (arg === "-h") {
          options.help = true;
          continue;
        }
        throw new UsageError(`unknown option '${arg}'`);
      }
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    const spec = specs[name];
    if (!spec) {
      const known = Object.keys(specs).map((k) => `--${k}`);
      throw new UsageError(`unknown option '--${name}' (known: ${known.join(", ")})`);
    }
    if (spec.type === "boolean") {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      options[name] = true;
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value (${spec.value ?? "VALUE"})`);
    }
    if (options[name] !== undefined) throw new UsageError(`--${name} is given twice`);
    options[name] = value;
  }
  return { positionals, options };
}

export function integerOption(value: string | boolean | undefined, name: string): number | undefined {
  if (value === undefined || typeof value === "boolean") return undefined;
  if (!/^[+-]?\d+$/.test(value.trim()))
    throw new UsageError(`--${name} must be a whole number, not '${value}'`);
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new UsageError(`--${name} is too large: ${value}`);
  return n;
}

export function numberOption(value: string | boolean | undefined, name: string): number | undefined {
  if (value === undefined || typeof value === "boolean") return undefined;
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n))
    throw new UsageError(`--${name} must be a number, not '${value}'`);
  return n;
}

export function formatOptions(specs: OptionSpecs): string {
  const rows = Object.entries(specs).map(([name, s]) => [`--${name}${s.value ? ` ${s.value}` : ""}`, s.help]);
  const width = Math.max(...rows.map((r) => r[0]!.length));
  return rows.map(([a, b]) => `  ${a!.padEnd(width)}  ${b}`).join("\n");
}
