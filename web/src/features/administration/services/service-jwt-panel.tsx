import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Key from '@mui/icons-material/Key';
import type { ServiceJwtPanel_ServiceFragment } from '../../../gql/graphql';
import { copyToClipboard } from '../../../lib/clipboard';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { ServiceJwtQuery } from './service-jwt-panel-documents';

const moment = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A service JWT for each service that offers one: asked for when wanted, shown with a copy button. */
export function ServiceJwtPanel({ services, accountId }: { services: readonly ServiceJwtPanel_ServiceFragment[]; accountId: string }) {
  const offering = services.filter((service) => service.offersJwt);
  if (!offering.length) return <Typography sx={{ color: 'text.secondary' }}>No service offers a service JWT.</Typography>;
  return (
    <Stack spacing={2}>
      {offering.map((service) => (
        <ServiceJwtRow key={service.serviceId} service={service} accountId={accountId} />
      ))}
    </Stack>
  );
}

function ServiceJwtRow({ service, accountId }: { service: ServiceJwtPanel_ServiceFragment; accountId: string }) {
  const client = useApolloClient();
  const failure = useFailure('get the service JWT');
  const [key, setKey] = useState<{ jwt: string; expiry: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = async () => {
    setAsking(true);
    failure.clear();
    try {
      const { data, error } = await client.query({
        query: ServiceJwtQuery,
        variables: { serviceId: service.serviceId, groupId: accountId },
        fetchPolicy: 'network-only',
      });
      if (error || !data) throw error ?? new Error('No service JWT came back');
      setKey(data.serviceJwt);
    } catch (error) {
      failure.report(error);
    } finally {
      setAsking(false);
    }
  };
  const fieldId = `service-jwt-${service.serviceId}`;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 500 }}>
            {service.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {service.description}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<Key />}
          onClick={() => void ask()}
          disabled={asking}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {key ? 'Get a new service JWT' : 'Get service JWT'}
        </Button>
      </Stack>
      <FailureMessage failure={failure} />
      {key && (
        <Stack spacing={1} sx={{ mt: 1.5 }}>
          <TextField
            id={fieldId}
            label={`Service JWT for ${service.name}`}
            value={key.jwt}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
            fullWidth
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Expires {moment(key.expiry)}
            </Typography>
            <Button size="small" startIcon={<ContentCopy />} onClick={() => void copyToClipboard(key.jwt)}>
              Copy
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
