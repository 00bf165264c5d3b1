import { useMutation } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routeTo, useNavigateKeepingSearch } from '../../lib/navigation';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { CatalogueQuery, CreateDatasetMutation } from './catalogue-documents';
import { datasetTips } from './data-administration-tips';
import { DatasetForm } from './dataset-form';

export function Component() {
  const navigate = useNavigateKeepingSearch();
  const [createDataset] = useMutation(CreateDatasetMutation);
  useHelpTips('dataAdministrationDataset', datasetTips);
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }} id="dataset-details">
      <Typography variant="h4" component="h1">
        Create Dataset
      </Typography>
      <DatasetForm
        action="create the dataset"
        submitLabel="Create dataset"
        initial={{ name: '', datasetRef: '', service: 'address' }}
        onCancel={() => navigate('/dataAdministration')}
        onSubmit={async (input) => {
          const { data } = await createDataset({ variables: { input }, refetchQueries: [{ query: CatalogueQuery }] });
          if (data) navigate(routeTo('/dataAdministration/dataset/:datasetId', { datasetId: data.createDataset.id }));
        }}
      />
    </Stack>
  );
}
