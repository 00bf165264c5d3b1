import type { ServiceClient } from '../upstream/service';
import { unreadAnswer } from '../upstream/shape';
import { upstreamHeldBundle, upstreamInvoiceLink, type UpstreamBundleChanges, type UpstreamHeldBundle } from './bundle-types';

/** Each change shows in the account's plans, whose bundles they are. */
const STALE_AFTER_CHANGE = ['/account/plans'];

/** The account manager's click bundle calls, made for one caller. */
export class BundlesClient {
  constructor(private readonly http: ServiceClient) {}

  createBundle(organisationId: string, accountId: string, bundle: UpstreamBundleChanges): Promise<UpstreamHeldBundle> {
    return this.http.request({
      action: 'add the bundle',
      method: 'POST',
      path: '/bundles',
      query: { organisationId, accountId },
      body: bundle,
      answer: upstreamHeldBundle,
      auth: { kind: 'bearer' },
      invalidates: STALE_AFTER_CHANGE,
    });
  }

  updateBundle(bundleId: string, changes: UpstreamBundleChanges): Promise<UpstreamHeldBundle> {
    return this.http.request({
      action: 'change the bundle',
      method: 'PUT',
      path: '/bundles',
      query: { bundleId },
      body: changes,
      answer: upstreamHeldBundle,
      auth: { kind: 'bearer' },
      invalidates: STALE_AFTER_CHANGE,
    });
  }

  deleteBundle(bundleId: string): Promise<unknown> {
    return this.http.request({
      action: 'delete the bundle',
      method: 'DELETE',
      path: '/bundles',
      query: { bundleId },
      answer: unreadAnswer,
      auth: { kind: 'bearer' },
      invalidates: STALE_AFTER_CHANGE,
    });
  }

  /** The address of the bundle's invoice page, linking back to `backUrl`. */
  getInvoiceUrl(bundleId: string, backUrl: string): Promise<string> {
    return this.http
      .request({
        action: 'open the invoice',
        method: 'GET',
        path: '/bundles/invoice',
        query: { bundleId, backUrl },
        answer: upstreamInvoiceLink,
        auth: { kind: 'bearer' },
        // Each link is a fresh page reference.
        cache: false,
      })
      .then((link) => link.url);
  }
}
