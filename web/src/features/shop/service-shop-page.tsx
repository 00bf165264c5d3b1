import { Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import type { PlanService, ShopPlansQuery as ShopPlansData, ShopPlansQueryVariables } from '../../gql/graphql';
import { useCurrentAccount } from '../../lib/current-account';
import { withSearch } from '../../lib/navigation';
import { useScreenData, type RouteModule, type ScreenLoaderArgs } from '../../lib/route-module';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { PlanCard } from './plan-card';
import { shopService } from './shop-services';
import { serviceShopTips } from './shop-tips';
import { ShopPlansQuery } from './service-shop-page-documents';

type PlansRef = QueryRef<ShopPlansData, ShopPlansQueryVariables, 'complete' | 'streaming' | 'empty'>;
type Kind = 'all' | 'plan' | 'bundle';

/**
 * The route module of one service's shop page (/shop/addresslookup and the rest): the plans of that
 * service on sale to the current account, each with a quantity to add to its basket.
 */
export function serviceShopRoute(service: PlanService): Required<RouteModule> {
  const { title } = shopService(service);

  function loader({ current, preloadQuery }: ScreenLoaderArgs) {
    const accountId = current.account?.id;
    return { plans: accountId ? preloadQuery(ShopPlansQuery, { variables: { accountId, service }, errorPolicy: 'all' }) : null };
  }

  function Component() {
    const { plans } = useScreenData<typeof loader>();
    useHelpTips(`shop-${service}`, serviceShopTips);
    return (
      <Stack spacing={3}>
        <Header title={title} />
        {plans ? (
          // The tip points here, so the place is there before the plans arrive.
          <Box id="shop-plans">
            <Suspense fallback={<PlansLoading />}>
              <Plans plans={plans} />
            </Suspense>
          </Box>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>Choose an account first, with Change Account.</Typography>
        )}
      </Stack>
    );
  }

  function Loading() {
    return (
      <Stack spacing={3} role="status" aria-label="Loading...">
        <Skeleton variant="text" width={260} sx={{ typography: 'h4' }} />
        <PlansLoading />
      </Stack>
    );
  }

  return { loader, Component, Loading };
}

function Header({ title }: { title: string }) {
  const { search } = useLocation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={withSearch('/shop', search)}>
          All services
        </Button>
        <Button variant="outlined" startIcon={<ShoppingBasket />} component={RouterLink} to={withSearch('/shop/basket', search)} id="shop-basket-link">
          Basket
        </Button>
      </Stack>
    </Stack>
  );
}

function PlansLoading() {
  return (
    <Grid container spacing={3}>
      {[0, 1].map((key) => (
        <Grid key={key} size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={420} />
        </Grid>
      ))}
    </Grid>
  );
}

function Plans({ plans }: { plans: PlansRef }) {
  const { data, error } = useReadQuery(plans);
  const current = useCurrentAccount();
  const [kind, setKind] = useState<Kind>('all');
  const failure = useFailure('load the plans on offer', { watch: data?.shopPlans ? undefined : error });
  const account = current.account;
  if (!data?.shopPlans || !account) return <FailureMessage failure={failure} />;
  const offered = data.shopPlans;
  if (offered.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>Nothing of this service is on sale for this account&apos;s territory.</Typography>;
  const bothKinds = offered.some((plan) => plan.kind === 'plan') && offered.some((plan) => plan.kind === 'bundle');
  const shown = offered.filter((plan) => kind === 'all' || plan.kind === kind);
  const buyer = { id: account.id, name: account.name, organisationId: current.organisation?.id ?? '' };
  return (
    <Stack spacing={2}>
      {bothKinds && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          onChange={(_, value: Kind | null) => value && setKind(value)}
          aria-label="Show"
          id="shop-kind-filter"
          sx={{ alignSelf: 'flex-start' }}
        >
          <ToggleButton value="all">All</ToggleButton>
          <ToggleButton value="plan">Plans</ToggleButton>
          <ToggleButton value="bundle">Click bundles</ToggleButton>
        </ToggleButtonGroup>
      )}
      <Grid container spacing={3}>
        {shown.map((plan) => (
          <Grid key={plan.planId} size={{ xs: 12, md: 6, xl: 4 }}>
            <PlanCard plan={plan} account={buyer} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
