import type { Territory } from './territory';

const symbols: Record<Territory, string> = { uk: '£', australia: 'A$' };

/** Every price the portal shows goes through here: £ in the uk, A$ in australia. */
export function formatMoney(amount: number, territory: Territory): string {
  const sign = amount < 0 ? '-' : '';
  const digits = Math.abs(amount).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${sign}${symbols[territory]}${digits}`;
}

export function currencySymbol(territory: Territory): string {
  return symbols[territory];
}

/** A price in the currency a service quoted it in, shown the way the matching territory shows money. */
export function formatPrice(amount: number, currency: 'GBP' | 'AUD'): string {
  return formatMoney(amount, currency === 'AUD' ? 'australia' : 'uk');
}

/** A price per record or per match, which may be a fraction of a penny: £0.005 rather than £0.01. */
export function formatUnitPrice(amount: number, territory: Territory): string {
  const sign = amount < 0 ? '-' : '';
  const digits = Math.abs(amount).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return `${sign}${symbols[territory]}${digits}`;
}
