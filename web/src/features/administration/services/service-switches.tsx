import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ServiceSwitches_AccessFragment } from '../../../gql/graphql';
import { useFailure } from '../../../components/failure/use-failure';
import { SetServiceAccessMutation } from './service-switches-documents';

type Access = ServiceSwitches_AccessFragment;
type Switches = Access['users'][number]['services'];

/** Which services each user of the account, and each of its API tokens, may use: switched in place. */
export function ServiceSwitches({ access, callerId }: { access: Access; callerId: string }) {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          Users
        </Typography>
        {access.users.length ? (
          <Stack spacing={1.5}>
            {access.users.map((user) => (
              <HolderSwitches
                key={user.userId}
                title={user.personalName ? `${user.personalName} (${user.name})` : user.name}
                groupId={access.groupId}
                userId={user.userId}
                services={user.services}
              />
            ))}
          </Stack>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>This account has no users yet.</Typography>
        )}
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          API tokens
        </Typography>
        {access.tokens.length ? (
          <Stack spacing={1.5}>
            {access.tokens.map((token) => (
              <HolderSwitches
                key={token.tokenId}
                title={`Token ${token.tag}`}
                locked={token.locked}
                groupId={access.groupId}
                // The user server asks for a user with a token; the setting is the token's alone.
                userId={callerId}
                tokenId={token.tokenId}
                services={token.services}
              />
            ))}
          </Stack>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>This account has no API tokens.</Typography>
        )}
      </Box>
    </Stack>
  );
}

interface HolderProps {
  title: string;
  locked?: boolean;
  groupId: string;
  userId: string;
  tokenId?: string;
  services: Switches;
}

/** One user's or token's switches; each change is sent at once and shows what the service answered. */
function HolderSwitches({ title, locked = false, groupId, userId, tokenId, services }: HolderProps) {
  const headingId = useId();
  const [switches, setSwitches] = useState(services);
  const [busy, setBusy] = useState<string | null>(null);
  const [setAccess] = useMutation(SetServiceAccessMutation);
  const failure = useFailure('change the services allowed');

  const toggle = async (serviceId: string, enabled: boolean) => {
    setBusy(serviceId);
    try {
      const { data } = await setAccess({ variables: { groupId, userId, serviceId, tokenId: tokenId ?? null, enabled } });
      if (data) setSwitches(data.setServiceAccess);
    } catch (error) {
      failure.report(error, enabled ? 'allow the service' : 'stop the service');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box role="group" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }} data-testid="service-holder">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography id={headingId} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {locked && <Chip size="small" variant="outlined" label="Locked" />}
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        {switches.map((line) => (
          <FormControlLabel
            key={line.serviceId}
            control={<Switch checked={line.enabled} disabled={busy !== null} onChange={(event) => void toggle(line.serviceId, event.target.checked)} />}
            label={line.name}
          />
        ))}
      </Stack>
    </Box>
  );
}
