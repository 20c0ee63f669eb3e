// Markdown-lite for chat (web/src/lib/markdown-lite.ts): marks as data, never HTML; what is not a
// closed mark stays the characters typed.

import { describe, expect, it } from "vitest";
import { markdownLite } from "../../web/src/lib/markdown-lite.js";

describe("markdown-lite", () => {
  it("reads bold, italics and both", () => {
    expect(markdownLite("**bold** and *it* and _it2_")).toEqual([
      { text: "bold", bold: true },
      { text: " and " },
      { text: "it", italic: true },
      { text: " and " },
      { text: "it2", italic: true },
    ]);
    expect(markdownLite("***both***")).toEqual([{ text: "both", bold: true, italic: true }]);
  });

  it("shows a link as its label and its whole address, as text", () => {
    expect(markdownLite("see [the map](javascript:alert(1)) now")).toEqual([
      { text: "see " },
      { text: "the map (javascript:alert(1)", link: true },
      { text: ") now" },
    ]);
    expect(markdownLite("[wiki](https://example.org/a_b)")).toEqual([
      { text: "wiki (https://example.org/a_b)", link: true },
    ]);
  });

  it("leaves markup, snake_case, dunders, arithmetic and unclosed marks as typed", () => {
    for (const t of [
      "<script>alert(1)</script>",
      "snake_case_name",
      "window.__pwned=1 and window.__pwned=2",
      "2 * 3 * 4",
      "** not bold**",
      "*open",
    ])
      expect(markdownLite(t)).toEqual([{ text: t }]);
    expect(markdownLite('<img src=x onerror="a()"> *careful*')).toEqual([
      { text: '<img src=x onerror="a()"> ' },
      { text: "careful", italic: true },
    ]);
  });
});
