import { Suspense, useState } from 'react';
import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import type { BureauFileMappingQuery as MappingData, BureauFileMappingQueryVariables } from '../../gql/graphql';
import { routeTo, useNavigateKeepingSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { updateFieldsTips } from './address-cleanse-tips';
import { applyTemplate, guessMapping, mapColumn, mappingProblem, moveColumn, type ColumnMapping } from './field-mapping';
import { FileHeading, UnknownFile } from './file-page';
import { LongValue } from './long-value';
import { BureauFileMappingQuery, UpdateBureauInputFieldsMutation } from './update-fields-documents';

export function loader({ params, current, preloadQuery }: ScreenLoaderArgs) {
  const variables = { accountId: current.account?.id ?? '', fileId: params.fileId ?? '' };
  return { mapping: preloadQuery(BureauFileMappingQuery, { variables, errorPolicy: 'all', fetchPolicy: 'network-only' }), variables };
}

type MappingRef = QueryRef<MappingData, BureauFileMappingQueryVariables, 'complete' | 'streaming' | 'empty'>;

export function Loading() {
  return <Skeleton variant="rounded" height={240} role="status" aria-label="Loading..." />;
}

export function Component() {
  const { mapping, variables } = useScreenData<typeof loader>();
  useHelpTips('addressCleanseUpdateFields', updateFieldsTips);
  return (
    <Suspense fallback={<Loading />}>
      <MappingScreen mapping={mapping} accountId={variables.accountId} />
    </Suspense>
  );
}

const unused = '';

function MappingScreen({ mapping, accountId }: { mapping: MappingRef; accountId: string }) {
  const { fileId = '' } = useParams();
  const { data, error } = useReadQuery(mapping);
  const loadFailure = useFailure('load the file', { watch: data?.bureauFile ? undefined : error });
  // Mounted as the error arrives, so the failure is shown here rather than in a dialog.
  if (error && !data?.bureauFile) return <FailureMessage failure={loadFailure} />;
  const file = data?.bureauFile;
  if (!file || !data) return <UnknownFile />;
  return (
    <MappingForm key={file.id} data={data as MappingData & { bureauFile: NonNullable<MappingData['bureauFile']> }} accountId={accountId} fileId={fileId} />
  );
}

function MappingForm({
  data,
  accountId,
  fileId,
}: {
  data: MappingData & { bureauFile: NonNullable<MappingData['bureauFile']> };
  accountId: string;
  fileId: string;
}) {
  const file = data.bureauFile;
  const types = data.addressCleanseOptions.mappingTypes;
  const navigate = useNavigateKeepingSearch();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const fields = file.upload.inputFields;
  const neverMapped = fields.every((f) => !f.mappingType);
  const [columns, setColumns] = useState<ColumnMapping[]>(() =>
    neverMapped
      ? guessMapping(
          fields.map((f) => f.name),
          types,
        )
      : fields.map(({ inputOrder, mappingType, mappingOrder }) => ({ inputOrder, mappingType: mappingType ?? null, mappingOrder: mappingOrder ?? null })),
  );
  const [templateFileId, setTemplateFileId] = useState<string>(file.upload.templateFileId ?? '');
  const [tried, setTried] = useState(false);
  const failure = useFailure('save the mapping');
  const [save, { loading }] = useMutation(UpdateBureauInputFieldsMutation);
  const templates = data.bureauFiles.filter((f) => f.id !== file.id && f.upload.inputFields.some((c) => c.mappingType));
  const problem = mappingProblem(columns);

  const chooseTemplate = (id: string) => {
    setTemplateFileId(id);
    const template = templates.find((t) => t.id === id);
    if (template)
      setColumns(
        applyTemplate(
          columns,
          template.upload.inputFields.map((c) => ({ inputOrder: c.inputOrder, mappingType: c.mappingType ?? null, mappingOrder: c.mappingOrder ?? null })),
        ),
      );
  };

  const submit = async () => {
    setTried(true);
    failure.clear();
    if (problem) return;
    try {
      await save({
        variables: {
          accountId,
          fileId,
          inputFields: columns.map(({ inputOrder, mappingType, mappingOrder }) => ({ inputOrder, mappingType, mappingOrder })),
          templateFileId: templateFileId || null,
        },
      });
      navigate(routeTo('/applications/addresscleanse/file/:fileId/properties', { fileId }));
    } catch (caught) {
      failure.report(caught);
    }
  };

  const byOrder = new Map(columns.map((c) => [c.inputOrder, c]));
  const repeated = (type: string | null) => !!type && columns.filter((c) => c.mappingType === type).length > 1;
  type Field = (typeof fields)[number];
  const chooser = (field: Field) => (
    <TextField
      select
      size="small"
      fullWidth
      value={byOrder.get(field.inputOrder)?.mappingType ?? unused}
      onChange={(event) => setColumns(mapColumn(columns, field.inputOrder, event.target.value || null))}
      slotProps={{ htmlInput: { 'aria-label': `Address field of ${field.name}` }, select: { displayEmpty: true } }}
    >
      <MenuItem value={unused}>Not used</MenuItem>
      {types.map((t) => (
        <MenuItem key={t} value={t}>
          {t}
        </MenuItem>
      ))}
    </TextField>
  );
  const order = (field: Field) => {
    const column = byOrder.get(field.inputOrder);
    const type = column?.mappingType;
    if (!type) return null;
    return (
      <>
        <span>
          {type} {column.mappingOrder}
        </span>
        {repeated(type) && (
          <>
            <IconButton size="small" aria-label={`Move ${field.name} earlier`} onClick={() => setColumns(moveColumn(columns, field.inputOrder, -1))}>
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`Move ${field.name} later`} onClick={() => setColumns(moveColumn(columns, field.inputOrder, 1))}>
              <ArrowDownward fontSize="small" />
            </IconButton>
          </>
        )}
      </>
    );
  };

  return (
    <Stack spacing={3}>
      <FileHeading fileId={fileId} name={file.name} title="Update Fields" />
      <Card variant="outlined" id="address-cleanse-mapping">
        <CardContent>
          <Stack spacing={2}>
            <Typography>Choose the address field each column holds. Columns left as Not used are kept in the file but not cleansed.</Typography>
            {templates.length > 0 && (
              <TextField
                select
                label="Apply the mapping of another file"
                value={templateFileId}
                onChange={(event) => chooseTemplate(event.target.value)}
                sx={{ maxWidth: 420 }}
                size="small"
              >
                <MenuItem value="">None</MenuItem>
                {templates.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {narrow ? (
              // On a phone each column is a block of its own: the field chooser stays in view.
              <Stack component="ul" aria-label="Columns of the file" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {fields.map((field) => (
                  <Box component="li" key={field.inputOrder} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      <LongValue value={field.name} />
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, overflowWrap: 'anywhere' }}>
                      Row 1: {field.row1 ? <LongValue value={field.row1} /> : '(empty)'} · Row 2: {field.row2 ? <LongValue value={field.row2} /> : '(empty)'}
                    </Typography>
                    {chooser(field)}
                    <Box sx={{ mt: 0.5 }}>{order(field)}</Box>
                  </Box>
                ))}
              </Stack>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="Columns of the file">
                  <TableHead>
                    <TableRow>
                      <TableCell>Column</TableCell>
                      <TableCell>Row 1</TableCell>
                      <TableCell>Row 2</TableCell>
                      <TableCell sx={{ minWidth: 180 }}>Address field</TableCell>
                      <TableCell>Order</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {fields.map((field) => (
                      <TableRow key={field.inputOrder}>
                        <TableCell sx={{ fontWeight: 600 }}>
                          <LongValue value={field.name} />
                        </TableCell>
                        <TableCell>
                          <LongValue value={field.row1} />
                        </TableCell>
                        <TableCell>
                          <LongValue value={field.row2} />
                        </TableCell>
                        <TableCell>{chooser(field)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{order(field)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            {tried && problem && (
              <Typography role="alert" sx={{ color: 'error.main' }}>
                {problem}
              </Typography>
            )}
            <FailureMessage failure={failure} />
            <Box>
              <Button variant="contained" onClick={() => void submit()} disabled={loading}>
                Save and continue
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
