// Setting a table up for a browser test without clicking through the start page (the table test
// covers that): a table over HTTP, a player seat from the invite, a page opened on a seat's token,
// and a character file pasted into the table's Import form.

import type { BrowserContext, Page } from "playwright-core";
import { openPage, type Watched } from "./browser.js";

export interface Seat {
  table: string;
  token: string;
}

export interface NewTable {
  gm: Seat;
  invite: string;
}

export async function createTableOver(url: string, ruleset: string, name: string): Promise<NewTable> {
  const res = await fetch(`${url}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, ruleset, gm: { name: "Gemma" } }),
  });
  if (res.status !== 201) throw new Error(`creating a ${ruleset} table failed: ${await res.text()}`);
  const created = (await res.json()) as {
    table: { id: string };
    gm: { token: string };
    invite: { code: string };
  };
  return { gm: { table: created.table.id, token: created.gm.token }, invite: created.invite.code };
}

export async function joinOver(url: string, t: NewTable, name: string): Promise<Seat> {
  const res = await fetch(`${url}/api/tables/${t.gm.table}/join`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ invite: t.invite, name }),
  });
  if (res.status !== 201) throw new Error(`joining failed: ${await res.text()}`);
  const { member } = (await res.json()) as { member: { token: string } };
  return { table: t.gm.table, token: member.token };
}

/** A page of `context` seated at the table with `seat`'s token, once it is live. */
export async function openSeat(
  context: BrowserContext,
  url: string,
  seat: Seat,
  before?: (page: Page) => Promise<void>,
): Promise<Watched> {
  const w = await openPage(context);
  if (before) await before(w.page);
  await w.page.goto(`${url}/table/${seat.table}#token=${encodeURIComponent(seat.token)}`);
  await w.page.getByTestId("status").filter({ hasText: "Live" }).waitFor({ timeout: 20_000 });
  return w;
}

/** Pastes a character file into the Import form and waits for its sheet. */
/** The GM imports a character file; `owner` names the player it is for (by default the GM's own). */
export async function importCharacter(
  page: Page,
  file: { name: string },
  id?: string,
  owner?: string,
): Promise<void> {
  const tab = page.getByRole("button", { name: "Sheets", exact: true });
  if (await tab.isVisible()) await tab.click();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.getByLabel("Or paste it").fill(JSON.stringify(file));
  if (id) await page.getByLabel("Character id").fill(id);
  if (owner) await page.getByLabel("Played by").selectOption({ label: owner });
  await page.getByRole("button", { name: "Import", exact: true }).last().click();
  await page.getByRole("heading", { name: file.name, level: 3 }).first().waitFor({ timeout: 15_000 });
}
