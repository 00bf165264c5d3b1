import { routeTo, type PortalHref } from '../../lib/navigation';

/**
 * The lead screens are reached from the partner menu (/partner/leads/...) and from home
 * (/home/leads/..., /home/createlead); a screen keeps to the family it was opened from.
 */
export function leadPaths(pathname: string) {
  const fromHome = pathname.startsWith('/home');
  return {
    list: (fromHome ? '/home' : '/partner/leads') as PortalHref,
    lead: (leadId: string): PortalHref => (fromHome ? routeTo('/home/leads/:leadId', { leadId }) : routeTo('/partner/leads/:leadId', { leadId })),
    create: (fromHome ? '/home/createlead' : '/partner/leads/createlead') as PortalHref,
  };
}
