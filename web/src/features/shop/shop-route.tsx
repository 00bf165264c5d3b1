import { Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import type { Currency, ShopOfferQuery as ShopOfferData, ShopOfferQueryVariables } from '../../gql/graphql';
import { useCurrentAccount } from '../../lib/current-account';
import { formatPriceWithTax } from '../../lib/sales-tax';
import { withSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { PaymentSection } from '../../components/payment/payment-section';
import { servicesOffered, type ShopService } from './shop-services';
import { shopTips } from './shop-tips';
import { ShopOfferQuery } from './shop-documents';

export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const accountId = current.account?.id;
  return { offer: accountId ? preloadQuery(ShopOfferQuery, { variables: { accountId }, errorPolicy: 'all' }) : null };
}

type OfferRef = QueryRef<ShopOfferData, ShopOfferQueryVariables, 'complete' | 'streaming' | 'empty'>;

/** /shop: the services on sale in the account's territory, and the account's card and renewals. */
export function Component() {
  const { offer } = useScreenData<typeof loader>();
  const current = useCurrentAccount();
  const { search } = useLocation();
  useHelpTips('shop', shopTips);
  return (
    <Stack spacing={4}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1">
          Shop
        </Typography>
        <Button variant="outlined" startIcon={<ShoppingBasket />} component={RouterLink} to={withSearch('/shop/basket', search)}>
          Basket
        </Button>
      </Stack>
      {offer && current.account ? (
        <>
          {/* The first tip points here, so the place is there before the offer arrives. */}
          <Box id="shop-services">
            <Suspense fallback={<ServicesLoading />}>
              <Services offer={offer} />
            </Suspense>
          </Box>
          <PaymentSection accountId={current.account.id} returnPath="/shop" />
        </>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>Choose an account first, with Change Account.</Typography>
      )}
    </Stack>
  );
}

export function Loading() {
  return (
    <Stack spacing={4} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={160} sx={{ typography: 'h4' }} />
      <ServicesLoading />
    </Stack>
  );
}

function ServicesLoading() {
  return (
    <Grid container spacing={3}>
      {[0, 1, 2, 3].map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Skeleton variant="rounded" height={160} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The lowest price of each service's plans, for "from £60.00". */
function lowestPrices(plans: ShopOfferData['shopPlans']): Map<string, { price: number; currency: Currency }> {
  const lowest = new Map<string, { price: number; currency: Currency }>();
  for (const plan of plans) {
    const known = lowest.get(plan.service);
    if (!known || plan.price < known.price) lowest.set(plan.service, { price: plan.price, currency: plan.currency });
  }
  return lowest;
}

function Services({ offer }: { offer: OfferRef }) {
  const { data, error } = useReadQuery(offer);
  const { territory } = useCurrentAccount();
  const failure = useFailure('load the plans on offer', { watch: data?.shopPlans ? undefined : error });
  if (!data?.shopPlans) return <FailureMessage failure={failure} />;
  const lowest = lowestPrices(data.shopPlans);
  // The territory decides what is sold; a service with nothing on sale today is left out too.
  const services = servicesOffered(territory).filter((service) => lowest.has(service.service));
  return (
    <Grid container spacing={3} component="ul" aria-label="Services" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {services.map((service) => (
        <Grid key={service.service} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
          <ServiceCard service={service} from={lowest.get(service.service)} />
        </Grid>
      ))}
    </Grid>
  );
}

function ServiceCard({ service, from }: { service: ShopService; from: { price: number; currency: Currency } | undefined }) {
  const { search } = useLocation();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={withSearch(service.path, search)} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {service.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', my: 1 }}>
            {service.summary}
          </Typography>
          {from && (
            <Typography sx={{ fontWeight: 600 }} data-testid="service-from-price">
              From {formatPriceWithTax(from.price, from.currency)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
