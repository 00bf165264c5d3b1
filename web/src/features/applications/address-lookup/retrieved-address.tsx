import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FailureMessage } from '../../../components/failure/failure-message';
import { ShopWay } from '../../../components/shop-way/shop-way';
import { needsSubscription } from '../../../lib/shop-paths';
import { AddressResult } from './address-result';
import { TryAgain } from './try-again';
import type { AddressLookupState } from './use-address-lookup';

/**
 * The service's failures another try may answer otherwise: it was slow, down or failing, or the
 * account had no clicks left (a plan may be bought meanwhile, in another tab). Not an address that
 * is not there, or an account the person may not use.
 */
const worthTryingAgain: ReadonlySet<string> = new Set(['UPSTREAM_TIMEOUT', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_ERROR', 'NO_SUBSCRIPTION']);

/** The address picked, as a label and as fields; or why it could not be had and how to try again, or what to do first. */
export function RetrievedAddress({ lookup }: { lookup: AddressLookupState }) {
  const { retry, loading } = lookup.retrieval;
  return (
    <>
      {/* Always on the screen, so that a failed retrieval shows here rather than in a dialog. */}
      <FailureMessage failure={lookup.retrieval.failure} testId="address-failure" action={<TryAgain onClick={retry} busy={loading} />} />
      {needsSubscription(lookup.retrieval.failure.message) && <ShopWay service="address" />}
      {!lookup.retrieval.failure.message && <Outcome lookup={lookup} />}
    </>
  );
}

function Outcome({ lookup: { picked, retrieval, dataset, layoutChanged, relayout } }: { lookup: AddressLookupState }) {
  // The service can answer that it has no such address: a result, shown the same way, with Try
  // again where another try may answer otherwise.
  const serviceFailure = picked ? retrieval.shown?.failure : null;
  if (serviceFailure) {
    return (
      <Stack spacing={1}>
        <Alert
          severity="error"
          role="alert"
          data-testid="address-failure"
          action={worthTryingAgain.has(serviceFailure.code) ? <TryAgain onClick={retrieval.retry} busy={retrieval.loading} /> : undefined}
        >
          {serviceFailure.message}
        </Alert>
        {needsSubscription(serviceFailure.message) && <ShopWay service="address" />}
      </Stack>
    );
  }
  if (retrieval.shown?.address) {
    return <AddressResult address={retrieval.shown.address} relaying={retrieval.loading} layoutChanged={layoutChanged} onRelayout={relayout} />;
  }
  if (picked && retrieval.loading) {
    return (
      <Card variant="outlined" aria-busy="true">
        <CardContent>
          <Skeleton width={120} height={32} />
          <Skeleton variant="rounded" height={160} aria-label="Loading..." />
        </CardContent>
      </Card>
    );
  }
  if (!dataset) return null;
  return (
    <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 4, textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>Pick a suggestion to see the whole address, as a label and as fields.</Typography>
    </Box>
  );
}
