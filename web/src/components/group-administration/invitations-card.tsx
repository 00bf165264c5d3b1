import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InvitationsCard_InvitationFragment } from '../../gql/graphql';
import { FailureMessage } from '../failure/failure-message';
import { useFailure } from '../failure/use-failure';
import { accessLevelLabels, formatDateTime } from './access-levels';
import { WithdrawInvitationMutation } from './invitations-card-documents';

/** Invitations sent and not yet accepted; withdrawing one stops its link working. */
export function InvitationsCard({
  groupId,
  invitations,
  onChanged,
}: {
  groupId: string;
  invitations: readonly InvitationsCard_InvitationFragment[];
  onChanged: () => unknown;
}) {
  const [withdraw] = useMutation(WithdrawInvitationMutation);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const failure = useFailure('withdraw the invitation');

  const withdrawOne = async (email: string) => {
    failure.clear();
    setWithdrawing(email);
    try {
      await withdraw({ variables: { groupId, email } });
      await onChanged();
    } catch (error) {
      failure.report(error);
    } finally {
      setWithdrawing(null);
    }
  };

  return (
    <Card variant="outlined" id="account-invitations">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Pending invitations
        </Typography>
        <FailureMessage failure={failure} />
        {invitations.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No invitations are waiting for an answer.</Typography>
        ) : (
          <Stack component="ul" aria-label="Pending invitations" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {invitations.map((invitation) => (
              <Box
                component="li"
                key={invitation.id}
                data-testid="pending-invitation"
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 1.5,
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {accessLevelLabels[invitation.accessLevel]} · expires {formatDateTime(invitation.expires)}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Chip size="small" color="warning" variant="outlined" label="Pending" />
                  {invitation.takeOwnership && <Chip size="small" color="warning" label="Takes ownership" />}
                  <Button
                    size="small"
                    color="error"
                    loading={withdrawing === invitation.email}
                    onClick={() => void withdrawOne(invitation.email)}
                    aria-label={`Withdraw the invitation to ${invitation.email}`}
                  >
                    Withdraw
                  </Button>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
