// The rules of play at the table (issue 21, brief de16): `check` names a shared check (`sameCheck`)
// or an insight target (`insight`), and the table's rules-of-play log (note dice-engine.play,
// rules-of-play/play.ts) counts them: the Law of Large Numbers and Multiple Insight refuse before any
// die, only when the GM has turned them on (DE-PLAY-1).

import { describe, expect, it } from "vitest";
import { Play, refusal } from "./testing/play.js";

const vault = (p: Play, actor: string, faces = [5, 5]) =>
  p.act("check", { actor, stat: "strength", dc: 14, sameCheck: "force the vault door" }, faces);
const read = (p: Play, actor: string, target: string, scene?: string, faces = [5, 5]) =>
  p.act("check", { actor, stat: "intuition", insight: { target, ...(scene ? { scene } : {}) } }, faces);

describe("rules of play at the table (DE-PLAY-1, 3, 4)", () => {
  it("DE-PLAY-3 with the Law of Large Numbers on, two characters roll one shared check and a third is refused before a die", () => {
    const p = new Play({ lawOfLargeNumbers: true });
    vault(p, "ilse");
    expect(vault(p, "bruno").roll!.outcome).toMatchObject({ rulesOfPlay: { lawOfLargeNumbers: true } });
    const e = refusal(() => vault(p, "wren", []));
    expect(e.path).toEqual(["sameCheck"]);
    expect(e.message).toMatch(/no more than two players/);
    // One who already rolled it may roll again (One Shot is another rule); another check is free.
    vault(p, "ilse");
    p.act("check", { actor: "wren", stat: "strength", sameCheck: "lift the portcullis" }, [5, 5]);
  });

  it("DE-PLAY-1 DE-PLAY-3 optional rules are the GM's toggles: off by default, a third character rolls", () => {
    const p = new Play();
    vault(p, "ilse");
    vault(p, "bruno");
    expect(vault(p, "wren").roll!.outcome).toMatchObject({ rulesOfPlay: { lawOfLargeNumbers: false } });
  });

  it("DE-PLAY-4 with Multiple Insight on, one insight check per actor, target and scene", () => {
    const p = new Play({ multipleInsight: true });
    expect(read(p, "wren", "bruno", "tavern").roll!.outcome).toMatchObject({
      rulesOfPlay: { multipleInsight: true },
    });
    expect(refusal(() => read(p, "wren", "bruno", "tavern", [])).path).toEqual(["insight", "target"]);
    read(p, "wren", "ilse", "tavern");
    read(p, "wren", "bruno", "road");
    read(p, "ilse", "bruno", "tavern");
    // Without a scene map, the scene is named: refused when it is not.
    expect(refusal(() => read(p, "wren", "bruno", undefined, [])).path).toEqual(["insight", "scene"]);
    // Off (the default): the same insight check again, with or without a scene.
    const off = new Play();
    read(off, "wren", "bruno", "tavern");
    expect(read(off, "wren", "bruno", "tavern").roll!.outcome).toMatchObject({
      rulesOfPlay: { multipleInsight: false },
    });
    read(off, "wren", "bruno");
  });
});
