import Chip from '@mui/material/Chip';
import type { LeadStatus } from '../../gql/graphql';
import { leadStatusColours, leadStatusLabels } from './lead-status';

/** A lead's status as a chip: its word, coloured as it stands. */
export function StatusChip({ status }: { status: string }) {
  const known = status as LeadStatus;
  return <Chip size="small" variant="outlined" color={leadStatusColours[known] ?? 'default'} label={leadStatusLabels[known] ?? status} />;
}
