// Advancement offered on a sheet made for a ruleset (Lucky 13's AP, Objects' XP): each purchase
// priced by the ruleset's own advance model before anything is bought, shown with its cost even
// while the points fall short, and bought with one button.

import type { ReactNode } from "react";
import type { AdvanceModel } from "../../../../src/engine/ruleset.js";
import { price } from "./advance.js";

export interface Offer {
  /** The purchase in the advance model's syntax ("ability:will"). */
  purchase: string;
  what: string;
  cost: number | null;
  /** Why it cannot be bought now, or null. */
  refused: string | null;
}

/**
 * Prices `purchase` for the character as it is. `points` names the character's field that pays
 * (and how the sheet writes it); `now` is whether points may be spent at this moment.
 */
export function priceOffer<C extends object>(
  model: AdvanceModel<unknown, unknown>,
  c: C,
  o: unknown,
  points: { key: keyof C & string; unit: string },
  now: boolean,
  purchase: string,
  what: string,
): Offer {
  const have = c[points.key] as number;
  const real = price(model, c, o, [purchase], now);
  // The price even when the points are short: the same purchase with plenty of them.
  const rich = price(model, { ...c, [points.key]: have + 1_000_000 }, o, [purchase], true);
  const cost = rich.refused === null ? (rich.spent[points.key] ?? 0) : null;
  const refused =
    real.refused === null
      ? null
      : now && cost !== null && cost > have
        ? `${cost - have} ${points.unit} short`
        : real.refused;
  return { purchase, what, cost, refused };
}

/** One offer: what it buys, why not now, its cost and the Buy button (and the server's refusal). */
export function OfferRow({
  offer,
  unit,
  busy,
  onBuy,
  refusal,
}: {
  offer: Offer;
  unit: string;
  busy: boolean;
  onBuy(offer: Offer): void;
  /** The server's answer when it refused this very purchase, shown on its row; `id` names it. */
  refusal?: { id: string; message: string } | null;
}) {
  return (
    <li data-purchase={offer.purchase}>
      <span className="offer-text">
        {offer.what}
        {offer.refused ? <span className="lok-why muted small">{offer.refused}</span> : null}
      </span>
      <span className="offer-cost">{offer.cost === null ? "—" : `${offer.cost} ${unit}`}</span>
      <button
        type="button"
        className="btn btn-small"
        disabled={busy || offer.refused !== null}
        onClick={() => onBuy(offer)}
        aria-label={`Buy ${offer.what}`}
        aria-describedby={refusal ? refusal.id : undefined}
      >
        Buy
      </button>
      {refusal ? (
        <p className="field-error obj-refused" role="alert" id={refusal.id} data-testid="buy-refused">
          Not bought: {refusal.message}
        </p>
      ) : null}
    </li>
  );
}

/** A heading and its offers (the rows). */
export function OfferGroup({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <p className="lok-offers-head">{title}</p>
      <ul className="offers lok-offers">{children}</ul>
    </>
  );
}
