// Code blocks in docs/*.md, so the package test can run every example a reader sees.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface DocExample {
  /** e.g. "api.md#3": the file and the block's number in it. */
  name: string;
  lang: "js" | "ts";
  code: string;
}

/** Every ```js and ```ts block of the markdown files in `dir`; other languages are prose. */
export function docExamples(dir: string): DocExample[] {
  const out: DocExample[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()) {
    const text = readFileSync(join(dir, file), "utf8");
    const blocks = text.matchAll(/^```(js|ts)\n([\s\S]*?)^```$/gm);
    let n = 0;
    for (const m of blocks) {
      n++;
      out.push({ name: `${file}#${n}`, lang: m[1] as "js" | "ts", code: m[2] as string });
    }
  }
  return out;
}
