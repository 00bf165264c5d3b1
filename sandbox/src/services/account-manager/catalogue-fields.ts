import { HttpError } from '../../http/errors';
import { booleanField, textField, wholeNumberField } from '../../http/typed-fields';
import type { PlanComparison, PlanFilter, PriceBand, ServiceKind, Territory } from '../../seed';
import type { DatasetSettings, PlanSettings } from '../../store/catalogue';

const SERVICES: readonly ServiceKind[] = ['address', 'bankcode', 'email', 'name'];
const TERRITORIES: readonly Territory[] = ['uk', 'australia'];
const CALCULATORS: readonly PlanSettings['calculator'][] = ['annual', 'bundle'];
const MAX_TIERS = 20;
const MAX_DURATION_DAYS = 3650;
/** Far more clicks than any plan sells: a stop for a mistyped figure. */
const MAX_TIER_CLICKS = 1_000_000_000;
const MAX_PRICE = 10_000_000;

function oneOf<T extends string>(body: Record<string, unknown>, name: string, values: readonly T[]): T {
  const found = values.find((value) => value === body[name]);
  if (!found) throw new HttpError(400, `${name} must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`);
  return found;
}

/** Money with at most two decimals, from 0 to MAX_PRICE. */
function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_PRICE && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

function pricingField(body: Record<string, unknown>): PriceBand[] {
  const value = body.pricing;
  if (!Array.isArray(value) || value.length === 0) throw new HttpError(400, 'At least one price tier is required');
  if (value.length > MAX_TIERS) throw new HttpError(400, `At most ${MAX_TIERS} price tiers`);
  const tiers = value.map((entry: unknown): PriceBand => {
    const tier = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const { clicks, price } = tier;
    if (typeof clicks !== 'number' || !Number.isSafeInteger(clicks) || clicks < 1 || clicks > MAX_TIER_CLICKS || !isPrice(price)) {
      throw new HttpError(400, `Each price tier needs clicks from 1 to ${MAX_TIER_CLICKS} and a price from 0 to ${MAX_PRICE}, in whole pennies`);
    }
    return { clicks, price };
  });
  if (new Set(tiers.map((tier) => tier.clicks)).size !== tiers.length) throw new HttpError(400, 'Each price tier must have different clicks');
  return tiers;
}

/** A time in epoch seconds; `allowZero` lets 0 mean "none". */
function secondsField(body: Record<string, unknown>, name: string): number {
  const value = body[name] ?? 0;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new HttpError(400, `${name} must be a time in epoch seconds`);
  return value;
}

/** The body of POST and PUT /plans: the whole plan as staff set it. */
export function planSettingsOf(body: Record<string, unknown>): PlanSettings {
  const plan = textField(body, 'plan', { required: true });
  const description = textField(body, 'description', { maxLength: 2000 });
  const datasetId = wholeNumberField(body, 'datasetId', 1);
  const calculator = oneOf(body, 'calculator', CALCULATORS);
  const duration = body.duration;
  if (calculator === 'bundle' && duration !== 0) throw new HttpError(400, "A bundle's duration must be 0");
  if (calculator === 'annual') wholeNumberField(body, 'duration', 1, MAX_DURATION_DAYS);
  const availableStart = secondsField(body, 'availableStart');
  const availableEnd = secondsField(body, 'availableEnd');
  if (availableEnd !== 0 && availableEnd <= availableStart) throw new HttpError(400, 'availableEnd must be after availableStart');
  return {
    plan,
    description,
    datasetId,
    duration: duration as number,
    availableStart,
    availableEnd,
    calculator,
    pricing: pricingField(body),
    formula: textField(body, 'formula', { maxLength: 500 }),
    territory: oneOf(body, 'territory', TERRITORIES),
    allowTest: booleanField(body, 'allowTest', false),
    displayOrder: wholeNumberField(body, 'displayOrder', 1, 100_000),
  };
}

export function filterOf(body: Record<string, unknown>): PlanFilter {
  return {
    description: textField(body, 'description', { required: true }),
    category: textField(body, 'category', { required: true, maxLength: 100 }),
    displayOrder: wholeNumberField(body, 'displayOrder', 1, 100_000),
  };
}

export function comparisonOf(body: Record<string, unknown>): PlanComparison {
  return { description: textField(body, 'description', { required: true }), displayOrder: wholeNumberField(body, 'displayOrder', 1, 100_000) };
}

export function datasetSettingsOf(body: Record<string, unknown>): DatasetSettings {
  const dataset = textField(body, 'dataset', { required: true });
  const datasetRef = textField(body, 'datasetRef', { required: true, maxLength: 20 });
  if (!/^[A-Za-z0-9_-]+$/.test(datasetRef)) throw new HttpError(400, 'datasetRef must be letters, digits, - or _');
  return { dataset, datasetRef, service: oneOf(body, 'service', SERVICES) };
}
