import type { ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Territory } from '../../../lib/territory';
import {
  clampOutputFields,
  labelFormats,
  lineRules,
  maxOutputFields,
  minOutputFields,
  sameLabelConfiguration,
  townFormats,
  type LabelConfiguration,
  type LabelFormat,
  type LineRule,
  type TownFormat,
} from './label-configuration';

const labelFormatNames: Record<LabelFormat, string> = { Standard: 'Standard', FixedPostcode: 'Fixed postcode', FixedTown: 'Fixed town' };

/** Whose addresses the label is for: the territory's own dataset, or the international one. */
type LabelAddresses = Territory | 'international';

/**
 * The panel speaks of the addresses being looked up: a town they have as the sample, the names
 * they give the town and the area above it (the label settings are townFormat and includeCounty
 * everywhere), and where each layout puts them: Australia writes suburb, state and postcode on one
 * line; an address abroad (the international dataset, in either territory) ends with its country
 * on the last line, under the town and postcode, which many countries write on one line.
 */
const addressWords: Record<
  LabelAddresses,
  { sampleTown: string; townField: string; regionField: string; regionHelp?: string; formatHelp: Record<LabelFormat, string> }
> = {
  uk: {
    sampleTown: 'London',
    townField: 'Post town',
    regionField: 'County',
    formatHelp: {
      Standard: 'Town and postcode straight after the address',
      FixedPostcode: 'Postcode always on the last line',
      FixedTown: 'Town on the second-last line, postcode on the last',
    },
  },
  australia: {
    sampleTown: 'Sydney',
    townField: 'Suburb',
    regionField: 'State',
    regionHelp: 'Written on the suburb’s line, before the postcode',
    formatHelp: {
      Standard: 'Suburb, state and postcode on one line straight after the address',
      FixedPostcode: 'Suburb, state and postcode always on the last line',
      FixedTown: 'Suburb, state and postcode always on the last line',
    },
  },
  international: {
    sampleTown: 'Paris',
    // The names its addresses' fields come back with, whatever the country.
    townField: 'Post town',
    regionField: 'County',
    regionHelp: 'An Irish county (Co. Cork); a United States state is always on the town’s line',
    formatHelp: {
      Standard: 'Town, postcode and country straight after the address',
      FixedPostcode: 'Country on the last line, the postcode on the line above it',
      FixedTown: 'Country on the last line, town and postcode just above it',
    },
  },
};
const townFormatName = (format: TownFormat, town: string) => (format === 'Uppercase' ? `Uppercase (${town.toUpperCase()})` : `Capitalised (${town})`);
const lineRuleNames: Record<LineRule, string> = { AsRequired: 'As required', Always: 'Always', Never: 'Never' };
const lineCounts = Array.from({ length: maxOutputFields - minOutputFields + 1 }, (_, i) => minOutputFields + i);

/** Native selects: the phone's own picker on small screens, arrow keys everywhere. */
const nativeSelect = { select: { native: true } } as const;

/**
 * How the label is laid out. Every change is kept for the next visit and applies to the next address
 * retrieved; it asks for nothing, so it costs no click (the service lays out labels, per retrieval).
 * `international` when the dataset chosen is the international one, whose labels it then describes.
 */
export function LabelConfigurationPanel({
  territory,
  international,
  value,
  defaults,
  onChange,
}: {
  territory: Territory;
  international: boolean;
  value: LabelConfiguration;
  defaults: LabelConfiguration;
  onChange: (value: LabelConfiguration) => void;
}) {
  const set =
    <K extends keyof LabelConfiguration>(key: K, read: (text: string) => LabelConfiguration[K]) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...value, [key]: read(event.target.value) });
  const words = addressWords[international ? 'international' : territory];

  return (
    <Card variant="outlined" component="section" aria-labelledby="label-configuration-title" id="label-configuration">
      <CardContent>
        <Stack spacing={2.5}>
          <div>
            <Typography variant="h6" component="h2" id="label-configuration-title">
              Label layout
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              How the address label is laid out. Applies to the next address you retrieve, and kept for your next visit.
            </Typography>
          </div>
          <TextField
            select
            size="small"
            label="Lines on the label"
            value={String(value.outputFields)}
            onChange={set('outputFields', (text) => clampOutputFields(Number(text)))}
            slotProps={nativeSelect}
          >
            {lineCounts.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Label format"
            value={value.labelFormat}
            onChange={set('labelFormat', (text) => text as LabelFormat)}
            slotProps={nativeSelect}
            helperText={words.formatHelp[value.labelFormat]}
          >
            {labelFormats.map((format) => (
              <option key={format} value={format}>
                {labelFormatNames[format]}
              </option>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={words.townField}
            value={value.townFormat}
            onChange={set('townFormat', (text) => text as TownFormat)}
            slotProps={nativeSelect}
          >
            {townFormats.map((format) => (
              <option key={format} value={format}>
                {townFormatName(format, words.sampleTown)}
              </option>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Line for the organisation"
            value={value.reserverOrgLine}
            onChange={set('reserverOrgLine', (text) => text as LineRule)}
            slotProps={nativeSelect}
            helperText="Keep the first line for the organisation name"
          >
            {lineRules.map((rule) => (
              <option key={rule} value={rule}>
                {lineRuleNames[rule]}
              </option>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={words.regionField}
            value={value.includeCounty}
            onChange={set('includeCounty', (text) => text as LineRule)}
            slotProps={nativeSelect}
            helperText={words.regionHelp}
          >
            {lineRules.map((rule) => (
              <option key={rule} value={rule}>
                {lineRuleNames[rule]}
              </option>
            ))}
          </TextField>
          <Button variant="outlined" onClick={() => onChange(defaults)} disabled={sameLabelConfiguration(value, defaults)} sx={{ alignSelf: 'flex-start' }}>
            Reset to defaults
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
