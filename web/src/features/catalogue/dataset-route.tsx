import { Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useApolloClient, useMutation, useReadQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routeTo, useNavigateKeepingSearch, withSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { DetailList } from '../../components/detail-list';
import { openDialog } from '../../components/dialogs/dialog-store';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { CatalogueQuery, DatasetQuery, DeleteDatasetMutation } from './catalogue-documents';
import { auditLine, serviceNames } from './catalogue-format';
import { datasetTips } from './data-administration-tips';
import { PlanPageLoading } from './plan-page-loading';

export function loader({ params, preloadQuery }: ScreenLoaderArgs) {
  return { dataset: preloadQuery(DatasetQuery, { variables: { id: params.datasetId ?? '' }, errorPolicy: 'all', fetchPolicy: 'network-only' }) };
}

/** One dataset: its name, reference and service, how many plans use it, and who changed it when. */
export function Component() {
  const { dataset } = useScreenData<typeof loader>();
  useHelpTips('dataAdministrationDataset', datasetTips);
  return (
    <Suspense fallback={<PlanPageLoading />}>
      <DatasetPage datasetRef={dataset} />
    </Suspense>
  );
}

function DatasetPage({ datasetRef }: { datasetRef: ReturnType<typeof loader>['dataset'] }) {
  const { data, error } = useReadQuery(datasetRef);
  const failure = useFailure('load the dataset', { watch: data ? undefined : error });
  const deleteFailure = useFailure('delete the dataset');
  const { search } = useLocation();
  const navigate = useNavigateKeepingSearch();
  const client = useApolloClient();
  const [deleteDataset, deleting] = useMutation(DeleteDatasetMutation);
  const dataset = data?.dataset;
  if (failure.message || !dataset) {
    return (
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          Dataset
        </Typography>
        <FailureMessage failure={failure} />
        {!failure.message && <Alert severity="info">There is no such dataset.</Alert>}
      </Stack>
    );
  }

  const remove = async () => {
    deleteFailure.clear();
    const sure = await openDialog({
      kind: 'question',
      title: 'Delete dataset',
      message: `Delete ${dataset.name}? This cannot be undone.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!sure) return;
    try {
      await deleteDataset({ variables: { id: dataset.id }, refetchQueries: [{ query: CatalogueQuery }] });
      client.cache.evict({ id: client.cache.identify({ __typename: 'Dataset', id: dataset.id }) });
      navigate('/dataAdministration');
    } catch (caught) {
      deleteFailure.report(caught);
    }
  };

  const rows: [string, string][] = [
    ['Reference', dataset.datasetRef],
    ['Service', serviceNames[dataset.service]],
    ['Plans using it', String(dataset.planCount)],
    ['Created', auditLine(dataset.createdDate, dataset.createdBy)],
    ['Updated', auditLine(dataset.updatedDate, dataset.updatedBy)],
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {dataset.name}
      </Typography>
      <FailureMessage failure={deleteFailure} />
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          component={RouterLink}
          to={withSearch(routeTo('/dataAdministration/dataset/:datasetId/edit', { datasetId: dataset.id }), search)}
        >
          Edit dataset
        </Button>
        <Button color="error" variant="outlined" disabled={dataset.planCount > 0} loading={deleting.loading} onClick={() => void remove()}>
          Delete dataset
        </Button>
      </Stack>
      <Paper variant="outlined" id="dataset-details" sx={{ p: { xs: 2, sm: 3 } }}>
        <DetailList rows={rows} />
      </Paper>
      {dataset.planCount > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A dataset that plans use cannot be deleted.
        </Typography>
      )}
    </Stack>
  );
}

export { PlanPageLoading as Loading };
