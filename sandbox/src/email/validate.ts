import { commonDomains, isDisposable, isKnownTopLevelDomain, mailDomain, reservedDomain, roleNames } from './domains';
import { parseAddress } from './syntax';

export type EmailStatus = 'valid' | 'invalid' | 'risky' | 'unknown';
export type EmailReason = 'syntax' | 'reservedDomain' | 'noMailDomain' | 'disposable' | 'roleAccount' | 'catchAll' | 'unconfirmed';

export interface EmailVerdict {
  status: EmailStatus;
  reason?: EmailReason;
  /** The address as it was probably meant, where the domain looks like a typing slip. */
  suggestion?: string;
}

/**
 * The restricted Damerau-Levenshtein distance (optimal string alignment): insertions, deletions,
 * substitutions and swaps of two neighbouring characters each cost one, so `gmial` is one from `gmail`.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** `gmail` and `co.uk` of `gmail.co.uk`. */
function split(domain: string): { name: string; suffix: string } {
  const dot = domain.indexOf('.');
  return { name: domain.slice(0, dot), suffix: domain.slice(dot + 1) };
}

/** Real top-level domains that are mostly typing slips of `.com` when they follow a common name. */
const SLIP_SUFFIXES: ReadonlySet<string> = new Set(['co', 'cm', 'om']);

/** Whether a suffix may be a slip: not a real top-level domain (`con`, `couk`), or one of the usual slips. */
function mayBeSlip(suffix: string): boolean {
  return SLIP_SUFFIXES.has(suffix) || !isKnownTopLevelDomain(suffix.slice(suffix.lastIndexOf('.') + 1));
}

/**
 * The common domain that a domain with no known mail was probably meant to be:
 * - the same name with a slipped top-level domain (`gmail.con`, `hotmail.couk`, `yahoo.co`), never
 *   another real one (`yahoo.fr` and `hotmail.ca` are real providers' domains);
 * - a name one slip away (two for names of six letters or more: `gmial`, `hotmial`, `btinternt`) with
 *   the same or a slipped suffix. Names under five letters (`me`, `aol`, `sky`, `live`) only get the
 *   first kind, as one letter more or less makes another real domain.
 * The nearest wins; on a tie, the more common domain. `maxDistance` bounds the slips counted.
 */
export function suggestDomain(domain: string, maxDistance = Number.POSITIVE_INFINITY): string | undefined {
  if (mailDomain(domain) || !domain.includes('.')) return undefined;
  const typed = split(domain);
  let best: { domain: string; distance: number } | undefined;
  for (const candidate of commonDomains) {
    const meant = split(candidate);
    let distance: number | undefined;
    const suffixDistance = editDistance(typed.suffix, meant.suffix);
    if (typed.name === meant.name) {
      if (mayBeSlip(typed.suffix) && suffixDistance <= 2) distance = suffixDistance;
    } else if (meant.name.length >= 5) {
      const nameDistance = editDistance(typed.name, meant.name);
      const sameOrSlipped = typed.suffix === meant.suffix || (mayBeSlip(typed.suffix) && suffixDistance <= 1);
      if (nameDistance <= (meant.name.length >= 6 ? 2 : 1) && sameOrSlipped) distance = nameDistance + suffixDistance;
    }
    if (distance !== undefined && distance <= maxDistance && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best?.domain;
}

/**
 * The verdict on one address, from these rules in order:
 * 1. not written as an address can be: invalid / syntax (with a suggestion when a comma stands for a
 *    dot, spaces were typed beside the @, or the domain ends in a dot, as an address ending a
 *    sentence does);
 * 2. a reserved domain (example.com, .example, .test, .invalid, .localhost...), which no mail can
 *    reach: invalid / reservedDomain;
 * 3. a disposable domain: risky / disposable (with a suggestion only when it is one slip from a
 *    common domain, as typo-squatters such as gmai.com are on the list; yopmail.com is not a slip);
 * 4. a domain that looks like a slip of a common one, or whose top-level domain does not exist:
 *    invalid / noMailDomain (with the suggestion, where there is one);
 * 5. a role name before the @ (info, sales...): risky / roleAccount, whether or not the domain is known;
 * 6. a known catch-all domain: risky / catchAll;
 * 7. a known mail domain: valid;
 * 8. any other domain: unknown / unconfirmed, as only the domain's own mail server could tell, and
 *    the sandbox asks none.
 */
export function validateEmail(input: string): EmailVerdict {
  const parsed = parseAddress(input);
  if (!parsed.ok) {
    const fixed = parseAddress(
      input
        .trim()
        .replace(/,/g, '.')
        .replace(/\s*@\s*/, '@')
        // Dots ending the text end the domain (`jo@gmail.com.`); a comma there became one above.
        .replace(/\.+$/, ''),
    );
    const suggestion = fixed.ok ? `${fixed.local}@${suggestDomain(fixed.domain) ?? fixed.writtenDomain}` : undefined;
    return suggestion ? { status: 'invalid', reason: 'syntax', suggestion } : { status: 'invalid', reason: 'syntax' };
  }
  const { local, domain } = parsed;
  if (reservedDomain(domain)) return { status: 'invalid', reason: 'reservedDomain' };
  const known = mailDomain(domain);
  const tld = domain.slice(domain.lastIndexOf('.') + 1);

  if (!known && isDisposable(domain)) {
    const suggested = suggestDomain(domain, 1);
    return suggested ? { status: 'risky', reason: 'disposable', suggestion: `${local}@${suggested}` } : { status: 'risky', reason: 'disposable' };
  }
  if (!known) {
    const suggested = suggestDomain(domain);
    if (suggested) return { status: 'invalid', reason: 'noMailDomain', suggestion: `${local}@${suggested}` };
    if (!isKnownTopLevelDomain(tld)) return { status: 'invalid', reason: 'noMailDomain' };
  }
  const role = local.toLowerCase().split('+')[0] ?? '';
  if (roleNames.has(role)) return { status: 'risky', reason: 'roleAccount' };
  if (known?.catchAll) return { status: 'risky', reason: 'catchAll' };
  if (known) return { status: 'valid' };
  return { status: 'unknown', reason: 'unconfirmed' };
}
