// Who may ask the odds of what (issue 15). An odds question tells its asker how an action would go
// before anything is rolled, and it costs the server real work: it is answered only where the
// asker could send the action itself. So a question is checked exactly as the intent `action` with
// the same parameters would be (permissions.ts): first what the parameters name (a player's
// `actor`s must be their own characters), then the outcome of resolving it, on dice that are
// thrown away and never shown, since whose roll it is, or whether a player may take a dice-less
// action at all, is known only from its events. The state the question is then asked on is the
// one the asker's intent would see (visibility.ts): a note hidden from them is not there.

import { Rng, rngSource } from "../dice/index.js";
import type { TableState } from "../engine/state.js";
import { type Author, executeIntent, intentIds } from "./intents.js";
import { authorize, authorizeOutcome, type PermissionContext } from "./permissions.js";
import type { Intent } from "./protocol.js";
import type { TableLog } from "./table-log.js";
import { stateFor } from "./visibility.js";

/**
 * The state to work out `action`'s odds on, for `author`; throws `forbidden` (with the path of
 * the parameter at fault, as the intent would get) when they could not send that action.
 */
export function oddsStateFor(log: TableLog, author: Author, action: string, params: unknown): TableState {
  const intent: Intent = { type: "action", intentId: "odds", action, params, visibility: "public" };
  const context = (state: TableState): PermissionContext => ({
    state,
    author,
    ruleset: log.ruleset,
    freeCharacterEditing: log.settings.freeCharacterEditing,
  });
  authorize(context(log.state), intent);
  const state = stateFor(log.state, log.noteOpenings, author, intent);
  if (author.role === "gm") return state;
  // Any seed will do: the dice thrown here decide nothing and are never shown. Resolving is cheap
  // next to the odds (one throw of each die against every outcome).
  const x = executeIntent(
    {
      ruleset: log.ruleset,
      state,
      author,
      members: log.members,
      dice: rngSource(Rng.fromSeed("odds permission")),
      newId: intentIds(log.lastIntent + 1),
      settings: log.settings,
    },
    intent,
  );
  authorizeOutcome(context(state), intent, x);
  return state;
}
