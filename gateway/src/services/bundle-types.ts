import { z } from 'zod';
import { upstreamBundle, upstreamCurrency, upstreamService } from '../plans/types';

/** `POST` and `PUT /bundles`: the bundle, with the account, service and currency of its subscription. */
export const upstreamHeldBundle = upstreamBundle.extend({
  accountId: z.number(),
  service: upstreamService,
  currency: upstreamCurrency,
});
export type UpstreamHeldBundle = z.output<typeof upstreamHeldBundle>;

/** `GET /bundles/invoice`: the invoice page's address. */
export const upstreamInvoiceLink = z.object({ url: z.string() });

/** What the bundle calls send: epoch seconds for dates; a field left out keeps its value. */
export interface UpstreamBundleChanges {
  planId?: number;
  clicks?: number;
  price?: number;
  startDate?: number;
  endDate?: number;
}
