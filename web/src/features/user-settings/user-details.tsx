import type { ReactNode } from 'react';
import { graphql } from '../../gql/gql';
import type { UserDetails_UserFragment } from '../../gql/graphql';
import { DetailList } from '../../components/detail-list';

export const UserDetails_user = graphql(`
  fragment UserDetails_user on User {
    id
    name
    email
    personalName
    companyName
    address1
    address2
    address3
    address4
    town
    county
    postcode
    country
    territory
    createTimestamp
    updateTimestamp
  }
`);

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
  return <DetailList rows={rows.map(([term, value]) => [term, value, `user-detail-${term.toLowerCase().replace(/\s+/g, '-')}`])} />;
}
