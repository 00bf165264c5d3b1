import { z } from 'zod';
import { orNull } from '../upstream/shape';

// The user server's lead shapes and the account manager's partner account info (sandbox/README.md),
// checked on every answer. Ids are numbers, times epoch seconds, close dates yyyy-mm-dd.

export const upstreamLeadStatus = z.enum(['open', 'won', 'lost']);
export type UpstreamLeadStatus = z.output<typeof upstreamLeadStatus>;

export const upstreamLead = z.object({
  id: z.number(),
  parentId: z.number(),
  companyName: z.string(),
  companyAddress: z.array(z.string()),
  contactName: z.string(),
  email: z.string(),
  phoneNumber: orNull(z.string()),
  jobTitle: orNull(z.string()),
  division: orNull(z.string()),
  services: z.array(z.object({ service: z.string(), quantity: z.number() })),
  integrations: z.array(z.string()),
  enrichments: z.array(z.string()),
  cleansing: z.array(z.string()),
  probability: z.number(),
  closeDate: z.string(),
  jointMeeting: z.boolean(),
  description: orNull(z.string()),
  status: upstreamLeadStatus,
  openDate: z.number(),
});
export type UpstreamLead = z.output<typeof upstreamLead>;

/** `GET /lead` (parentId): the partner's leads. */
export const upstreamLeads = z.array(upstreamLead);

/** The body of POST /lead and PUT /lead (a submitted lead); PUT may give part of it. */
export interface UpstreamLeadForm {
  companyName: string;
  companyAddress: string[];
  contactName: string;
  email: string;
  phoneNumber: string;
  jobTitle: string;
  division: string;
  services: { service: string; quantity: number }[];
  integrations: string[];
  enrichments: string[];
  cleansing: string[];
  probability: number;
  closeDate: string;
  jointMeeting: boolean;
  description: string;
}

export const upstreamLeadOption = z.object({ id: z.number(), option: z.string(), requirement: z.string() });
export type UpstreamLeadOption = z.output<typeof upstreamLeadOption>;
export const upstreamLeadOptions = z.array(upstreamLeadOption);

/**
 * `GET /partner/accountinfo` (partnerId): one line per subscription of the partner's accounts. The
 * sandbox adds the subscription's `planId`; a service without it is matched by plan name.
 */
export const upstreamPartnerAccountInfo = z.object({
  planId: z.number().optional(),
  organisationId: z.number(),
  organisationName: z.string(),
  accountId: z.number(),
  accountName: z.string(),
  planName: z.string(),
  datasetType: z.string(),
  clickLimit: z.number(),
  usedClicks: z.number(),
  remainingClicks: z.number(),
  startDate: orNull(z.number()),
  endDate: orNull(z.number()),
  estimatedExpiryDate: orNull(z.number()),
});
export type UpstreamPartnerAccountInfo = z.output<typeof upstreamPartnerAccountInfo>;
export const upstreamPartnerAccounts = z.array(upstreamPartnerAccountInfo);
