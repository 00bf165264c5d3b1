import type { ServiceClient } from '../upstream/service';
import { unreadAnswer } from '../upstream/shape';
import {
  upstreamLead,
  upstreamLeadOption,
  upstreamLeadOptions,
  upstreamLeads,
  upstreamPartnerAccounts,
  type UpstreamLead,
  type UpstreamLeadForm,
  type UpstreamLeadOption,
  type UpstreamLeadStatus,
  type UpstreamPartnerAccountInfo,
} from './types';

/** The user server's lead calls (a partner's leads, the lead form's options), made for one caller. */
export class LeadsClient {
  constructor(private readonly http: ServiceClient) {}

  /** `fresh`: ask the server whatever the cache holds (another user may have changed the leads since). */
  getLeads(partnerId: string, options: { fresh?: boolean } = {}): Promise<UpstreamLead[]> {
    return this.http.request({
      action: 'load the leads',
      method: 'GET',
      path: '/lead',
      query: { parentId: partnerId },
      answer: upstreamLeads,
      auth: { kind: 'bearer' },
      cache: !options.fresh,
    });
  }

  createLead(partnerId: string, form: UpstreamLeadForm): Promise<UpstreamLead> {
    return this.http.request({
      action: 'create the lead',
      method: 'POST',
      path: '/lead',
      query: { parentId: partnerId },
      body: form,
      answer: upstreamLead,
      auth: { kind: 'bearer' },
    });
  }

  /** Changes what `change` gives: the whole form, or the status alone. */
  updateLead(leadId: string, change: Partial<UpstreamLeadForm> & { status?: UpstreamLeadStatus }, action: string): Promise<UpstreamLead> {
    return this.http.request({ action, method: 'PUT', path: '/lead', query: { id: leadId }, body: change, answer: upstreamLead, auth: { kind: 'bearer' } });
  }

  deleteLead(leadId: string): Promise<unknown> {
    return this.http.request({
      action: 'delete the lead',
      method: 'DELETE',
      path: '/lead',
      query: { id: leadId },
      answer: unreadAnswer,
      auth: { kind: 'bearer' },
    });
  }

  getLeadOptions(): Promise<UpstreamLeadOption[]> {
    return this.http.request({
      action: 'load the lead options',
      method: 'GET',
      path: '/lead/option',
      answer: upstreamLeadOptions,
      auth: { kind: 'bearer' },
      // Super changes them for every partner; a cache is per caller and would keep a partner's form stale.
      cache: false,
    });
  }

  createLeadOption(option: { option: string; requirement: string }): Promise<UpstreamLeadOption> {
    return this.http.request({
      action: 'create the lead option',
      method: 'POST',
      path: '/lead/option',
      body: option,
      answer: upstreamLeadOption,
      auth: { kind: 'bearer' },
    });
  }

  updateLeadOption(id: string, option: { option: string; requirement: string }): Promise<UpstreamLeadOption> {
    return this.http.request({
      action: 'change the lead option',
      method: 'PUT',
      path: '/lead/option',
      query: { id },
      body: option,
      answer: upstreamLeadOption,
      auth: { kind: 'bearer' },
    });
  }

  deleteLeadOption(id: string): Promise<unknown> {
    return this.http.request({
      action: 'delete the lead option',
      method: 'DELETE',
      path: '/lead/option',
      query: { id },
      answer: unreadAnswer,
      auth: { kind: 'bearer' },
    });
  }
}

/** The account manager's partner account info, made for one caller. */
export class PartnerAccountsClient {
  constructor(private readonly http: ServiceClient) {}

  getPartnerAccounts(partnerId: string): Promise<UpstreamPartnerAccountInfo[]> {
    return this.http.request({
      action: "load the partner's accounts",
      method: 'GET',
      path: '/partner/accountinfo',
      query: { partnerId },
      answer: upstreamPartnerAccounts,
      auth: { kind: 'bearer' },
    });
  }
}
