import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { UserDetails_UserFragment } from '../../gql/graphql';

const territoryNames: Record<UserDetails_UserFragment['territory'], string> = { uk: 'United Kingdom', australia: 'Australia' };

const moment = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) : '—';

/** The address lines that hold something, town, county and postcode included. */
export function addressLines(user: UserDetails_UserFragment): string[] {
  return [user.address1, user.address2, user.address3, user.address4, user.town, user.county, user.postcode].filter((line): line is string => !!line?.trim());
}

/** A user's record as the settings screen lists it: one term and its value a row. */
export function UserDetails({ user }: { user: UserDetails_UserFragment }) {
  const address = addressLines(user);
  const rows: [string, ReactNode][] = [
    ['User name', user.name],
    ['E-mail', user.email],
    ['Personal name', user.personalName || '—'],
    ['Company name', user.companyName || '—'],
    [
      'Address',
      address.length > 0
        ? address.map((line, index) => (
            <span key={index} style={{ display: 'block' }}>
              {line}
            </span>
          ))
        : '—',
    ],
    ['Country', user.country || '—'],
    ['Territory', territoryNames[user.territory]],
    ['Created', moment(user.createTimestamp)],
    ['Updated', moment(user.updateTimestamp)],
  ];
  return (
    <Typography
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
        m: 0,
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([term, value]) => (
        <DetailRow key={term} term={term} value={value} />
      ))}
    </Typography>
  );
}

function DetailRow({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd data-testid={`user-detail-${term.toLowerCase().replace(/\s+/g, '-')}`}>{value}</dd>
    </>
  );
}
