import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Search from '@mui/icons-material/Search';
import type { GroupUserOrder, GroupUsersTable_UserFragment } from '../../gql/graphql';
import { withSearch, type PortalHref } from '../../lib/navigation';
import { FailureMessage } from '../failure/failure-message';
import { useFailure } from '../failure/use-failure';
import { accessLevelLabels, formatDate } from './access-levels';
import { visuallyHidden } from '../../lib/visually-hidden';
import { GroupUsersPageQuery } from './group-users-table-documents';

const PAGE_SIZES = [10, 25, 50, 100];
/** How long typing pauses before the filter is sent: one request per word, not per letter. */
const FILTER_PAUSE_MS = 300;

const columns: { order: GroupUserOrder; label: string; direction: 'asc' | 'desc' }[] = [
  { order: 'personalName', label: 'Name', direction: 'asc' },
  { order: 'email', label: 'E-mail address', direction: 'asc' },
  { order: 'accessLevel', label: 'Access level', direction: 'asc' },
  { order: 'activity', label: 'Last active', direction: 'desc' },
];

/**
 * The group's users, a page at a time: the gateway sends only the page asked for, so a group of
 * thousands of users is as quick as one of three. Sorted by a column, filtered by e-mail or name.
 */
export function GroupUsersTable({ groupId, editPath }: { groupId: string; /** Where a user's Edit link leads. */ editPath: (userId: string) => PortalHref }) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [orderBy, setOrderBy] = useState<GroupUserOrder>('email');
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState('');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

  // Back to the first page only when the words sought really change: on mount, or when only
  // spaces were typed, the page someone has already moved to stays.
  useEffect(() => {
    const sought = typed.trim();
    if (sought === filter) return;
    const timer = setTimeout(() => {
      setFilter(sought);
      setPage(0);
    }, FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, filter]);

  const { data, previousData, loading, error } = useQuery(GroupUsersPageQuery, {
    variables: { groupId, offset: page * pageSize, limit: pageSize, orderBy, filter: filter || null },
  });
  const shown = (data ?? previousData)?.groupAdministration.users;
  const failure = useFailure("load the account's users", { watch: data ? undefined : error });

  const sortBy = (order: GroupUserOrder) => {
    setOrderBy(order);
    setPage(0);
  };

  return (
    <Card variant="outlined" id="account-users">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ whiteSpace: 'nowrap' }}>
            Users{shown ? ` (${shown.totalCount.toLocaleString('en-GB')})` : ''}
          </Typography>
          <TextField
            size="small"
            label="Find a user"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
        </Stack>
        <FailureMessage failure={failure} />
        {/* Space kept, so the table does not jump when a page is on its way. */}
        <Box sx={{ height: 4 }}>{loading && shown && <LinearProgress aria-label="Loading users" />}</Box>
        {!shown ? (
          failure.message ? null : (
            <Skeleton variant="rounded" height={200} aria-label="Loading..." />
          )
        ) : shown.users.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>{filter ? 'No user matches that.' : 'This account has no users yet.'}</Typography>
        ) : narrow ? (
          <UserCards users={shown.users} editPath={editPath} />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Users">
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.order} sortDirection={orderBy === column.order ? column.direction : false}>
                      <TableSortLabel active={orderBy === column.order} direction={column.direction} onClick={() => sortBy(column.order)}>
                        {column.label}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                  <TableCell>Status</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.users.map((user) => (
                  <TableRow key={user.id} data-testid="account-user-row">
                    <TableCell>{user.personalName || '—'}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
                    <TableCell>
                      <AccessLevel user={user} />
                    </TableCell>
                    <TableCell>{formatDate(user.activity)}</TableCell>
                    <TableCell>
                      <LockState locked={user.locked} />
                    </TableCell>
                    <TableCell align="right">
                      <EditLink user={user} editPath={editPath} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {shown && shown.totalCount > 0 && (
          <TablePagination
            component="div"
            count={shown.totalCount}
            page={Math.min(page, Math.max(0, Math.ceil(shown.totalCount / pageSize) - 1))}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            labelRowsPerPage="Per page"
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            sx={{ '.MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' }, px: 0 } }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function AccessLevel({ user }: { user: GroupUsersTable_UserFragment }) {
  return (
    <Stack spacing={0.25}>
      <span>{accessLevelLabels[user.accessLevel]}</span>
      {user.inherited && user.heldInGroupName && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          from {user.heldInGroupName}
        </Typography>
      )}
    </Stack>
  );
}

function LockState({ locked }: { locked: boolean }) {
  return locked ? <Chip size="small" color="error" variant="outlined" label="Locked" /> : <Chip size="small" variant="outlined" label="Active" />;
}

function EditLink({ user, editPath }: { user: GroupUsersTable_UserFragment; editPath: (userId: string) => PortalHref }) {
  const { search } = useLocation();
  const name = user.personalName || user.email;
  return (
    <Button size="small" component={RouterLink} to={withSearch(editPath(user.userId), search)} aria-label={`Edit ${name}`}>
      Edit
    </Button>
  );
}

/** The users on a phone or a narrow window: six columns do not fit, so each user is a card. */
function UserCards({ users, editPath }: { users: readonly GroupUsersTable_UserFragment[]; editPath: (userId: string) => PortalHref }) {
  return (
    <Stack component="ul" aria-label="Users" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {users.map((user) => (
        <Box component="li" key={user.id} data-testid="account-user-row" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.personalName || user.email}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Last active {formatDate(user.activity)}
              </Typography>
            </Box>
            <LockState locked={user.locked} />
          </Stack>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
            <Typography component="div" variant="body2">
              <AccessLevel user={user} />
            </Typography>
            <EditLink user={user} editPath={editPath} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
