import type { Charity, GroupRecord } from '../seed';
import type { StoreState } from './state';

/** The kinds of partner an organisation can become: a reseller has an empty subtype. */
export type PartnerType = 'reseller' | 'referrer';

/** The refusals, word for word (docs/texts-and-constants.md): the portal shows them as they are. */
export const corporateRefusals = {
  notOrganisation: 'Invalid group type. Only organisations can have their corporate status changed',
  alreadyCorporate: 'Invalid group subtype. Only non corporate organisations can have their corporate status enabled',
  notCorporate: 'Invalid group subtype. Only corporate organisations can have their corporate status disabled',
} as const;

/** Why the organisation's corporate status may not be switched `on` (or off); undefined when it may. */
export function corporateRefusal(group: GroupRecord, on: boolean): string | undefined {
  if (group.type !== 'organisation') return corporateRefusals.notOrganisation;
  if (on && group.subtype !== '') return corporateRefusals.alreadyCorporate;
  if (!on && group.subtype !== 'corporate') return corporateRefusals.notCorporate;
  return undefined;
}

/**
 * What a group is beyond its place in the tree (docs/flows.md): corporate or not, a charity and
 * how far its verification has gone, and a partner's kind after migration. Each change is stamped
 * with who made it; the rules of who may are the routes'.
 */
export class GroupStatus {
  constructor(private readonly state: StoreState) {}

  setCorporate(group: GroupRecord, on: boolean, byUserId: number): void {
    group.subtype = on ? 'corporate' : '';
    this.touch(group, byUserId);
  }

  /** Sets the charity details, or with undefined removes the group's charity status. */
  setCharity(group: GroupRecord, charity: Charity | undefined, byUserId: number): void {
    if (charity) group.charity = { ...charity };
    else delete group.charity;
    this.touch(group, byUserId);
  }

  /**
   * The organisation becomes a partner of `partnerType`, keeping its accounts and its users. A
   * partner sits at the top of the tree, so it leaves any partner it was in; being corporate and
   * a charity are an organisation's, so they go.
   */
  migrateToPartner(group: GroupRecord, partnerType: PartnerType, byUserId: number): void {
    group.type = 'partner';
    group.subtype = partnerType === 'referrer' ? 'referrer' : '';
    group.parentId = null;
    delete group.charity;
    this.touch(group, byUserId);
  }

  /** The group leaves its partner for the top of the tree, with everything below it. */
  removeFromPartner(group: GroupRecord, byUserId: number): void {
    group.parentId = null;
    this.touch(group, byUserId);
  }

  private touch(group: GroupRecord, byUserId: number): void {
    const at = this.state.nowSeconds();
    group.updateTimestamp = at;
    group.activityTimestamp = at;
    group.updateUserId = byUserId;
  }
}
