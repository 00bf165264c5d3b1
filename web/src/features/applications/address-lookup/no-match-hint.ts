import type { Territory } from '../../../lib/territory';

/**
 * What to try when a search finds nothing, in the addressing of what is searched: a uk postcode
 * alone finds its addresses (with or without the space); an australian one is a whole suburb's, so
 * the street goes with it; the international dataset is searched within the country chosen.
 */
export function noMatchHint(territory: Territory, international: boolean): string {
  if (international) return 'Try the street and town, or the postcode, as the country chosen writes them.';
  if (territory === 'australia') return 'Try a number and street with the suburb or postcode, such as 12 Wattle Street 2000.';
  // The postcode's space is a non-breaking one, so a phone never splits M1 1AA over two lines.
  return 'Try a postcode, with or without its space (M1\u00a01AA), or a number and street, such as 10 Downing Street.';
}
