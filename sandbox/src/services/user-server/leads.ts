import { Router, type Request } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { jsonBody, requiredIdQueryParam } from '../../http/params';
import type { GroupRecord, UserRecord } from '../../seed';
import { LEAD_SERVICES } from '../../seed/leads';
import type { SandboxStore } from '../../store';
import { leadChangeOf, leadFormOf, leadOptionOf, leadOptionView, leadView } from './lead-fields';

/** The partner whose leads the caller works on: its owners (directly or above) and staff; never a referrer's. */
function leadPartner(store: SandboxStore, user: UserRecord, partnerId: number): GroupRecord {
  const partner = store.getGroup(partnerId);
  if (partner?.type !== 'partner') throw new HttpError(404, 'Partner not found');
  if (!store.isStaff(user) && !store.accessTo(user.id, partner.id).isOwner) throw new HttpError(403, "Not allowed to work on that partner's leads");
  // Referrer partners have no partner leads (docs/routes-and-access.md).
  if (partner.subtype === 'referrer') throw new HttpError(403, 'Referrer partners have no leads');
  return partner;
}

function requireSuper(user: UserRecord): void {
  if (!user.roles.includes('super')) throw new HttpError(403, 'Only super users may change lead options');
}

/** A partner's leads (GET, POST, PUT, DELETE /lead) and the lead form's options (/lead/option). */
export function leadRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  const leadOfCaller = (req: Request) => {
    const { user } = sessionOf(req);
    const lead = store.partnerLeads.get(requiredIdQueryParam(req, 'id'));
    if (!lead) throw new HttpError(404, 'Lead not found');
    leadPartner(store, user, lead.parentId);
    return lead;
  };

  router.get('/lead', requireBearer(ctx), (req, res) => {
    const partner = leadPartner(store, sessionOf(req).user, requiredIdQueryParam(req, 'parentId'));
    res.json(store.partnerLeads.forPartner(partner.id).map(leadView));
  });

  router.post('/lead', requireBearer(ctx), (req, res) => {
    const partner = leadPartner(store, sessionOf(req).user, requiredIdQueryParam(req, 'parentId'));
    const lead = store.partnerLeads.create(partner.id, leadFormOf(jsonBody(req)));
    res.status(201).json(leadView(lead));
  });

  router.put('/lead', requireBearer(ctx), (req, res) => {
    const lead = leadOfCaller(req);
    res.json(leadView(store.partnerLeads.update(lead, leadChangeOf(jsonBody(req)))));
  });

  router.delete('/lead', requireBearer(ctx), (req, res) => {
    const lead = leadOfCaller(req);
    store.partnerLeads.remove(lead.id);
    res.status(204).end();
  });

  router.get('/lead/option', requireBearer(ctx), (_req, res) => {
    res.json(store.partnerLeads.listOptions(LEAD_SERVICES).map(leadOptionView));
  });

  router.post('/lead/option', requireBearer(ctx), (req, res) => {
    requireSuper(sessionOf(req).user);
    const change = leadOptionOf(jsonBody(req));
    if (store.partnerLeads.findDuplicate(change)) throw new HttpError(409, `That option already exists for ${change.requirement}`);
    res.status(201).json(leadOptionView(store.partnerLeads.createOption(change)));
  });

  router.put('/lead/option', requireBearer(ctx), (req, res) => {
    requireSuper(sessionOf(req).user);
    const option = store.partnerLeads.getOption(requiredIdQueryParam(req, 'id'));
    if (!option) throw new HttpError(404, 'Lead option not found');
    const change = leadOptionOf(jsonBody(req));
    if (store.partnerLeads.findDuplicate(change, option.id)) throw new HttpError(409, `That option already exists for ${change.requirement}`);
    res.json(leadOptionView(store.partnerLeads.updateOption(option, change)));
  });

  router.delete('/lead/option', requireBearer(ctx), (req, res) => {
    requireSuper(sessionOf(req).user);
    if (!store.partnerLeads.removeOption(requiredIdQueryParam(req, 'id'))) throw new HttpError(404, 'Lead option not found');
    res.status(204).end();
  });

  return router;
}
