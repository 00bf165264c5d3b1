import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import type { GroupStatus_GroupFragment } from '../../../gql/graphql';
import { DisableCorporateMutation, EnableCorporateMutation } from './group-status-documents';
import { StatusSection, type SectionLevel } from './status-section';

/**
 * Whether the organisation is corporate, and (for its owner and staff) the way to promote it or
 * take the status away. The service's refusals (docs/texts-and-constants.md) show here, in its words.
 */
export function CorporateStatus({ organisation, mayChange, level }: { organisation: GroupStatus_GroupFragment; mayChange: boolean; level: SectionLevel }) {
  const corporate = organisation.subtype === 'corporate';
  const [enable, enabling] = useMutation(EnableCorporateMutation);
  const [disable, disabling] = useMutation(DisableCorporateMutation);
  const failure = useFailure(corporate ? 'disable the corporate status' : 'enable the corporate status');

  const change = async () => {
    failure.clear();
    try {
      const variables = { groupId: organisation.id };
      if (corporate) await disable({ variables });
      else await enable({ variables });
    } catch (error) {
      failure.report(error);
    }
  };

  return (
    <StatusSection id="corporate-status" title="Corporate status" level={level}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip
          size="small"
          color={corporate ? 'primary' : 'default'}
          variant={corporate ? 'filled' : 'outlined'}
          label={corporate ? 'Corporate' : 'Not corporate'}
          data-testid="corporate-chip"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {corporate ? `${organisation.name} is a corporate organisation.` : `${organisation.name} is not a corporate organisation.`}
        </Typography>
      </Stack>
      <FailureMessage failure={failure} />
      {mayChange && (
        <Box>
          <Button variant="outlined" onClick={() => void change()} loading={enabling.loading || disabling.loading}>
            {corporate ? 'Remove corporate status' : 'Promote to corporate'}
          </Button>
        </Box>
      )}
    </StatusSection>
  );
}
