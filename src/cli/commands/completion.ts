// `tabula completion bash|zsh|fish`: a completion script for the shell, made from the commands'
// own option lists, so it cannot drift from what the commands accept.

import { UsageError } from "../args.js";
import { type Command, HELP_OPTION } from "../command.js";
import { COMMANDS } from "./index.js";

const SHELLS = ["bash", "zsh", "fish"] as const;
type Shell = (typeof SHELLS)[number];

/** What completion needs of a command: its flags and the choices for its first argument. */
export interface CompletionSpec {
  name: string;
  summary: string;
  flags: string[];
  first: string[];
}

/** Every command's flags; a ruleset verb's are those of every ruleset it runs for. */
export async function completionSpecs(): Promise<CompletionSpec[]> {
  const specs: CompletionSpec[] = [];
  for (const entry of COMMANDS) {
    const c = await entry.load();
    const first = [...(c.firstArgs ?? [])];
    const names = new Set(Object.keys(c.options));
    if (c.optionsFor) for (const id of first) for (const k of Object.keys(c.optionsFor(id))) names.add(k);
    names.add("help");
    names.add("no-color"); // every command's (main.ts takes it off the line before parsing)
    specs.push({ name: entry.name, summary: entry.summary, flags: [...names].map((n) => `--${n}`), first });
  }
  return specs;
}

/** Quoting for a single-quoted shell word. */
const sq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function bashScript(specs: CompletionSpec[]): string {
  const cases = specs.map(
    (s) => `    ${s.name}) flags=${sq(s.flags.join(" "))}; first=${sq(s.first.join(" "))} ;;`,
  );
  return `# tabula completion for bash: add to ~/.bashrc
#   source <(tabula completion bash)
_tabula() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" flags="" first=""
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=( $(compgen -W ${sq(specs.map((s) => s.name).join(" "))} -- "$cur") )
    return
  fi
  case "\${COMP_WORDS[1]}" in
${cases.join("\n")}
  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=( $(compgen -W "$flags" -- "$cur") )
  elif [ "$COMP_CWORD" -eq 2 ] && [ -n "$first" ]; then
    COMPREPLY=( $(compgen -W "$first" -- "$cur") $(compgen -f -- "$cur") )
  else
    COMPREPLY=( $(compgen -f -- "$cur") )
  fi
}
complete -o filenames -F _tabula tabula
`;
}

export function zshScript(specs: CompletionSpec[]): string {
  const described = specs.map((s) => `    ${sq(`${s.name}:${s.summary.replace(/:/g, "\\:")}`)}`);
  const cases = specs.map(
    (s) => `    ${s.name}) flags=(${s.flags.map(sq).join(" ")}); first=(${s.first.map(sq).join(" ")}) ;;`,
  );
  return `#compdef tabula
# tabula completion for zsh: add to ~/.zshrc (after compinit)
#   source <(tabula completion zsh)
_tabula() {
  local -a commands flags first
  if (( CURRENT == 2 )); then
    commands=(
${described.join("\n")}
    )
    _describe 'command' commands
    return
  fi
  case $words[2] in
${cases.join("\n")}
  esac
  if [[ $PREFIX == -* ]]; then
    compadd -a flags
  elif (( CURRENT == 3 && \${#first} > 0 )); then
    compadd -a first
    _files
  else
    _files
  fi
}
compdef _tabula tabula
`;
}

export function fishScript(specs: CompletionSpec[]): string {
  const lines = [
    "# tabula completion for fish: save as ~/.config/fish/completions/tabula.fish",
    "#   tabula completion fish > ~/.config/fish/completions/tabula.fish",
    "complete -c tabula -e",
  ];
  for (const s of specs) {
    lines.push(`complete -c tabula -n __fish_use_subcommand -f -a ${s.name} -d ${sq(s.summary)}`);
    const when = sq(`__fish_seen_subcommand_from ${s.name}`);
    if (s.first.length > 0) lines.push(`complete -c tabula -n ${when} -a ${sq(s.first.join(" "))}`);
    for (const f of s.flags) lines.push(`complete -c tabula -n ${when} -l ${f.slice(2)}`);
  }
  return `${lines.join("\n")}\n`;
}

export const completionCommand: Command = {
  name: "completion",
  firstArgs: SHELLS,
  usage: "tabula completion bash|zsh|fish",
  description: [
    "Prints a completion script for the shell: commands, each command's flags, and ruleset ids or",
    "sub-commands where the first argument is one of them. To use it:",
    "  bash  source <(tabula completion bash)        (in ~/.bashrc)",
    "  zsh   source <(tabula completion zsh)         (in ~/.zshrc, after compinit)",
    "  fish  tabula completion fish > ~/.config/fish/completions/tabula.fish",
  ].join("\n"),
  options: { help: HELP_OPTION },
  async run(args, io) {
    const shell = args.positionals[0];
    if (args.positionals.length !== 1 || !SHELLS.includes(shell as Shell)) {
      throw new UsageError(`tabula completion needs one shell: ${SHELLS.join(", ")}`);
    }
    const specs = await completionSpecs();
    io.out(shell === "bash" ? bashScript(specs) : shell === "zsh" ? zshScript(specs) : fishScript(specs));
    return 0;
  },
};
