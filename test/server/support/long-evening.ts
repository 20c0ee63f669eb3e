// A long evening's table, played through the real server: a GM and five players, each with a
// Lucky 13 character, and `intents` checks and labelled rolls between them (a six-hour session at
// one roll every five seconds is about 4,300). Its export is the largest realistic import, which
// the import limit (DEFAULT_LIMITS.maxImportBytes) is set a few times above.

import { TestClient } from "./client.js";
import { type Created, character, createTable, joinTable } from "./harness.js";

const PLAYERS = ["Ash", "Birch", "Cedar", "Dale", "Elm"];
const NOTATIONS = ["1d20+3", "3d6", "2d10kh1", "4d6dl1", "1d100", "2d6+1d8"];

export async function playLongEvening(
  url: string,
  wsUrl: string,
  intents = 4300,
): Promise<{ created: Created; exported: unknown; bytes: number }> {
  const created = await createTable(url, "A long evening");
  const clients: TestClient[] = [];
  const ids: string[] = [];
  for (const name of PLAYERS) {
    const member = await joinTable(url, created, name);
    const c = await TestClient.join(wsUrl, created.table.id, member.token);
    await c.intent(character(name));
    clients.push(c);
    ids.push(name.toLowerCase());
  }
  // Each player in turn, a batch at a time: a check with a difficulty or a labelled roll.
  const batch = 50;
  for (let sent = 0; sent < intents; sent += batch) {
    const waits: Promise<unknown>[] = [];
    for (let i = sent; i < Math.min(intents, sent + batch); i++) {
      const p = i % PLAYERS.length;
      const c = clients[p]!;
      const message =
        i % 3 === 0
          ? {
              type: "roll",
              notation: NOTATIONS[i % NOTATIONS.length]!,
              label: `${PLAYERS[p]} tries something risky, turn ${i}`,
              as: ids[p]!,
            }
          : {
              type: "action",
              action: "check",
              params: {
                actor: ids[p]!,
                ability: ["reflex", "will", "charm", "pulse", "intellect"][i % 5]!,
                skill: "fighting",
                difficulty: ["easy", "moderate", "difficult"][i % 3]!,
              },
            };
      waits.push(
        c.intent(message).then((m) => {
          if (m.type !== "ack") throw new Error(`intent ${i} refused: ${JSON.stringify(m)}`);
        }),
      );
    }
    await Promise.all(waits);
  }
  for (const c of clients) await c.close();
  const res = await fetch(`${url}/api/tables/${created.table.id}/export`, {
    headers: { authorization: `Bearer ${created.gm.token}` },
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`export failed: ${text}`);
  return { created, exported: JSON.parse(text), bytes: Buffer.byteLength(text) };
}
