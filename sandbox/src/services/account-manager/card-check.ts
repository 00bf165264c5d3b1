/** The card brands the payment page takes. */
export type CardBrand = 'Visa' | 'Mastercard' | 'American Express';

/** The card as typed into the payment page's form. */
export interface CardForm {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export interface CheckedCard {
  brand: CardBrand;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  name: string;
}

/** Problems with what was typed, by field; shown beside the field. */
export type CardProblems = Partial<Record<keyof CardForm, string>>;

export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; problems: CardProblems };

/**
 * The test numbers payment providers publish for a declined card, and the reason each gives.
 * Every other number that passes the checks is accepted, as a provider's test mode does.
 */
export const DECLINED_CARDS: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): CardBrand | undefined {
  if (/^4\d{15}$/.test(digits) || /^4\d{12}$/.test(digits)) return 'Visa';
  const prefix = Number(digits.slice(0, 4));
  if (digits.length === 16 && (/^5[1-5]/.test(digits) || (prefix >= 2221 && prefix <= 2720))) return 'Mastercard';
  if (/^3[47]\d{13}$/.test(digits)) return 'American Express';
  return undefined;
}

/** The number as typed, without the spaces and dashes people put between its groups. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/**
 * Checks a card as a payment page does before asking the bank: the number (digits, Luhn, a brand
 * taken), the expiry (MM/YY, not past at `now`), the security code (3 digits, 4 for American
 * Express) and a name.
 */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const problems: CardProblems = {};
  const digits = cardDigits(form.number);
  let brand: CardBrand | undefined;
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) problems.number = 'Enter a valid card number';
  else {
    brand = brandOf(digits);
    if (!brand) problems.number = 'We accept Visa, Mastercard and American Express';
  }

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry?.[2] ? (expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  if (!expiry || month < 1 || month > 12) problems.expiry = 'Enter the expiry date as MM/YY';
  // A card is good until the end of its expiry month.
  else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) problems.expiry = 'This card has expired';

  const cvcLength = brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(form.cvc.trim())) problems.cvc = `Enter the ${cvcLength}-digit security code`;
  if (form.name.trim() === '') problems.name = 'Enter the name on the card';

  if (Object.keys(problems).length > 0 || !brand) return { ok: false, problems };
  return { ok: true, card: { brand, lastFour: digits.slice(-4), expiryMonth: month, expiryYear: year, name: form.name.trim() } };
}

/** Why the bank refuses the card, or undefined when it takes it. */
export function declineReason(number: string): string | undefined {
  return DECLINED_CARDS[cardDigits(number)];
}
