import { Suspense, type ReactNode } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { Link as RouterLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { ServicesAdministrationQuery as ServicesData, ServicesAdministrationQueryVariables } from '../../../gql/graphql';
import { useCurrentAccount } from '../../../lib/current-account';
import { withSearch } from '../../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../../lib/route-module';
import { isStaff } from '../../../lib/session/session-user';
import { useSession } from '../../../lib/session/use-session';
import { FailureMessage } from '../../../components/failure/failure-message';
import { PaymentSection } from '../../../components/payment/payment-section';
import { useFailure } from '../../../components/failure/use-failure';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { InvoiceButton } from './invoice-button';
import { ServiceJwtPanel } from './service-jwt-panel';
import { ServiceSwitches } from './service-switches';
import { servicesTips } from './services-tips';
import { SubscriptionCards } from './subscription-cards';
import { ServicesAdministrationQuery } from './services-documents';

/** Starts loading the account's subscriptions, switches and services as the page opens. */
export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const accountId = current.account?.id;
  return { services: accountId ? preloadQuery(ServicesAdministrationQuery, { variables: { accountId }, errorPolicy: 'all' }) : null };
}

type ServicesRef = QueryRef<ServicesData, ServicesAdministrationQueryVariables, 'complete' | 'streaming' | 'empty'>;

export function Component() {
  const { services } = useScreenData<typeof loader>();
  const current = useCurrentAccount();
  const accountId = current.account?.id;
  const ownsAccount = Boolean(current.account?.isOwner || current.organisation?.isOwner);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1">
          Services
        </Typography>
        <CreateBundleLink />
      </Stack>
      {!services || !accountId ? (
        <Typography sx={{ color: 'text.secondary' }}>Choose an account first, with Change Account.</Typography>
      ) : (
        <>
          <Suspense fallback={<ServicesLoading />}>
            <Services services={services} accountId={accountId} />
          </Suspense>
          {/* The issue puts these on the account's services page as on the shop; the account
              manager answers them to owners only, so staff looking after the account see none. */}
          {ownsAccount && <PaymentSection accountId={accountId} returnPath="/administration/services" />}
        </>
      )}
    </Stack>
  );
}

/** Staff who may add bundles (docs/routes-and-access.md) reach Create Bundle from here. */
function CreateBundleLink() {
  const session = useSession();
  const { search } = useLocation();
  if (!session || !isStaff(session)) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<Add />}
      component={RouterLink}
      to={withSearch('/administration/services/bundlecreate', search)}
      sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
    >
      Create bundle
    </Button>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={200} sx={{ typography: 'h4' }} />
      <ServicesLoading />
    </Stack>
  );
}

function ServicesLoading() {
  return (
    <Stack spacing={3}>
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={200} />
    </Stack>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" id={id}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: intro ? 0.5 : 1.5 }}>
          {title}
        </Typography>
        {intro && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{intro}</Typography>}
        {children}
      </CardContent>
    </Card>
  );
}

function Services({ services, accountId }: { services: ServicesRef; accountId: string }) {
  const { data, error } = useReadQuery(services);
  const session = useSession();
  // Started once the sections are on the page: a tip whose target is missing is skipped.
  useHelpTips('services', servicesTips);
  // errorPolicy all: what did arrive is shown, and each part that failed says so in its place.
  const failedPaths = new Set((CombinedGraphQLErrors.is(error) ? error.errors : []).map((part) => String(part.path?.[0] ?? '')));
  const plans = useFailure('load the subscriptions', { watch: !data?.accountPlans || failedPaths.has('accountPlans') ? error : undefined });
  const access = useFailure('load the services allowed', { watch: !data?.groupServiceAccess || failedPaths.has('groupServiceAccess') ? error : undefined });
  const providers = useFailure('load the services', { watch: !data?.providerServices || failedPaths.has('providerServices') ? error : undefined });
  return (
    <>
      <Section id="services-subscriptions" title="Subscriptions">
        <FailureMessage failure={plans} />
        {data?.accountPlans && (
          <SubscriptionCards
            plans={data.accountPlans}
            bundleActions={(bundle, plan) => (
              <InvoiceButton bundleId={bundle.bundleId} label={`Invoice for ${bundle.plan}, bundle ${bundle.bundleId} of ${plan.plan}`} />
            )}
          />
        )}
      </Section>
      <Section id="services-access" title="Who may use each service" intro="Switch a service off for a user of this account, or for one of its API tokens.">
        <FailureMessage failure={access} />
        {data?.groupServiceAccess && session && <ServiceSwitches access={data.groupServiceAccess} callerId={session.id} />}
      </Section>
      <Section id="services-jwt" title="Service JWT" intro="A key for one service and this account that expires after a day, for services that accept one.">
        <FailureMessage failure={providers} />
        {data?.providerServices && <ServiceJwtPanel services={data.providerServices} accountId={accountId} />}
      </Section>
    </>
  );
}
