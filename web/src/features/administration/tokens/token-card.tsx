import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import Block from '@mui/icons-material/Block';
import Science from '@mui/icons-material/Science';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { openDialog } from '../../../components/dialogs/dialog-store';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import type { TokenCard_TokenFragment } from '../../../gql/graphql';
import { copyToClipboard } from '../../../lib/clipboard';
import { formatDay } from '../../../lib/display-format';
import { EditTokenDialog } from './edit-token-dialog';
import { capText } from './token-caps';
import { DeleteApiTokenMutation, SetApiTokenLockMutation } from './token-documents';
import { TokenRefusalsPanel } from './token-refusals-panel';
import { TokenSparkline } from './token-sparkline';
import { TryTokenPanel } from './try-token-panel';
import { maskKey } from './token-values';

/**
 * An expiry: the day chosen in the edit dialog, which it and the services give as its UTC midnight,
 * so read in UTC as every day the portal shows (docs/dates-and-durations.md); Never for none.
 */
const dayOrNever = (iso: string | null | undefined) => (iso ? formatDay(iso) : 'Never');

// Made once: a page of tokens writes a creation time on every card.
const utcDateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/**
 * When the token was created and the day it was last used, both in UTC and saying so: the last use
 * is the services' (UTC) day, and a creation time in the browser's zone beside it read as another
 * day ("1 Feb 2026, 16:00" in Los Angeles for a token made on 2 Feb, UTC).
 */
const createdText = (iso: string) => `${utcDateTime.format(new Date(iso))} (UTC)`;
const lastUsedText = (iso: string | null | undefined) => (iso ? `${formatDay(iso)} (UTC)` : 'Never');

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One token: its key (masked until revealed), its rules and caps, its use, the calls it was refused,
 * and what can be done with it. `opened` (a link to the token, as an alert e-mail gives) brings the
 * card into view with its blocked calls open.
 */
export function TokenCard({ token, opened = false }: { token: TokenCard_TokenFragment; opened?: boolean }) {
  const client = useApolloClient();
  const [revealed, setRevealed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [trying, setTrying] = useState(false);
  const [showingRefusals, setShowingRefusals] = useState(opened);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (opened) card.current?.scrollIntoView({ block: 'start' });
  }, [opened]);
  const [busy, setBusy] = useState<'lock' | 'delete' | null>(null);
  const failure = useFailure(token.locked ? 'unlock the token' : 'lock the token');
  const [setLock] = useMutation(SetApiTokenLockMutation);
  const [remove] = useMutation(DeleteApiTokenMutation);
  // When the card was shown: an expiry passing while it is open shows on the next visit.
  const [shownAt] = useState(() => Date.now());
  const expired = token.expiry !== null && token.expiry !== undefined && new Date(token.expiry).getTime() <= shownAt;
  const headingId = `token-${token.id}-tag`;

  const toggleLock = async () => {
    failure.clear();
    setBusy('lock');
    try {
      await setLock({ variables: { accountId: token.accountId, id: token.id, locked: !token.locked } });
    } catch (error) {
      failure.report(error);
    } finally {
      setBusy(null);
    }
  };

  const deleteToken = async () => {
    failure.clear();
    const confirmed = await openDialog({
      kind: 'question',
      title: 'Delete token',
      message: `Delete the token ${token.tag}? Programs using its key will stop working at once.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    setBusy('delete');
    try {
      await remove({ variables: { accountId: token.accountId, id: token.id } });
      client.cache.evict({ id: client.cache.identify({ __typename: 'ApiToken', id: token.id }) });
      client.cache.gc();
    } catch (error) {
      failure.report(error, 'delete the token');
      setBusy(null);
    }
  };

  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} ref={card} sx={{ scrollMarginTop: 80 }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {/* A tag of one long word (50 W's) breaks where it must, rather than running off a phone's card. */}
            <Typography variant="h6" component="h2" id={headingId} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {token.tag}
            </Typography>
            {token.locked ? <Chip size="small" color="warning" icon={<Lock />} label="Locked" /> : <Chip size="small" color="success" label="Active" />}
            {expired && <Chip size="small" color="error" label="Expired" />}
          </Stack>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            <Typography
              component="code"
              sx={{ fontFamily: 'monospace', fontSize: 14, overflowWrap: 'anywhere' }}
              aria-label={revealed ? `Key of ${token.tag}` : `Key of ${token.tag}, hidden`}
            >
              {revealed ? token.key : maskKey(token.key)}
            </Typography>
            <Tooltip title={revealed ? 'Hide key' : 'Show key'}>
              <IconButton
                size="small"
                aria-label={revealed ? `Hide the key of ${token.tag}` : `Show the key of ${token.tag}`}
                aria-pressed={revealed}
                onClick={() => setRevealed((shown) => !shown)}
              >
                {revealed ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </Tooltip>
            <Tooltip title="Copy key">
              <IconButton size="small" aria-label={`Copy the key of ${token.tag}`} onClick={() => void copyToClipboard(token.key)}>
                <ContentCopy fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
            <Detail label="IP range" value={token.ipRange || 'Anywhere'} />
            <Detail label="Referrer" value={token.referrer || 'Any'} />
            <Detail label="Expires" value={dayOrNever(token.expiry)} />
            <Detail label="Created by" value={token.createdBy} />
            <Detail label="Created" value={createdText(token.createdAt)} />
            <Detail label="Last used" value={lastUsedText(token.lastUsed)} />
            <Detail label="Daily cap" value={capText(token.dailyCap)} />
            <Detail label="Daily cap per address" value={capText(token.dailyCapPerAddress, true)} />
          </Box>
          <TokenSparkline usage={token.usage} />
          <FailureMessage failure={failure} />
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button size="small" startIcon={<Edit />} onClick={() => setEditing(true)} aria-label={`Edit ${token.tag}`}>
          Edit
        </Button>
        <Button
          size="small"
          color={token.locked ? 'primary' : 'warning'}
          startIcon={token.locked ? <LockOpen /> : <Lock />}
          loading={busy === 'lock'}
          onClick={() => void toggleLock()}
          aria-label={`${token.locked ? 'Unlock' : 'Lock'} ${token.tag}`}
        >
          {token.locked ? 'Unlock' : 'Lock'}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<Delete />}
          loading={busy === 'delete'}
          onClick={() => void deleteToken()}
          aria-label={`Delete ${token.tag}`}
        >
          Delete
        </Button>
        <Button size="small" startIcon={<Science />} aria-expanded={trying} onClick={() => setTrying((open) => !open)} aria-label={`Try it with ${token.tag}`}>
          Try it
        </Button>
        <Button
          size="small"
          startIcon={<Block />}
          aria-expanded={showingRefusals}
          onClick={() => setShowingRefusals((open) => !open)}
          aria-label={`Blocked calls of ${token.tag}`}
        >
          Blocked calls
        </Button>
      </CardActions>
      <Collapse in={trying} unmountOnExit>
        <Box sx={{ px: 2, pb: 2 }}>
          <TryTokenPanel token={token} keyShown={revealed} />
        </Box>
      </Collapse>
      <Collapse in={showingRefusals} unmountOnExit>
        <Box sx={{ px: 2, pb: 2 }}>
          <TokenRefusalsPanel token={token} />
        </Box>
      </Collapse>
      {editing && <EditTokenDialog token={token} onClose={() => setEditing(false)} />}
    </Card>
  );
}
