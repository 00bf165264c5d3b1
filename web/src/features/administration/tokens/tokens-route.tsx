import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Tune from '@mui/icons-material/Tune';
import type { AdministrationTokensQuery as TokensData, AdministrationTokensQueryVariables } from '../../../gql/graphql';
import { useCurrentAccount, type CurrentAccount } from '../../../lib/current-account';
import { useScreenData, type ScreenLoaderArgs } from '../../../lib/route-module';
import { useSession } from '../../../lib/session/use-session';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { isStaffRoles } from '../../../components/group-administration/access-levels';
import { BulkChangeDialog, type BulkScope } from './bulk-change-dialog';
import { CreateTokenDialog } from './create-token-dialog';
import { TokenCard } from './token-card';
import { AdministrationTokensQuery, TokenAlertSettingsQuery } from './token-documents';
import { TokenAlertsCard } from './token-alerts-card';
import { OtherAccountNotice } from './other-account-notice';
import { tokensTips } from './tokens-tips';

/** Starts loading the account's tokens, and when its owners are alerted, as the page opens. */
export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const accountId = current.account?.id;
  return {
    tokens: accountId ? preloadQuery(AdministrationTokensQuery, { variables: { accountId }, errorPolicy: 'all' }) : null,
    alerts: accountId ? preloadQuery(TokenAlertSettingsQuery, { variables: { accountId }, errorPolicy: 'all' }) : null,
  };
}

type TokensRef = QueryRef<TokensData, AdministrationTokensQueryVariables, 'complete' | 'streaming' | 'empty'>;

/** The groups a bulk change may reach: the account, and its organisation for whoever owns it (or staff). */
function bulkScopes(current: CurrentAccount, staff: boolean): BulkScope[] {
  const scopes: BulkScope[] = [];
  if (current.account) scopes.push({ groupId: current.account.id, label: `Every token of ${current.account.name || 'this account'}` });
  const organisation = current.organisation;
  if (organisation && (organisation.isOwner || staff)) scopes.push({ groupId: organisation.id, label: `Every token of every account of ${organisation.name}` });
  return scopes;
}

export function Component() {
  const { tokens, alerts } = useScreenData<typeof loader>();
  const current = useCurrentAccount();
  useHelpTips('tokens', tokensTips);
  const account = current.account;
  return (
    <Stack spacing={3}>
      {!tokens || !account ? (
        <>
          <Typography variant="h4" component="h1">
            Tokens
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Choose an account first, with Change Account.</Typography>
        </>
      ) : (
        <Suspense fallback={<Loading />}>
          <Tokens tokens={tokens} current={current} accountId={account.id} accountName={account.name} />
        </Suspense>
      )}
      {alerts && account && (
        <Suspense fallback={<Skeleton variant="rounded" height={160} aria-label="Loading..." />}>
          <TokenAlertsCard alerts={alerts} />
        </Suspense>
      )}
    </Stack>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={200} sx={{ typography: 'h4' }} />
      <Skeleton variant="rounded" height={260} />
      <Skeleton variant="rounded" height={260} />
    </Stack>
  );
}

function Tokens({ tokens, current, accountId, accountName }: { tokens: TokensRef; current: CurrentAccount; accountId: string; accountName: string }) {
  // The handlers before the read: the other way round, a refetch's answer never reaches the
  // screen in a production build (apollographql/apollo-client#11772).
  const { refetch } = useQueryRefHandlers(tokens);
  const { data, error } = useReadQuery(tokens);
  const session = useSession();
  const [creating, setCreating] = useState(false);
  const [changingAll, setChangingAll] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const failure = useFailure('load the tokens', { watch: data?.apiTokens ? undefined : error });
  const list = data?.apiTokens;
  const refresh = () => void refetch();
  // A link to one token (an alert e-mail's): ?account=103&token=301.
  const [params] = useSearchParams();
  const linkedToken = params.get('token');
  const linkedAccount = params.get('account');

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1">
          Tokens
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<Tune />} disabled={!list?.length} onClick={() => setChangingAll(true)}>
            Change all tokens
          </Button>
          <Button variant="contained" startIcon={<Add />} id="tokens-create-button" onClick={() => setCreating(true)}>
            Create token
          </Button>
        </Stack>
      </Stack>
      {created && (
        <Alert severity="success" role="status" onClose={() => setCreated(null)}>
          The token {created} is ready. Copy its key from its card below.
        </Alert>
      )}
      <FailureMessage failure={failure} />
      {linkedAccount && linkedAccount !== accountId && <OtherAccountNotice accountId={linkedAccount} />}
      {list && (
        <Stack spacing={2} id="tokens-list" component="section" aria-label={`Tokens of ${accountName || 'this account'}`}>
          {list.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>This account has no API tokens yet. Create one for each program that calls the services.</Typography>
          ) : (
            list.map((token) => <TokenCard key={token.id} token={token} opened={token.id === linkedToken && (!linkedAccount || linkedAccount === accountId)} />)
          )}
        </Stack>
      )}
      <CreateTokenDialog
        open={creating}
        accountId={accountId}
        accountName={accountName || 'this account'}
        takenTags={list?.map((token) => token.tag) ?? []}
        onClose={() => setCreating(false)}
        onCreated={setCreated}
      />
      {changingAll && <BulkChangeDialog scopes={bulkScopes(current, isStaffRoles(session?.roles))} onClose={() => setChangingAll(false)} onChanged={refresh} />}
    </>
  );
}
