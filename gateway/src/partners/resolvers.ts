import { forbidden, requireSession } from '../access/access';
import { clickFigures } from '../plans/click-figures';
import type { UpstreamAccountPlan } from '../plans/types';
import type { GatewayContext } from '../context';
import type { Lead, PartnerAccountInfo, Resolvers } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { refusal } from '../upstream/failures';
import { requirePartnerOwner } from '../access/partners';
import { checkedLeadForm, checkedLeadOption, requireCloseNotBeforeOpening, utcDay } from './lead-checks';
import { leadStatusChange } from './lead-status-change';
import type { UpstreamLead, UpstreamLeadOption, UpstreamPartnerAccountInfo } from './types';

const LEAD_OPTION_REFUSAL = "Only super users may change the lead form's options";

export function toLead(lead: UpstreamLead): Lead {
  return {
    id: String(lead.id),
    partnerId: String(lead.parentId),
    companyName: lead.companyName,
    companyAddress: [...lead.companyAddress],
    contactName: lead.contactName,
    email: lead.email,
    phoneNumber: lead.phoneNumber ?? '',
    jobTitle: lead.jobTitle ?? '',
    division: lead.division ?? '',
    services: lead.services.map((line) => ({ service: line.service, quantity: line.quantity })),
    integrations: [...lead.integrations],
    enrichments: [...lead.enrichments],
    cleansing: [...lead.cleansing],
    probability: lead.probability,
    closeDate: lead.closeDate,
    jointMeeting: lead.jointMeeting,
    description: lead.description ?? '',
    status: lead.status,
    openDate: lead.openDate,
  };
}

function toLeadOption(option: UpstreamLeadOption) {
  return { id: String(option.id), option: option.option, requirement: option.requirement };
}

type LineFigures = Pick<PartnerAccountInfo, 'clickLimit' | 'usedClicks' | 'remainingClicks' | 'endDate' | 'estimatedExpiryDate' | 'runsOutBeforeEnd'>;

/** A subscription's figures, worked out as `accountPlans` gives them (clickFigures). */
function figuresOf(plan: UpstreamAccountPlan): LineFigures {
  const figures = clickFigures(plan);
  return {
    clickLimit: figures.clickLimit,
    usedClicks: figures.usedClicks,
    remainingClicks: figures.remainClicks,
    endDate: plan.endDate || null,
    estimatedExpiryDate: figures.runOutDate,
    runsOutBeforeEnd: figures.runsOutEarly,
  };
}

/** The figures as the service gave them on the line, for a subscription the portal could not read. */
function figuresAsGiven(line: UpstreamPartnerAccountInfo): LineFigures {
  return {
    clickLimit: line.clickLimit,
    usedClicks: line.usedClicks,
    remainingClicks: line.remainingClicks,
    endDate: line.endDate || null,
    estimatedExpiryDate: line.estimatedExpiryDate || null,
    runsOutBeforeEnd: Boolean(line.estimatedExpiryDate && line.endDate && line.estimatedExpiryDate < line.endDate),
  };
}

/**
 * A line of partner administration. Its clicks and dates come from the account's subscription as
 * `accountPlans` gives it, so the partner reads what the account's owner reads.
 */
function toPartnerAccountInfo(line: UpstreamPartnerAccountInfo, plan: UpstreamAccountPlan | undefined): PartnerAccountInfo {
  return {
    organisationId: String(line.organisationId),
    organisationName: line.organisationName,
    accountId: String(line.accountId),
    accountName: line.accountName,
    planName: line.planName,
    datasetType: line.datasetType,
    startDate: line.startDate || null,
    ...(plan ? figuresOf(plan) : figuresAsGiven(line)),
  };
}

/** The line's subscription among the account's: by plan id where the service gives one, else by a plan name only one of them has. */
function subscriptionOf(line: UpstreamPartnerAccountInfo, plans: readonly UpstreamAccountPlan[] | undefined): UpstreamAccountPlan | undefined {
  if (!plans) return undefined;
  if (line.planId !== undefined) return plans.find((plan) => plan.planId === line.planId);
  const named = plans.filter((plan) => plan.plan === line.planName);
  return named.length === 1 ? named[0] : undefined;
}

/**
 * The subscriptions of each account the lines name, read at the same time. An account whose
 * subscriptions cannot be read (a service that refuses the partner them) is left out: its lines
 * keep the service's own figures rather than failing the whole list.
 */
async function subscriptionsOf(ctx: GatewayContext, lines: readonly UpstreamPartnerAccountInfo[]): Promise<Map<number, UpstreamAccountPlan[]>> {
  const accountIds = [...new Set(lines.map((line) => line.accountId))];
  const read = await Promise.all(
    accountIds.map(async (accountId) => [accountId, await ctx.accountManager.getAccountPlans(String(accountId)).catch(() => undefined)] as const),
  );
  return new Map(read.flatMap(([accountId, plans]) => (plans ? [[accountId, plans]] : [])));
}

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/**
 * Only super may change the lead form's options (Lead form Administration, docs/routes-and-access.md); a
 * signed-out caller is refused as such.
 */
function requireSuper(ctx: GatewayContext, action: string): void {
  requireSession(ctx, action);
  if (!ctx.caller.roles.includes('super')) throw forbidden(action, LEAD_OPTION_REFUSAL);
}

/**
 * The lead of a partner that a change is for: one of the partner's leads, or NOT_FOUND. The service
 * checks the lead's own partner too; asking first keeps a lead id of another partner from being
 * changed through a partner the caller does own.
 */
async function partnerLeadOf(ctx: GatewayContext, partnerId: string, leadId: string, action: string): Promise<UpstreamLead> {
  await requirePartnerOwner(ctx, partnerId, { action, refuseReferrers: true });
  return leadAmongPartners(ctx, partnerId, leadId, action);
}

/** One of the partner's leads, or NOT_FOUND; the caller's access to the partner checked already. */
async function leadAmongPartners(ctx: GatewayContext, partnerId: string, leadId: string, action: string): Promise<UpstreamLead> {
  const lead = (await ctx.leads.getLeads(partnerId, { fresh: true })).find((candidate) => String(candidate.id) === leadId);
  if (!lead) throw refusal('NOT_FOUND', action, 'Lead not found');
  return lead;
}

export const partnerResolvers: Resolvers = {
  Query: {
    partnerLeads: async (_parent, { partnerId }, ctx) => {
      const id = upstreamId(partnerId, 'partnerId');
      await requirePartnerOwner(ctx, id, { action: 'load the leads', refuseReferrers: true });
      return (await ctx.leads.getLeads(id)).map(toLead);
    },
    partnerLead: async (_parent, { partnerId, leadId }, ctx) => {
      const id = upstreamId(partnerId, 'partnerId');
      const lead = upstreamId(leadId, 'leadId');
      await requirePartnerOwner(ctx, id, { action: 'load the lead', refuseReferrers: true });
      const found = (await ctx.leads.getLeads(id)).find((candidate) => String(candidate.id) === lead);
      return found ? toLead(found) : null;
    },
    leadOptions: async (_parent, _args, ctx) => {
      requireSession(ctx, 'load the lead options');
      return (await ctx.leads.getLeadOptions()).map(toLeadOption);
    },
    partnerAccounts: async (_parent, { partnerId }, ctx) => {
      const id = upstreamId(partnerId, 'partnerId');
      await requirePartnerOwner(ctx, id, { action: "load the partner's accounts", refuseReferrers: false });
      const upstream = await ctx.partnerAccounts.getPartnerAccounts(id);
      const subscriptions = await subscriptionsOf(ctx, upstream);
      const lines = upstream.map((line) => toPartnerAccountInfo(line, subscriptionOf(line, subscriptions.get(line.accountId))));
      return lines.sort((a, b) => byName(a.organisationName, b.organisationName) || byName(a.accountName, b.accountName));
    },
  },

  Mutation: {
    createLead: async (_parent, { partnerId, input }, ctx) => {
      const id = upstreamId(partnerId, 'partnerId');
      await requirePartnerOwner(ctx, id, { action: 'create the lead', refuseReferrers: true });
      const form = checkedLeadForm(input);
      // The service opens the lead now.
      requireCloseNotBeforeOpening(form.closeDate, Math.floor(Date.now() / 1000));
      return toLead(await ctx.leads.createLead(id, form));
    },
    updateLead: async (_parent, { partnerId, leadId, input }, ctx) => {
      const action = 'change the lead';
      const partner = upstreamId(partnerId, 'partnerId');
      const id = upstreamId(leadId, 'leadId');
      await requirePartnerOwner(ctx, partner, { action, refuseReferrers: true });
      // Checked once the caller may change the partner's leads, before the service is asked even for them.
      const form = checkedLeadForm(input);
      const lead = await leadAmongPartners(ctx, partner, id, action);
      requireCloseNotBeforeOpening(form.closeDate, lead.openDate);
      return toLead(await ctx.leads.updateLead(String(lead.id), form, action));
    },
    changeLeadStatus: async (_parent, { partnerId, leadId, status, closeDate }, ctx) => {
      const action = "change the lead's status";
      const lead = await partnerLeadOf(ctx, upstreamId(partnerId, 'partnerId'), upstreamId(leadId, 'leadId'), action);
      const change = leadStatusChange(lead, status, closeDate, utcDay(Math.floor(Date.now() / 1000)));
      return toLead(await ctx.leads.updateLead(String(lead.id), change, action));
    },
    deleteLead: async (_parent, { partnerId, leadId }, ctx) => {
      const lead = await partnerLeadOf(ctx, upstreamId(partnerId, 'partnerId'), upstreamId(leadId, 'leadId'), 'delete the lead');
      await ctx.leads.deleteLead(String(lead.id));
      return true;
    },
    createLeadOption: async (_parent, { input }, ctx) => {
      requireSuper(ctx, 'create the lead option');
      return toLeadOption(await ctx.leads.createLeadOption(checkedLeadOption(input)));
    },
    updateLeadOption: async (_parent, { id, input }, ctx) => {
      const optionId = upstreamId(id, 'id');
      requireSuper(ctx, 'change the lead option');
      return toLeadOption(await ctx.leads.updateLeadOption(optionId, checkedLeadOption(input)));
    },
    deleteLeadOption: async (_parent, { id }, ctx) => {
      const optionId = upstreamId(id, 'id');
      requireSuper(ctx, 'delete the lead option');
      await ctx.leads.deleteLeadOption(optionId);
      return true;
    },
  },
};
