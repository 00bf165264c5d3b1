import type { Territory } from './territory';

/**
 * What a postal address form calls its town and region fields where the address is: an australian
 * address has a suburb and a state, a uk one a town and a county (docs/first-run.md, "Australia's
 * addressing"). The fields' names stay `town` and `county` whatever the territory, as the services
 * name them.
 */
const australianLabels: Partial<Record<string, string>> = { town: 'Suburb', county: 'State' };

export function addressFieldLabel(field: string, ukLabel: string, territory: Territory): string {
  return territory === 'australia' ? (australianLabels[field] ?? ukLabel) : ukLabel;
}
