import { Suspense } from 'react';
import { useMutation, useReadQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routeTo, useNavigateKeepingSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { DatasetQuery, UpdateDatasetMutation } from './catalogue-documents';
import { datasetTips } from './data-administration-tips';
import { DatasetForm } from './dataset-form';
import { PlanPageLoading } from './plan-page-loading';

export function loader({ params, preloadQuery }: ScreenLoaderArgs) {
  return { dataset: preloadQuery(DatasetQuery, { variables: { id: params.datasetId ?? '' }, errorPolicy: 'all', fetchPolicy: 'network-only' }) };
}

export function Component() {
  const { dataset } = useScreenData<typeof loader>();
  useHelpTips('dataAdministrationDataset', datasetTips);
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }} id="dataset-details">
      <Typography variant="h4" component="h1">
        Edit Dataset
      </Typography>
      <Suspense fallback={<PlanPageLoading />}>
        <EditDataset datasetRef={dataset} />
      </Suspense>
    </Stack>
  );
}

function EditDataset({ datasetRef }: { datasetRef: ReturnType<typeof loader>['dataset'] }) {
  const { data, error } = useReadQuery(datasetRef);
  const failure = useFailure('load the dataset', { watch: data ? undefined : error });
  const navigate = useNavigateKeepingSearch();
  const [updateDataset] = useMutation(UpdateDatasetMutation);
  const dataset = data?.dataset;
  if (failure.message) return <FailureMessage failure={failure} />;
  if (!dataset) return <Alert severity="info">There is no such dataset.</Alert>;
  const back = () => navigate(routeTo('/dataAdministration/dataset/:datasetId', { datasetId: dataset.id }));
  return (
    <DatasetForm
      action="save the dataset"
      submitLabel="Save dataset"
      initial={{ name: dataset.name, datasetRef: dataset.datasetRef, service: dataset.service }}
      onCancel={back}
      onSubmit={async (input) => {
        await updateDataset({ variables: { id: dataset.id, input } });
        back();
      }}
    />
  );
}

export { PlanPageLoading as Loading };
