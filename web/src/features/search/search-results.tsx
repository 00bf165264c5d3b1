import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { FormAlert } from '../../components/form-alert';
import { routeTo, withSearch, type PortalHref } from '../../lib/navigation';
import { ResultSection } from './result-section';
import { SearchGroupsQuery, SearchTokensQuery, SearchUsersQuery } from './search-documents';
import { useOpenGroup } from './use-open-group';
import { useSearchPage } from './use-search-page';

const groupTypes = { partner: 'Partner', organisation: 'Organisation', account: 'Account' } as const;

type OpenGroup = ReturnType<typeof useOpenGroup>;

/** A group of the results with as much of what is above it as the search asks for. */
interface FoundGroup {
  type: 'partner' | 'organisation' | 'account';
  subtype?: 'referrer' | 'corporate' | null;
  parent?: FoundGroup | null;
}

/** The partner the group is, or is under; null for a group under no partner (a customer's own organisation). */
function partnerOf(group: FoundGroup | null | undefined): FoundGroup | null {
  if (!group) return null;
  return group.type === 'partner' ? group : partnerOf(group.parent);
}

/**
 * Where a group result leads: its account administration, or, for a group of a referrer partner,
 * which has no administration (docs/routes-and-access.md), its usage summary, which referrers keep.
 */
const groupPage = (group: FoundGroup): PortalHref =>
  partnerOf(group)?.subtype === 'referrer' ? routeTo('/reporting/summary') : routeTo('/administration/account');

/** What the search for `filter` found: tokens, groups and users, each paged on its own. */
export function SearchResults({ filter }: { filter: string }) {
  const opener = useOpenGroup();
  return (
    <Stack spacing={3} aria-label={`Results for ${filter}`} component="div">
      <FormAlert message={opener.problem} />
      <TokenResults filter={filter} opener={opener} />
      <GroupResults filter={filter} opener={opener} />
      <UserResults filter={filter} />
    </Stack>
  );
}

/**
 * A link to the page about a group: it goes there once the portal acts for the group. A real link,
 * so it reads as one and shows where it leads.
 */
function GroupLink({
  groupId,
  name,
  to,
  opener,
  primary,
  secondary,
  children,
}: {
  groupId: string;
  name: string;
  to: PortalHref;
  opener: OpenGroup;
  primary: string;
  secondary?: string;
  children?: ReactNode;
}) {
  const { search } = useLocation();
  const follow = (event: MouseEvent) => {
    // A new tab or window keeps its own choice of account: let the browser open it as it is.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void opener.open(groupId, name, to);
  };
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={withSearch(to, search)} onClick={follow} disabled={opener.busy}>
        <ListItemText primary={primary} secondary={secondary} />
        {children}
      </ListItemButton>
    </ListItem>
  );
}

function TokenResults({ filter, opener }: { filter: string; opener: OpenGroup }) {
  const { page, loading, failure, paging, retry } = useSearchPage(SearchTokensQuery, filter, (data) => data.search.tokens);
  return (
    <ResultSection
      title="Tokens"
      id="search-tokens"
      total={page?.total}
      loading={loading}
      failure={failure}
      onRetry={retry}
      paging={paging}
      emptyText={`No tokens match "${filter}".`}
    >
      {page?.items.map((token) => (
        <GroupLink
          key={token.id}
          groupId={token.accountId}
          name={token.accountName ?? 'The account'}
          // Opens the token's account on its tokens screen.
          to={routeTo('/administration/tokens')}
          opener={opener}
          primary={token.tag}
          secondary={[token.accountName, token.userName].filter(Boolean).join(' · ')}
        >
          {token.locked && <Chip size="small" label="Locked" sx={{ ml: 1 }} />}
        </GroupLink>
      ))}
    </ResultSection>
  );
}

function GroupResults({ filter, opener }: { filter: string; opener: OpenGroup }) {
  const { page, loading, failure, paging, retry } = useSearchPage(SearchGroupsQuery, filter, (data) => data.search.groups);
  return (
    <ResultSection
      title="Groups"
      id="search-groups"
      total={page?.total}
      loading={loading}
      failure={failure}
      onRetry={retry}
      paging={paging}
      emptyText={`No groups match "${filter}".`}
    >
      {page?.items.map((group) => (
        <GroupLink
          key={group.id}
          groupId={group.id}
          name={group.name}
          to={groupPage(group)}
          opener={opener}
          primary={group.name || 'Unnamed account'}
          secondary={[
            groupTypes[group.type],
            group.subtype === 'corporate' ? 'corporate' : group.subtype === 'referrer' ? 'referrer' : null,
            group.parentName ? `in ${group.parentName}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      ))}
    </ResultSection>
  );
}

function UserResults({ filter }: { filter: string }) {
  const { search } = useLocation();
  const { page, loading, failure, paging, retry } = useSearchPage(SearchUsersQuery, filter, (data) => data.search.users);
  return (
    <ResultSection
      title="Users"
      id="search-users"
      total={page?.total}
      loading={loading}
      failure={failure}
      onRetry={retry}
      paging={paging}
      emptyText={`No users match "${filter}".`}
    >
      {page?.items.map((user) => (
        <ListItem key={user.id} disablePadding divider>
          <ListItemButton component={RouterLink} to={withSearch(routeTo('/user/:userId', { userId: user.id }), search)}>
            <ListItemText primary={user.name} secondary={[user.personalName, user.companyName].filter(Boolean).join(' · ') || undefined} />
            {user.locked && <Chip size="small" label="Locked" sx={{ ml: 1 }} />}
          </ListItemButton>
        </ListItem>
      ))}
    </ResultSection>
  );
}
