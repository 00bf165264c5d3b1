import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  BureauFilePropertiesQuery as PropertiesData,
  BureauFilePropertiesQueryVariables,
  BureauFileSettingsInput,
  BureauSuppressionAction,
} from '../../gql/graphql';
import { useExportApiSettings } from '../../lib/breadcrumb-extras';
import { routeTo, useNavigateKeepingSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { useLoadingArea } from '../../components/loading/use-loading-area';
import { propertiesTips } from './address-cleanse-tips';
import { ExportSettingsDialog } from './export-settings-dialog';
import { FileHeading, UnknownFile } from './file-page';
import { duplicateChoiceOf, duplicateChoices, settingsInput, toggleOutputField, type DuplicateChoice } from './settings';
import { BureauFilePropertiesQuery, SaveBureauFileSettingsMutation, CreateBureauTestResultsMutation } from './properties-documents';

export function loader({ params, current, preloadQuery }: ScreenLoaderArgs) {
  const variables = { accountId: current.account?.id ?? '', fileId: params.fileId ?? '' };
  return { properties: preloadQuery(BureauFilePropertiesQuery, { variables, errorPolicy: 'all', fetchPolicy: 'network-only' }), variables };
}

type PropertiesRef = QueryRef<PropertiesData, BureauFilePropertiesQueryVariables, 'complete' | 'streaming' | 'empty'>;
type KnownFile = PropertiesData & { bureauFile: NonNullable<PropertiesData['bureauFile']> };

export function Loading() {
  return <Skeleton variant="rounded" height={320} role="status" aria-label="Loading..." />;
}

export function Component() {
  const { properties, variables } = useScreenData<typeof loader>();
  useHelpTips('addressCleanseProperties', propertiesTips);
  return (
    <Suspense fallback={<Loading />}>
      <PropertiesScreen properties={properties} accountId={variables.accountId} />
    </Suspense>
  );
}

function PropertiesScreen({ properties, accountId }: { properties: PropertiesRef; accountId: string }) {
  const { fileId = '' } = useParams();
  const { data, error } = useReadQuery(properties);
  const loadFailure = useFailure('load the file', { watch: data?.bureauFile ? undefined : error });
  // Mounted as the error arrives, so the failure is shown here rather than in a dialog.
  if (error && !data?.bureauFile) return <FailureMessage failure={loadFailure} />;
  if (!data?.bureauFile) return <UnknownFile />;
  return <PropertiesForm key={data.bureauFile.id} data={data as KnownFile} accountId={accountId} fileId={fileId} />;
}

function PropertiesForm({ data, accountId, fileId }: { data: KnownFile; accountId: string; fileId: string }) {
  const file = data.bureauFile;
  const options = data.addressCleanseOptions;
  const navigate = useNavigateKeepingSearch();
  const [params] = useSearchParams();
  const [settings, setSettings] = useState<BureauFileSettingsInput>(() => settingsInput(file.settings));
  const [exported, setExported] = useState<string | null>(null);
  const failure = useFailure('save the properties');
  const [save, saving] = useMutation(SaveBureauFileSettingsMutation);
  const [test, testing] = useMutation(CreateBureauTestResultsMutation);
  const busy = saving.loading || testing.loading;
  useLoadingArea('addressCleanseTest', testing.loading);

  const offeredFields = [...file.upload.inputFields.map((f) => ({ id: `input:${f.inputOrder}`, name: f.name })), ...options.outputFields];
  const offeredIds = offeredFields.map((f) => String(f.id));
  const exportSettings = useCallback(() => setExported(JSON.stringify(settings, null, 2)), [settings]);
  useExportApiSettings(params.get('api') === 'true' ? exportSettings : null);

  const set = (change: Partial<BureauFileSettingsInput>) => setSettings({ ...settings, ...change });
  const setAddress = (key: keyof BureauFileSettingsInput['addressSettings'], on: boolean) =>
    set({ addressSettings: { ...settings.addressSettings, [key]: on } });
  const suppression = (type: string) => settings.suppressions.find((s) => s.suppressionType === type);
  const setSuppression = (type: string, action: BureauSuppressionAction | null) =>
    set({ suppressions: [...settings.suppressions.filter((s) => s.suppressionType !== type), ...(action ? [{ suppressionType: type, action }] : [])] });
  const noFields = settings.outputFields.length === 0;

  const submit = async () => {
    failure.clear();
    if (noFields) return;
    try {
      await save({ variables: { accountId, fileId, settings } });
      await test({ variables: { accountId, fileId } });
      navigate(routeTo('/applications/addresscleanse/file/:fileId', { fileId }));
    } catch (caught) {
      failure.report(caught, saving.called && !testing.called ? 'save the properties' : 'run the test');
    }
  };

  return (
    <Stack spacing={3}>
      <FileHeading fileId={fileId} name={file.name} title="Properties" />
      <Grid container spacing={3} id="address-cleanse-properties">
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Address matching">
            <TextField select label="Address file" value={settings.mafId} onChange={(event) => set({ mafId: event.target.value })} size="small" fullWidth>
              {options.mafs.map((maf) => (
                <MenuItem key={maf.mafId} value={maf.mafId}>
                  {maf.mafName}
                </MenuItem>
              ))}
            </TextField>
            <FormGroup>
              <FormControlLabel
                control={<Switch checked={settings.addressSettings.usePAF} onChange={(e) => setAddress('usePAF', e.target.checked)} />}
                label="Match against the address file"
              />
              <FormControlLabel
                control={<Switch checked={settings.addressSettings.correctTown} onChange={(e) => setAddress('correctTown', e.target.checked)} />}
                label="Correct towns"
              />
              <FormControlLabel
                control={<Switch checked={settings.addressSettings.correctPostcode} onChange={(e) => setAddress('correctPostcode', e.target.checked)} />}
                label="Correct postcodes"
              />
              <FormControlLabel
                control={<Switch checked={settings.addressSettings.correctStreet} onChange={(e) => setAddress('correctStreet', e.target.checked)} />}
                label="Correct streets"
              />
            </FormGroup>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Duplicates">
            <TextField
              select
              label="Find duplicates"
              value={settings.dedupeLevel}
              onChange={(event) => set({ dedupeLevel: event.target.value })}
              size="small"
              fullWidth
              helperText={options.dedupeLevels.find((d) => d.id === settings.dedupeLevel)?.description}
            >
              {options.dedupeLevels.map((level) => (
                <MenuItem key={level.id} value={level.id}>
                  {level.name}
                </MenuItem>
              ))}
            </TextField>
            {settings.dedupeLevel !== 'none' && (
              <TextField
                select
                label="What happens to duplicates"
                value={duplicateChoiceOf(settings)}
                onChange={(event) => set(duplicateChoices[event.target.value as DuplicateChoice].settings)}
                size="small"
                fullWidth
                helperText={duplicateChoices[duplicateChoiceOf(settings)].description}
              >
                {(Object.keys(duplicateChoices) as DuplicateChoice[]).map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {duplicateChoices[choice].name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Suppression">
            {options.suppressionTypes.map((type) => {
              const chosen = suppression(type.id);
              return (
                <Stack key={type.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                  <FormControlLabel
                    control={<Checkbox checked={!!chosen} onChange={(e) => setSuppression(type.id, e.target.checked ? 'flag' : null)} />}
                    label={type.name}
                  />
                  <TextField
                    select
                    size="small"
                    value={chosen?.action ?? ''}
                    disabled={!chosen}
                    onChange={(event) => setSuppression(type.id, event.target.value as BureauSuppressionAction)}
                    slotProps={{ htmlInput: { 'aria-label': `What happens to records on ${type.name}` }, select: { displayEmpty: true } }}
                    sx={{ minWidth: 160 }}
                  >
                    {!chosen && <MenuItem value="">Not checked</MenuItem>}
                    {options.suppressionActions.map((action) => (
                      <MenuItem key={action.id} value={action.id}>
                        {action.name}
                      </MenuItem>
                    ))}
                  </TextField>
                </Stack>
              );
            })}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Output groups">
            <FormGroup>
              {options.outputGroups.map((group) => (
                <FormControlLabel
                  key={group.id}
                  control={
                    <Checkbox
                      checked={settings.outputGroups.includes(group.id)}
                      onChange={(e) =>
                        set({
                          outputGroups: options.outputGroups
                            .map((g) => g.id)
                            .filter((id) => (id === group.id ? e.target.checked : settings.outputGroups.includes(id))),
                        })
                      }
                    />
                  }
                  label={group.name}
                />
              ))}
            </FormGroup>
            {options.outputGroups
              .filter((group) => !settings.outputGroups.includes(group.id))
              .map((group) => (
                <Typography key={group.id} variant="body2" sx={{ color: 'warning.dark' }}>
                  {group.name} will be left out: those records go into no file.
                </Typography>
              ))}
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Output fields">
            <FormGroup row>
              {offeredFields.map((field) => (
                <FormControlLabel
                  key={field.id}
                  sx={{ minWidth: 200 }}
                  control={
                    <Checkbox
                      checked={settings.outputFields.includes(field.id)}
                      onChange={(e) =>
                        set({ outputFields: toggleOutputField(settings.outputFields.map(String), String(field.id), e.target.checked, offeredIds) })
                      }
                    />
                  }
                  label={field.name}
                />
              ))}
            </FormGroup>
            {noFields && (
              <Typography role="alert" sx={{ color: 'error.main' }}>
                Choose at least one field for the cleansed file.
              </Typography>
            )}
          </Section>
        </Grid>
      </Grid>
      <FailureMessage failure={failure} />
      <Box>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || noFields}>
          Save and run the test
        </Button>
      </Box>
      <ExportSettingsDialog json={exported} onClose={() => setExported(null)} />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
