import { formatClicks } from '../../lib/display-format';
import { formatPrice } from '../../lib/money';
import type { MoreClicks } from './pricing';

/**
 * What the shop says where `clicks` clicks cost `price` and a larger band (`offer`) costs no more
 * (docs/texts-and-constants.md, "more clicks for less"): the band's clicks and price, against the clicks chosen.
 */
export function moreClicksText(offer: MoreClicks, clicks: number, price: number, currency: 'GBP' | 'AUD'): string {
  const than = offer.price < price ? 'less than' : 'the same as';
  return `${formatClicks(offer.clicks)} clicks cost ${formatPrice(offer.price, currency)}, ${than} ${formatClicks(clicks)} clicks`;
}

/** The button that puts the larger band's clicks in the field. */
export const chooseClicksText = (offer: MoreClicks) => `Choose ${formatClicks(offer.clicks)} clicks`;
