// Debian's headless Chromium, driven by playwright-core (no browser download). The browser tests
// run only where /usr/bin/chromium (or $TABULA_CHROMIUM) exists, and say so loudly when it does not.

import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { ROOT } from "../../server/support/harness.js";

export const CHROMIUM = process.env.TABULA_CHROMIUM || "/usr/bin/chromium";
export const HAS_CHROMIUM = existsSync(CHROMIUM);
export const NO_CHROMIUM_MESSAGE = `browser tests skipped: no Chromium at ${CHROMIUM} (install Debian's chromium package, or set TABULA_CHROMIUM)`;

export const ARTIFACTS = join(ROOT, "test-artifacts/web");

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/** Everything a page said was wrong: console errors and uncaught exceptions. */
export interface Watched {
  page: Page;
  errors: string[];
}

export async function openPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
  return { page, errors };
}

export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy (no inline
  // scripts) does not govern, so the page is checked exactly as it is served.
  if (!(await page.evaluate("'axe' in window"))) await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as {
    violations: AxeViolation[];
  };
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

// Questions for the page, as expressions evaluated in it (this file is compiled without DOM types).

/** All the text in the page, hidden parts included. */
export const pageText = (page: Page) => page.evaluate("document.body.textContent || ''") as Promise<string>;

/** How far the page scrolls sideways (0 when it fits the screen). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(
    "document.documentElement.scrollWidth - document.documentElement.clientWidth",
  ) as Promise<number>;

/** The accessible label of the focused element. */
export const focusedLabel = (page: Page) =>
  page.evaluate("document.activeElement && document.activeElement.getAttribute('aria-label')") as Promise<
    string | null
  >;

export function describeViolations(vs: AxeViolation[]): string {
  return vs
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => JSON.stringify(n.target)).join("\n  ")}`,
    )
    .join("\n");
}
