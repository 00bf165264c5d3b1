import { Suspense, useState } from 'react';
import { useMutation, useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import type { BundleAccountQuery as BundleAccountData, BundleAccountQueryVariables, ServiceSubscriptions_PlanFragment } from '../../../gql/graphql';
import { useCurrentAccount } from '../../../lib/current-account';
import { useScreenData, type ScreenLoaderArgs } from '../../../lib/route-module';
import { openDialog } from '../../../components/dialogs/dialog-store';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { bundleCreateTips } from './bundle-create-tips';
import { EditBundleDialog, type EditedBundle } from './edit-bundle-dialog';
import { InvoiceButton } from './invoice-button';
import { NewBundleForm } from './new-bundle-form';
import { formatClicks } from './service-names';
import { SubscriptionCards } from './subscription-cards';
import { BundleAccountQuery, DeleteBundleMutation } from './bundle-create-documents';

/** Starts loading the chosen account's subscriptions and bundles. */
export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const accountId = current.account?.id;
  return { account: accountId ? preloadQuery(BundleAccountQuery, { variables: { accountId }, errorPolicy: 'all' }) : null };
}

type AccountRef = QueryRef<BundleAccountData, BundleAccountQueryVariables, 'complete' | 'streaming' | 'empty'>;

export function Component() {
  const { account } = useScreenData<typeof loader>();
  const current = useCurrentAccount();
  const organisation = current.organisation;
  const chosen = current.account;
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          Create Bundle
        </Typography>
        {organisation && chosen && (
          <Typography sx={{ color: 'text.secondary' }} data-testid="bundle-target">
            For {organisation.name} · {chosen.name || 'Unnamed account'}. Choose another with Change Account.
          </Typography>
        )}
      </Stack>
      {!account || !organisation || !chosen ? (
        <Typography sx={{ color: 'text.secondary' }}>Choose an organisation and account first, with Change Account.</Typography>
      ) : (
        <Suspense fallback={<BundleLoading />}>
          <BundleAccount account={account} organisationId={organisation.id} accountId={chosen.id} />
        </Suspense>
      )}
    </Stack>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={260} sx={{ typography: 'h4' }} />
      <BundleLoading />
    </Stack>
  );
}

function BundleLoading() {
  return (
    <Stack spacing={3}>
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}

type Plan = ServiceSubscriptions_PlanFragment;

function BundleAccount({ account, organisationId, accountId }: { account: AccountRef; organisationId: string; accountId: string }) {
  // The handlers before the read: the other way round, a refetch's answer never reaches the
  // screen in a production build (apollographql/apollo-client#11772).
  const { refetch } = useQueryRefHandlers(account);
  const { data, error } = useReadQuery(account);
  // Started once the form and list are on the page: a tip whose target is missing is skipped.
  useHelpTips('bundleCreate', bundleCreateTips);
  const failure = useFailure('load the subscriptions', { watch: data?.accountPlans ? undefined : error });
  const removal = useFailure('delete the bundle');
  const [editing, setEditing] = useState<EditedBundle | null>(null);
  // A fresh form after each bundle added: every field empty again, labels in place.
  const [formKey, setFormKey] = useState(0);
  const [deleteBundle] = useMutation(DeleteBundleMutation);
  const plans = data?.accountPlans;
  const reload = () => void refetch();

  const remove = async (bundle: Plan['bundles'][number], plan: Plan) => {
    const confirmed = await openDialog({
      kind: 'question',
      title: 'Delete bundle',
      message: `Delete the bundle of ${formatClicks(bundle.clicks)} clicks (${bundle.plan}) from ${plan.plan}? Its clicks will no longer be available.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    removal.clear();
    try {
      await deleteBundle({ variables: { bundleId: bundle.bundleId } });
      reload();
    } catch (caught) {
      removal.report(caught);
    }
  };

  if (!plans) return <FailureMessage failure={failure} />;
  return (
    <>
      <Card variant="outlined" id="bundle-create-form">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Add a bundle
          </Typography>
          {plans.length ? (
            <NewBundleForm
              key={formKey}
              organisationId={organisationId}
              accountId={accountId}
              choices={plans.map((plan) => ({ planId: plan.planId, plan: plan.plan, service: plan.service, currency: plan.currency }))}
              onAdded={() => {
                setFormKey((key) => key + 1);
                reload();
              }}
            />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>This account has no subscriptions yet: a bundle tops one up.</Typography>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined" id="bundle-create-list">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Subscriptions and bundles
          </Typography>
          <FailureMessage failure={removal} />
          <SubscriptionCards
            plans={plans}
            bundleActions={(bundle, plan) => {
              const which = `bundle ${bundle.bundleId} of ${plan.plan}`;
              return (
                <>
                  <Button size="small" startIcon={<Edit />} onClick={() => setEditing(bundle)} aria-label={`Edit ${which}`}>
                    Edit
                  </Button>
                  <Button size="small" color="error" startIcon={<Delete />} onClick={() => void remove(bundle, plan)} aria-label={`Delete ${which}`}>
                    Delete
                  </Button>
                  <InvoiceButton bundleId={bundle.bundleId} label={`Invoice for ${which}`} />
                </>
              );
            }}
          />
        </CardContent>
      </Card>
      {editing && (
        <EditBundleDialog
          bundle={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </>
  );
}
