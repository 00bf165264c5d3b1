import type { Request } from 'express';
import type { AddressDataset } from '../../addresses/catalogue';
import { addressCatalogue, datasetsFor, findDataset } from '../../addresses/catalogue';
import type { CountryCode } from '../../addresses/types';
import type { Session } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { idQueryParam, queryParam } from '../../http/params';
import type { Territory } from '../../seed';

// What the address look-up and autocomplete services share: which account a call is for, which
// datasets it may search, and the dataset and country parameters.

export const NOT_ALLOWED_ACCOUNT = 'Not allowed to use that account';
export const UNKNOWN_DATASET = 'Unknown dataset';
export const DATASET_NOT_AVAILABLE = 'That dataset is not available to this account';

export interface CallFor {
  /** The account the call is for, when it names one (`accId`, else the session's). */
  accountId: number | undefined;
  /** The account's territory, else the user's. */
  territory: Territory;
}

/**
 * The account a call is for: `accId` when given, else the one the session acts for. The caller must
 * own it or be a member (through any group above), or be staff: else 403.
 */
export function callFor(ctx: SandboxContext, req: Request, session: Session): CallFor {
  const accountId = idQueryParam(req, 'accId') ?? session.claims.accId;
  if (accountId === undefined) return { accountId, territory: session.user.territory };
  if (!ctx.store.mayActFor(session.user, accountId, 'holder')) throw new HttpError(403, NOT_ALLOWED_ACCOUNT);
  return { accountId, territory: ctx.store.getGroup(accountId)?.territory ?? session.user.territory };
}

/** The dataset named by `ref`: 404 when there is none, 403 when the territory does not have it. */
export function datasetFor(ref: string, territory: Territory): AddressDataset {
  const dataset = findDataset(ref);
  if (!dataset) throw new HttpError(404, UNKNOWN_DATASET);
  if (!datasetsFor(territory).includes(dataset)) throw new HttpError(403, DATASET_NOT_AVAILABLE);
  return dataset;
}

/** `country`, for the international dataset only (others ignore it): a code from `/countries/json`. */
export function countryFor(req: Request, dataset: AddressDataset): CountryCode | undefined {
  const raw = queryParam(req, 'country')?.trim().toUpperCase();
  if (!dataset.international || !raw) return undefined;
  const country = addressCatalogue().countries.find((candidate) => candidate.code === raw);
  if (!country) throw new HttpError(400, 'country must be the code of a country of the international dataset');
  return country.code;
}
