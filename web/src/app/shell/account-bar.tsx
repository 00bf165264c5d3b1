import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Search from '@mui/icons-material/Search';
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { menus } from '../access/menus';
import { accountBarNames } from '../access/selection';
import { sessionStore } from '../../lib/session/session-store';
import { withSearch } from '../../lib/navigation';
import { useShell } from './shell-context';
import { useShellDialogs } from './shell-dialogs';
import { useBasketCount } from '../../lib/basket/basket-store';
import { RunOutChip } from './run-out-chip';

/** Who is signed in, for which account, and the ways to change either. */
export function AccountBar() {
  const { user, selection, access } = useShell();
  const dialogs = useShellDialogs();
  const { search } = useLocation();
  const [userMenu, setUserMenu] = useState<HTMLElement | null>(null);
  const basketCount = useBasketCount(selection?.account?.id);
  const account = selection?.account;
  const names = selection ? accountBarNames(selection) : null;
  const visible = menus(access);
  const pending = [selection?.partner, selection?.organisation, account].some((group) => group?.pendingOwnership);

  return (
    <Paper square elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', px: 3, py: 1, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      {/* On a narrow screen Change Account wraps under the names rather than squeezing them. */}
      <Box sx={{ flexGrow: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="account-bar-account">
        {names && names.above.length > 0 && (
          <Typography sx={{ fontWeight: 600 }} data-testid="account-bar-parent">
            {names.above.join(' / ')}
          </Typography>
        )}
        {names && names.above.length > 0 && account && <Typography sx={{ color: 'text.secondary' }}>/</Typography>}
        {names === null ? (
          <Skeleton width={180} aria-label="Loading..." />
        ) : (
          <Typography data-testid="account-bar-account-name">{names.account ?? 'No account selected'}</Typography>
        )}
        {pending && <Chip size="small" color="warning" label="Pending Ownership" />}
        {account && <RunOutChip accountId={account.id} mayReport={!!visible.reporting} />}
        <Button id="change-account-button" size="small" startIcon={<SwapHoriz />} onClick={() => dialogs.open('changeAccount')}>
          Change Account
        </Button>
      </Box>
      {visible.searchIcon && (
        <Tooltip title="Account Search">
          <IconButton component={RouterLink} to={withSearch('/search', search)} aria-label="Account Search" data-testid="search-icon">
            <Search />
          </IconButton>
        </Tooltip>
      )}
      {/* The basket belongs to the shop: shown to those who may shop for this account. */}
      {account && visible.shop && (
        <Tooltip title="Basket">
          <IconButton
            component={RouterLink}
            to={withSearch('/shop/basket', search)}
            aria-label={`Basket, ${basketCount} ${basketCount === 1 ? 'item' : 'items'}`}
          >
            <Badge badgeContent={basketCount} color="secondary" showZero={false}>
              <ShoppingBasket />
            </Badge>
          </IconButton>
        </Tooltip>
      )}
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        onClick={(event) => setUserMenu(event.currentTarget)}
        aria-haspopup="menu"
        data-testid="account-bar-user"
      >
        {user.userName}
      </Button>
      <Menu anchorEl={userMenu} open={!!userMenu} onClose={() => setUserMenu(null)}>
        <MenuItem component={RouterLink} to={withSearch(`/user/${user.id}`, search)} onClick={() => setUserMenu(null)}>
          My Settings
        </MenuItem>
        <MenuItem
          onClick={() => {
            setUserMenu(null);
            sessionStore.signOut();
          }}
        >
          Log Out
        </MenuItem>
      </Menu>
    </Paper>
  );
}
