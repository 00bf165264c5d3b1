import { routeTo, type PortalHref } from '../../lib/navigation';

/**
 * The lead screens are reached from the partner menu (/partner/leads/...) and from home
 * (/home/leads/..., /home/createlead); a lead and the form keep to the family they were opened
 * from. The list is the partner's leads list from both: home shows no leads, so going back "to the
 * list" from home must land where the leads are (the two families share the partner leads rule).
 */
export function leadPaths(pathname: string) {
  const fromHome = pathname.startsWith('/home');
  return {
    list: routeTo('/partner/leads'),
    lead: (leadId: string): PortalHref => (fromHome ? routeTo('/home/leads/:leadId', { leadId }) : routeTo('/partner/leads/:leadId', { leadId })),
    create: (fromHome ? '/home/createlead' : '/partner/leads/createlead') as PortalHref,
  };
}
