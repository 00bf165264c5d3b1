import { Link as RouterLink, useLocation } from 'react-router';
import Typography from '@mui/material/Typography';
import type { PlanService } from '../../gql/graphql';
import { useCurrentAccount } from '../../lib/current-account';
import { withSearch } from '../../lib/navigation';
import { shopPaths } from '../../lib/shop-paths';

const planWords: Record<PlanService, string> = {
  address: 'an address lookup plan',
  bankcode: 'a payment validation plan',
  email: 'an e-mail validation plan',
  name: 'a name validation plan',
};

/**
 * The way on from "this account has nothing to use the service with": the shop's page of the service
 * for an owner of the account (the shop is theirs alone), and for anyone else who to ask.
 */
export function ShopWay({ service }: { service: PlanService }) {
  const { account } = useCurrentAccount();
  const { search } = useLocation();
  if (!account?.isOwner) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="shop-way">
        Ask an owner of this account to buy {planWords[service]} in the Shop.
      </Typography>
    );
  }
  return (
    <Typography variant="body2" data-testid="shop-way">
      <RouterLink to={withSearch(shopPaths[service], search)}>Buy {planWords[service]} in the Shop</RouterLink>
    </Typography>
  );
}
