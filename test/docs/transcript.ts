// Reads the command transcripts out of a Markdown page, so test/docs/transcripts.test.ts can run
// them and compare what they print with what the page shows. The convention (README.md's
// "Documentation" section points here):
//
// - A ```sh block whose lines start with `$ ` is a transcript: each `$ command` (continued over
//   lines ending in `\`) is followed by the output the page promises, stdout and stderr together,
//   up to the next `$ ` line. An output line that is only `…` (indented or not) stands for any number of lines
//   (none included); a `…` inside a line stands for any text (a random seed, a timing).
// - A ```sh block with no `$ ` line is a list of commands: each must run and exit 0; what they
//   print is not shown, so it is not compared.
// - `<!-- transcript: skip REASON -->` just before a block leaves it out (a server, the network,
//   minutes of work), with the reason in the page's source for whoever reads it.
// - `<!-- transcript: file NAME -->` just before a block writes that block to NAME (a character
//   file the page shows), and `<!-- transcript: setup COMMANDS -->` runs COMMANDS silently where it
//   stands (copying a file the reader is told about in prose).

export type Step =
  | { kind: "transcript"; line: number; command: string; expected: string[] }
  | { kind: "run"; line: number; command: string }
  | { kind: "file"; line: number; name: string; content: string }
  | { kind: "setup"; line: number; command: string }
  | { kind: "skip"; line: number; reason: string };

const DIRECTIVE = /^<!--\s*transcript:\s*(skip|file|setup)\b\s*([\s\S]*?)\s*-->\s*$/;
const FENCE = /^```(\S*)\s*$/;
const SHELL_LANGS = new Set(["sh", "shell", "bash", "console"]);

/** The steps of a page in order. Blocks in other languages (js, json, text) are not run. */
export function readTranscripts(markdown: string): Step[] {
  const lines = markdown.split("\n");
  const steps: Step[] = [];
  // A directive applies to the next fenced block; blank lines may stand between them.
  let pending: { kind: "skip" | "file"; arg: string; line: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const directive = DIRECTIVE.exec(line.trim());
    if (directive) {
      const kind = directive[1] as "skip" | "file" | "setup";
      const arg = directive[2] ?? "";
      if (kind === "setup") steps.push({ kind: "setup", line: i + 1, command: arg });
      else pending = { kind, arg, line: i + 1 };
      continue;
    }
    const fence = FENCE.exec(line);
    if (!fence) {
      if (line.trim() !== "" && pending) pending = null;
      continue;
    }
    const lang = fence[1] ?? "";
    const start = i + 1;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i] ?? ""); i++) body.push(lines[i] ?? "");
    const directiveHere = pending;
    pending = null;
    if (directiveHere?.kind === "skip") {
      steps.push({ kind: "skip", line: start, reason: directiveHere.arg });
      continue;
    }
    if (directiveHere?.kind === "file") {
      steps.push({ kind: "file", line: start, name: directiveHere.arg, content: `${body.join("\n")}\n` });
      continue;
    }
    if (!SHELL_LANGS.has(lang)) continue;
    steps.push(...blockSteps(body, start + 1));
  }
  return steps;
}

/** Joins a command's continuation lines (ending in `\`) the way the shell will read them. */
function takeCommand(body: string[], at: number, prefix: string): { command: string; next: number } {
  const parts: string[] = [];
  let j = at;
  let text = (body[j] ?? "").slice(prefix.length);
  for (;;) {
    parts.push(text);
    if (!text.endsWith("\\") || j + 1 >= body.length) break;
    j++;
    text = body[j] ?? "";
  }
  return { command: parts.join("\n"), next: j + 1 };
}

function blockSteps(body: string[], firstLine: number): Step[] {
  const steps: Step[] = [];
  const isTranscript = body.some((l) => l.startsWith("$ "));
  let j = 0;
  while (j < body.length) {
    const text = body[j] ?? "";
    if (isTranscript) {
      if (!text.startsWith("$ ")) {
        j++; // lines before the first command: prose-like output with no command, not compared
        continue;
      }
      const { command, next } = takeCommand(body, j, "$ ");
      let k = next;
      const expected: string[] = [];
      while (k < body.length && !(body[k] ?? "").startsWith("$ ")) expected.push(body[k++] ?? "");
      steps.push({ kind: "transcript", line: firstLine + j, command, expected });
      j = k;
    } else {
      if (text.trim() === "" || text.trimStart().startsWith("#")) {
        j++;
        continue;
      }
      const { command, next } = takeCommand(body, j, "");
      steps.push({ kind: "run", line: firstLine + j, command });
      j = next;
    }
  }
  return steps;
}

const ELLIPSIS = "…";

function lineMatches(pattern: string, actual: string): boolean {
  if (!pattern.includes(ELLIPSIS)) return pattern === actual;
  const parts = pattern.split(ELLIPSIS).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join("[\\s\\S]*")}$`).test(actual);
}

/** Trailing spaces and trailing blank lines are not part of what a page shows. */
export function normalise(lines: string[]): string[] {
  const out = lines.map((l) => l.replace(/\s+$/, ""));
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out;
}

/**
 * Whether the output matches what the page shows. A line that is only `…` matches any run of
 * lines; other lines match one line each, with `…` inside them matching any text.
 */
export function outputMatches(expected: string[], actual: string[]): boolean {
  const want = normalise(expected);
  const got = normalise(actual);
  // Memoised on (pattern line, output line): a handful of `…` lines keeps this small.
  const memo = new Map<number, boolean>();
  const match = (p: number, a: number): boolean => {
    const key = p * (got.length + 1) + a;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result: boolean;
    if (p === want.length) result = a === got.length;
    else if (want[p]?.trim() === ELLIPSIS) result = match(p + 1, a) || (a < got.length && match(p, a + 1));
    else result = a < got.length && lineMatches(want[p] ?? "", got[a] ?? "") && match(p + 1, a + 1);
    memo.set(key, result);
    return result;
  };
  return match(0, 0);
}

/**
 * The words of a command line with only words, quotes, backslash-newlines and a trailing
 * `# comment`; null when it holds anything else the shell would act on (pipes, redirections,
 * variables, globs, `;`, `&&`), which the real shell then runs.
 */
export function shellWords(line: string): string[] | null {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] ?? "";
    if (c === "\\" && line[i + 1] === "\n") {
      i++;
      continue;
    }
    if (c === " " || c === "\t" || c === "\n") {
      if (word !== null) words.push(word);
      word = null;
      continue;
    }
    if (c === "#" && word === null) break;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) return null;
      word = (word ?? "") + line.slice(i + 1, end);
      i = end;
      continue;
    }
    if (c === '"') {
      const end = line.indexOf('"', i + 1);
      const inner = end < 0 ? "" : line.slice(i + 1, end);
      if (end < 0 || /[$`\\]/.test(inner)) return null;
      word = (word ?? "") + inner;
      i = end;
      continue;
    }
    if (/[|&;<>()$`\\*?[\]{}~]/.test(c)) return null;
    word = (word ?? "") + c;
  }
  if (word !== null) words.push(word);
  return words;
}
