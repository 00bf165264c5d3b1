import type { ServiceClient } from '../upstream/service';
import {
  upstreamCheckout,
  upstreamDeleted,
  upstreamOrder,
  upstreamPaymentPage,
  upstreamPaymentUsers,
  upstreamRenewingPlan,
  upstreamRenewingPlans,
  upstreamSavedPayment,
  upstreamShopPlans,
  type UpstreamOrder,
  type UpstreamPaymentUser,
  type UpstreamRenewingPlan,
  type UpstreamShopPlan,
} from './types';

/** What `POST /shop/checkout` is sent: quantities only, never prices. */
export interface CheckoutRequest {
  organisationId: string;
  captchaToken: string;
  basket: { accountId: number; planId: number; quantity: number }[];
  billing: {
    company: string;
    name: string;
    email: string;
    address1: string;
    address2?: string;
    address3?: string;
    address4?: string;
    town: string;
    county?: string;
    postcode: string;
    country: string;
  };
  backUrl: string;
  paidUrl: string;
}

/** Reads that change when an account buys, pays or renews. */
const ACCOUNT_READS = ['/account/plans'];

/** The account manager's shop and payment calls, made for one caller. Ids are the digits the service expects. */
export class ShopClient {
  constructor(private readonly http: ServiceClient) {}

  /** The plans and bundles on sale in a territory, in shop order. */
  getPlans(territory: string): Promise<UpstreamShopPlan[]> {
    return this.http.request({
      action: 'load the plans on offer',
      method: 'GET',
      path: '/plans',
      query: { territory },
      answer: upstreamShopPlans,
      auth: { kind: 'bearer' },
    });
  }

  /** The account's subscriptions with what each renews with (`GET /account/plans`). */
  getRenewingPlans(accountId: string): Promise<UpstreamRenewingPlan[]> {
    return this.http.request({
      action: 'load the automatic renewals',
      method: 'GET',
      path: '/account/plans',
      query: { accountId },
      answer: upstreamRenewingPlans,
      auth: { kind: 'bearer' },
    });
  }

  checkout(request: CheckoutRequest): Promise<{ url: string; orderId: number }> {
    return this.http.request({
      action: 'check out',
      method: 'POST',
      path: '/shop/checkout',
      query: { organisationId: request.organisationId, token: request.captchaToken },
      body: { ...request.billing, backUrl: request.backUrl, paidUrl: request.paidUrl, basket: request.basket },
      answer: upstreamCheckout,
      auth: { kind: 'bearer' },
    });
  }

  /** The order as the account manager keeps it; undefined where it has no such read (an extension, docs/upstream-contract.md). */
  getOrder(orderId: string): Promise<UpstreamOrder | undefined> {
    return this.http.extension({
      action: 'load the order',
      method: 'GET',
      path: '/shop/order',
      query: { orderId },
      answer: upstreamOrder,
      auth: { kind: 'bearer' },
      // It is paid on the provider's page, out of the gateway's sight: always ask.
      cache: false,
    });
  }

  /** After a payment taken on the provider's page: the caller's cached subscriptions are stale. */
  forgetAccountReads(): Promise<void> {
    return this.http.forget(ACCOUNT_READS);
  }

  getPaymentDetails(accountId: string) {
    return this.http.request({
      action: 'load the saved card',
      method: 'GET',
      path: '/payment/details',
      query: { accountId },
      answer: upstreamSavedPayment,
      auth: { kind: 'bearer' },
      // A new card is entered on the provider's page, out of the gateway's sight: always ask.
      cache: false,
    });
  }

  generatePaymentPage(accountId: string, backUrl: string): Promise<{ checkoutUrl: string }> {
    return this.http.request({
      action: 'open the card page',
      method: 'GET',
      path: '/payment/generate',
      query: { accountId, backUrl },
      answer: upstreamPaymentPage,
      auth: { kind: 'bearer' },
      // Each answer is a new page.
      cache: false,
    });
  }

  async removePaymentDetails(accountId: string): Promise<void> {
    await this.http.request({
      action: 'remove the saved card',
      method: 'DELETE',
      path: '/payment',
      query: { accountId },
      answer: upstreamDeleted,
      auth: { kind: 'bearer' },
      invalidates: ['/payment/details'],
    });
  }

  getPaymentUsers(accountId: string): Promise<UpstreamPaymentUser[]> {
    return this.http.request({
      action: 'load the users who may pay',
      method: 'GET',
      path: '/payment/users',
      query: { accountId },
      answer: upstreamPaymentUsers,
      auth: { kind: 'bearer' },
      // Saving a card on the provider's page puts its owner on the list, out of the gateway's sight: always ask.
      cache: false,
    });
  }

  addPaymentUser(accountId: string, userId: string): Promise<UpstreamPaymentUser[]> {
    return this.http.request({
      action: 'let the user pay',
      method: 'PUT',
      path: '/payment/user',
      query: { accountId, userId },
      answer: upstreamPaymentUsers,
      auth: { kind: 'bearer' },
      invalidates: ['/payment/users'],
    });
  }

  removePaymentUser(accountId: string, userId: string): Promise<UpstreamPaymentUser[]> {
    return this.http.request({
      action: 'stop the user paying',
      method: 'DELETE',
      path: '/payment/user',
      query: { accountId, userId },
      answer: upstreamPaymentUsers,
      auth: { kind: 'bearer' },
      invalidates: ['/payment/users'],
    });
  }

  /** `topUpPercent` left out keeps the top-up as it is; 0 switches it off. */
  setAutomaticRenewal(accountId: string, planId: string, clicks: number, topUpPercent?: number): Promise<UpstreamRenewingPlan> {
    return this.http.request({
      action: 'switch on automatic renewal',
      method: 'PUT',
      path: '/payment/subscription',
      query: { accountId, planId, clicks: String(clicks), topUpPercent: topUpPercent === undefined ? undefined : String(topUpPercent) },
      answer: upstreamRenewingPlan,
      auth: { kind: 'bearer' },
      invalidates: ACCOUNT_READS,
    });
  }

  stopAutomaticRenewal(accountId: string, planId: string): Promise<UpstreamRenewingPlan> {
    return this.http.request({
      action: 'switch off automatic renewal',
      method: 'DELETE',
      path: '/payment/subscription',
      query: { accountId, planId },
      answer: upstreamRenewingPlan,
      auth: { kind: 'bearer' },
      invalidates: ACCOUNT_READS,
    });
  }
}
