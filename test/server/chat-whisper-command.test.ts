// `/w NAME message` (issue 16): the names a whisper may use are the members' and their characters',
// names with spaces are matched whole (the longest that fits), several may be given with commas,
// and what is not a name at the table is refused in words naming the word at fault.

import { describe, expect, it } from "vitest";
import { executeChat, parseWhisper } from "../../src/server/chat.js";
import type { ExecContext } from "../../src/server/intents.js";

// Only what a chat message reads from the context: who is at the table and their characters.
const members = new Map([
  ["m-gm", { id: "m-gm", name: "Gemma", role: "gm" as const }],
  ["m-ash", { id: "m-ash", name: "Ash", role: "player" as const }],
  ["m-bo", { id: "m-bo", name: "Bo", role: "player" as const }],
]);
const ctx = (author: string) =>
  ({
    state: {
      characters: {
        wren: { name: "Wren Hale", owner: "m-ash" },
        ash2: { name: "Ashford", owner: "m-bo" },
        npc: { name: "Ghoul 1", owner: null },
      },
    },
    members,
    author: members.get(author)!,
    newId: (p: string) => `${p}-1`,
  }) as unknown as ExecContext;

const noRoll = () => {
  throw new Error("not a roll");
};

describe("/w NAME message", () => {
  it("whispers to a member by name, case-insensitively, and keeps only the message", () => {
    const x = executeChat(
      ctx("m-gm"),
      { type: "chat", intentId: "i", text: "/w ash the door is open", to: [] },
      noRoll,
    );
    expect(JSON.stringify(x.visibility)).toContain("m-ash");
    expect(JSON.stringify(x.visibility)).not.toContain("m-bo");
    const e = x.events[0] as unknown as { to: string[]; text: string };
    expect(e.to).toEqual(["m-ash"]);
    expect(e.text).toBe("the door is open");
  });

  it("takes a character's name (with a space) for its player, the longest name that fits", () => {
    expect(parseWhisper(ctx("m-gm"), "Wren Hale run")).toEqual({ to: ["m-ash"], text: "run" });
    // "Ashford" is a name of its own, not "Ash" followed by "ford".
    expect(parseWhisper(ctx("m-gm"), "Ashford hide")).toEqual({ to: ["m-bo"], text: "hide" });
  });

  it("whispers to several names separated by commas", () => {
    expect(parseWhisper(ctx("m-gm"), "Ash, Bo both of you")).toEqual({
      to: ["m-ash", "m-bo"],
      text: "both of you",
    });
  });

  it("refuses an unknown name, a missing message and a whisper to oneself, naming the problem", () => {
    expect(() => parseWhisper(ctx("m-gm"), "Zed hello")).toThrow(/no member or character called 'Zed'/);
    expect(() => parseWhisper(ctx("m-gm"), "Ash")).toThrow(/needs a message/);
    expect(() => parseWhisper(ctx("m-gm"), "")).toThrow(/needs a name and a message/);
    // A character with no player (an NPC) is not someone to whisper to.
    expect(() => parseWhisper(ctx("m-gm"), "Ghoul 1 boo")).toThrow(/no member or character called 'Ghoul'/);
    expect(() =>
      executeChat(
        ctx("m-ash"),
        { type: "chat", intentId: "i", text: "/w Wren Hale note to self", to: [] },
        noRoll,
      ),
    ).toThrow(/someone besides yourself/);
  });

  it("a whispered /roll stays a whisper to the named member", () => {
    let seen: unknown = null;
    executeChat(
      ctx("m-bo"),
      { type: "chat", intentId: "i", text: "/w Ash /roll 2d6 sneak", to: [] },
      (_c, roll, visibility) => {
        seen = { roll, visibility };
        return { events: [], visibility, roll: null };
      },
    );
    expect(seen).toMatchObject({ roll: { notation: "2d6", label: "sneak" } });
    expect(JSON.stringify((seen as { visibility: unknown }).visibility)).toContain("m-ash");
  });
});
