import type { BureauFileStatus } from '../../gql/graphql';
import type { PortalHref } from '../../lib/navigation';
import { routeTo } from '../../lib/navigation';

/** The states of the address cleanse flow (docs/flows.md) as the listing names them. */
export const statusNames: Record<BureauFileStatus, string> = {
  uploaded: 'Uploaded',
  mapped: 'Mapped',
  tested: 'Test results ready',
  costed: 'Costed',
  paid: 'Paid',
  processing: 'Processing',
  finished: 'Finished',
  discarded: 'Discarded',
};

/** Where a file is taken up again: mapping until its columns are mapped, properties until tested, then its page. */
export function nextPage(fileId: string, status: BureauFileStatus): PortalHref {
  if (status === 'uploaded') return routeTo('/applications/addresscleanse/file/:fileId/updatefields', { fileId });
  if (status === 'mapped') return routeTo('/applications/addresscleanse/file/:fileId/properties', { fileId });
  return routeTo('/applications/addresscleanse/file/:fileId', { fileId });
}

/** A day and time as the listing shows them: 23 Nov 2026, 17:35. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
