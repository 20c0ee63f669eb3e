// An item's supply die on the chain it shrinks along (B15-SUP-1): d12 → d10 → d8 → d6 → d4 → empty,
// the current size lit, the starting size marked.

import { SUPPLY_CHAIN } from "../../../../src/rulesets/beat15/data/supply.js";

export function SupplyChain({ current, starting }: { current: string; starting: string | null }) {
  const text = `Supply ${current}${starting && starting !== current ? ` (starts at ${starting})` : ""}`;
  return (
    <div className="b15-chain" role="img" aria-label={text}>
      {SUPPLY_CHAIN.map((d) => {
        const idx = SUPPLY_CHAIN.indexOf(d);
        const at = SUPPLY_CHAIN.indexOf(current as (typeof SUPPLY_CHAIN)[number]);
        const cls = [
          "b15-link",
          d === current ? "now" : "",
          idx < at ? "spent" : "",
          d === starting ? "start" : "",
          d === "empty" ? "empty" : "",
        ]
          .filter(Boolean)
          .join(" ");
        return (
          <span key={d} className={cls}>
            {d === "empty" ? "∅" : d}
          </span>
        );
      })}
    </div>
  );
}
