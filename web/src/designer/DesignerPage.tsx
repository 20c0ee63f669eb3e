// The designer page (/designer): derive a ruleset from a shipped one with an overlay, see the exact
// odds of its core check, and simulate duels under it. Everything runs in this browser with the
// same src/designer and src/sim code as `tabula rulesets`, `tabula odds-table` and `tabula sim duel`.

import { useDeferredValue, useMemo, useState } from "react";
import { navigate, useTitle } from "../lib/router.js";
import { Brand } from "../pages/Brand.js";
import { DuelPanel } from "./DuelPanel.js";
import { blankOverlay, checkText, toText } from "./model.js";
import { OddsPanel } from "./OddsPanel.js";
import { OverlayEditor } from "./OverlayEditor.js";
import "./designer.css";

export function DesignerPage() {
  useTitle("Ruleset designer");
  const [text, setText] = useState(() => toText(blankOverlay("lucky13")));
  const checked = useMemo(() => checkText(text), [text]);
  // The odds and the duel follow the last overlay that was valid, a beat behind the typing.
  const deferred = useDeferredValue(checked);
  const [lastGood, setLastGood] = useState(checked.ok ? checked : null);
  if (deferred.ok && deferred !== lastGood) setLastGood(deferred);
  const base = checked.overlay && typeof checked.overlay.base === "string" ? checked.overlay.base : "lucky13";

  return (
    <div className="page designer-page">
      <header className="site-header">
        <Brand />
        <p className="tagline">
          Ruleset designer: change a shipped ruleset, see its exact odds, pit fighters against each other.
        </p>
        <nav aria-label="Site" className="site-nav">
          <a
            href="/"
            onClick={(e) => {
              e.preventDefault();
              navigate("/");
            }}
          >
            Tables
          </a>
        </nav>
      </header>
      <main className="designer-grid">
        <OverlayEditor text={text} onText={setText} checked={checked} base={base} />
        <OddsPanel
          ruleset={lastGood?.ruleset ?? null}
          overlay={lastGood?.overlay ?? null}
          stale={!checked.ok}
        />
        <DuelPanel
          ruleset={lastGood?.ruleset ?? null}
          overlay={lastGood?.overlay ?? null}
          stale={!checked.ok}
        />
      </main>
    </div>
  );
}
