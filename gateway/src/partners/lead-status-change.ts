import type { LeadStatus } from '../generated/resolvers';
import { requestError } from '../upstream/failures';
import { checkedCloseDate } from './lead-checks';
import type { UpstreamLead, UpstreamLeadStatus } from './types';

// A lead's close date means what its status says (schema/partners.graphql, LeadStatus): for an
// open lead the day it is expected to close, for a won or lost one the day that happened. A change
// of status therefore moves the date with it; the service keeps whatever it is sent and would keep
// "Lost · closes 31 Dec 2026" for a lead lost today, or a reopened lead expected to close last month.
// Days are UTC days, as the close date and the lead's opening are everywhere else.

/** The body of the change: the status, and the close date where the status changes what it means. */
export interface LeadStatusChange {
  status: UpstreamLeadStatus;
  closeDate?: string;
}

/**
 * The change `changeLeadStatus` sends for `lead`, today being `today` (yyyy-mm-dd, UTC):
 * - won or lost: closed today, unless the lead has that status already (it keeps the day it happened);
 * - open: a new expected close date if given (not before today); without one the lead keeps its
 *   date, which must then not be past: a lead reopened is not expected to close on a day gone by.
 * `closeDate` with won or lost is refused: the day a lead is won or lost is the day it is marked so.
 */
export function leadStatusChange(lead: UpstreamLead, status: LeadStatus, closeDate: string | null | undefined, today: string): LeadStatusChange {
  if (status !== 'open') {
    if (closeDate != null) {
      throw requestError('BAD_USER_INPUT', `closeDate is given only to reopen a lead: a lead ${status} today is closed today.`, { argument: 'closeDate' });
    }
    return lead.status === status ? { status } : { status, closeDate: today };
  }
  if (closeDate != null) {
    const day = checkedCloseDate(closeDate, 'closeDate');
    if (day < today)
      throw requestError('BAD_USER_INPUT', `closeDate must not be before ${today}, today: give the day the lead is now expected to close.`, {
        argument: 'closeDate',
      });
    return { status, closeDate: day };
  }
  if (lead.closeDate < today) {
    throw requestError(
      'BAD_USER_INPUT',
      `closeDate is required to reopen a lead whose close date, ${lead.closeDate}, is past: give the day it is now expected to close.`,
      { argument: 'closeDate' },
    );
  }
  return { status };
}
