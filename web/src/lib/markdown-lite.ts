// Markdown-lite for chat: **bold**, *italics* or _italics_, and links. The result is plain data
// (text spans with marks) that the page turns into React text nodes: no HTML is ever parsed or
// built from a message, so `<script>` or `<img onerror>` in a message is shown as the characters
// typed. A link `[label](url)` is shown as text with its address in full, never made clickable
// (nor is a bare address): a player sees where it points before copying it anywhere.

export interface Span {
  text: string;
  bold?: true;
  italic?: true;
  /** The span is a link's label or address, shown as text (styled, not clickable). */
  link?: true;
}

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/;

/** `**a *b* c**` → spans with marks. Unclosed markers stay as the characters typed. */
export function markdownLite(text: string): Span[] {
  const out: Span[] = [];
  walk(text, {}, out);
  // Neighbours with the same marks merge, so the DOM stays small.
  return out.reduce<Span[]>((acc, s) => {
    const last = acc.at(-1);
    if (last && last.bold === s.bold && last.italic === s.italic && last.link === s.link) last.text += s.text;
    else if (s.text !== "") acc.push({ ...s });
    return acc;
  }, []);
}

type Marks = Omit<Span, "text">;

/**
 * Where `marker` closes the emphasis `rest` opens, or -1: as in Markdown, not after a space, and an
 * underscore not inside a word (`a_b` is text).
 */
function closing(rest: string, marker: string): number {
  let at = rest.indexOf(marker, marker.length + 1);
  while (at > 0) {
    const before = rest[at - 1]!;
    const after = rest[at + marker.length] ?? "";
    const ok = !/\s/.test(before) && !(marker === "_" && (/\w/.test(after) || before === "_"));
    // A run of stars closes at its end: `***both***` is bold around italics.
    if (ok && after !== "*") return at;
    at = rest.indexOf(marker, at + 1);
  }
  return -1;
}

function walk(text: string, marks: Marks, out: Span[], depth = 0): void {
  let i = 0;
  let plain = "";
  const flush = () => {
    if (plain) out.push({ text: plain, ...marks });
    plain = "";
  };
  while (i < text.length) {
    const rest = text.slice(i);
    const link = depth < 3 ? LINK.exec(rest) : null;
    if (link && link.index === 0) {
      flush();
      out.push({ text: `${link[1]} (${link[2]})`, ...marks, link: true });
      i += link[0].length;
      continue;
    }
    const marker = rest.startsWith("**") ? "**" : rest[0] === "*" || rest[0] === "_" ? rest[0] : null;
    if (marker && depth < 3) {
      const close = closing(rest, marker);
      // `_` inside a word (snake_case, __dunder) is not emphasis.
      const wordy = marker === "_" && /\w/.test(text[i - 1] ?? "");
      if (close > marker.length && !wordy && !/\s/.test(rest[marker.length]!)) {
        flush();
        const inner = rest.slice(marker.length, close);
        walk(inner, { ...marks, ...(marker === "**" ? { bold: true } : { italic: true }) }, out, depth + 1);
        i += close + marker.length;
        continue;
      }
    }
    plain += text[i];
    i++;
  }
  flush();
}
