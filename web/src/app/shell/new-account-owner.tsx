import { useEffect, useState } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NewAccountOwnerSearchQuery } from './new-account-owner-documents';

/** Whom staff create the new account for: a user (a new organisation they own) or a group to create it in. */
export type NewAccountOwner =
  { kind: 'user'; id: string; label: string } | { kind: 'group'; id: string; type: 'partner' | 'organisation' | 'account'; label: string };

const SEARCH_PAUSE_MS = 300;

/**
 * Finds the user or group a new account is for, by part of a name or e-mail address. Accounts are
 * not offered: an account holds no groups.
 */
export function NewAccountOwnerChooser({ chosen, onChoose }: { chosen: NewAccountOwner | null; onChoose: (owner: NewAccountOwner | null) => void }) {
  const [text, setText] = useState('');
  const [find, found] = useLazyQuery(NewAccountOwnerSearchQuery);
  useEffect(() => {
    const filter = text.trim();
    if (!filter) return;
    const timer = setTimeout(() => void find({ variables: { filter } }).catch(() => undefined), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, find]);

  const results = text.trim() ? found.data?.search : undefined;
  const options: NewAccountOwner[] = [
    ...(results?.users.items ?? []).map((user) => ({
      kind: 'user' as const,
      id: user.id,
      label: user.personalName ? `${user.name} (${user.personalName})` : user.name,
    })),
    ...(results?.groups.items ?? [])
      .filter((group) => group.type !== 'account')
      .map((group) => ({ kind: 'group' as const, id: group.id, type: group.type, label: `${group.name} (${group.type})` })),
  ];
  const key = (owner: NewAccountOwner) => `${owner.kind}:${owner.id}`;

  return (
    <Stack spacing={1}>
      <TextField
        label="Find the user or group"
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText="Part of a user name, e-mail address or group name"
        autoComplete="off"
      />
      {results && options.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No user or group matches.</Typography>}
      {options.length > 0 && (
        <FormControl>
          <FormLabel id="new-account-owner-label">For</FormLabel>
          <RadioGroup
            aria-labelledby="new-account-owner-label"
            value={chosen ? key(chosen) : ''}
            onChange={(event) => onChoose(options.find((owner) => key(owner) === event.target.value) ?? null)}
          >
            {options.map((owner) => (
              <FormControlLabel
                key={key(owner)}
                value={key(owner)}
                control={<Radio />}
                label={owner.kind === 'user' ? `User ${owner.label}` : `Group ${owner.label}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    </Stack>
  );
}

/**
 * The new group payload for what staff chose: an organisation owned by a user, an
 * organisation under a partner, an account under an organisation. Nothing chosen sends neither id,
 * and the service answers with its own error ("No user or group id provided").
 */
export function newGroupFor(owner: NewAccountOwner | null, name: string) {
  if (!owner) return { type: 'organisation' as const, name };
  if (owner.kind === 'user') return { userId: owner.id, type: 'organisation' as const, name };
  return { groupId: owner.id, type: owner.type === 'partner' ? ('organisation' as const) : ('account' as const), name };
}
