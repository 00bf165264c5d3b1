import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { AddressResult_AddressFragment } from '../../../gql/graphql';
import { copyToClipboard } from '../../../lib/clipboard';

/** The label as it would be printed: one line each, blank lines kept. */
export const labelText = (address: AddressResult_AddressFragment) => address.label.join('\n');
/** The fields as `Name: value` lines, every field, blank ones too, so pasted columns line up. */
export const fieldsText = (address: AddressResult_AddressFragment) => address.fields.map((field) => `${field.name}: ${field.value}`).join('\n');

function SectionHeading({ title, onCopy, copyLabel }: { title: string; onCopy: () => void; copyLabel: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Button size="small" startIcon={<ContentCopy fontSize="small" />} onClick={onCopy} aria-label={copyLabel}>
        Copy
      </Button>
    </Stack>
  );
}

/**
 * The address chosen, as a label and as fields, each ready to copy. `relaying` while a new layout is
 * on its way. `layoutChanged` when the layout was changed after this address was retrieved: the
 * label stays as retrieved, and only the person's own action, which says it counts a click, asks
 * for it again.
 */
export function AddressResult({
  address,
  relaying,
  layoutChanged,
  onRelayout,
}: {
  address: AddressResult_AddressFragment;
  relaying: boolean;
  layoutChanged: boolean;
  onRelayout: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Card variant="outlined" component="section" aria-labelledby="address-result-title" aria-busy={relaying}>
      {relaying ? <LinearProgress aria-label="Laying out the label" /> : <Box sx={{ height: 4 }} />}
      <CardContent>
        <Typography variant="h6" component="h2" id="address-result-title" ref={heading} tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
          Address
        </Typography>
        {layoutChanged && !relaying && (
          <Alert severity="info" data-testid="layout-changed" sx={{ mb: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              This label keeps the layout it was retrieved in. Your new layout applies to the next address you retrieve.
            </Typography>
            <Button
              variant="outlined"
              size="small"
              // Where it wraps (a phone), the halves balance rather than leave "click)" alone.
              sx={{ textWrap: 'balance' }}
              onClick={() => {
                onRelayout();
                // The button goes as the label is asked for: the keyboard stays with the address.
                heading.current?.focus();
              }}
            >
              Retrieve again in the new layout (1 click)
            </Button>
          </Alert>
        )}
        <Grid container spacing={3} sx={{ opacity: relaying ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <Grid size={{ xs: 12, sm: 5 }}>
            <SectionHeading title="Label" copyLabel="Copy label" onCopy={() => void copyToClipboard(labelText(address))} />
            <Box
              component="pre"
              data-testid="address-label"
              aria-label="Address label"
              sx={{
                m: 0,
                p: 2,
                fontFamily: '"Cascadia Mono", Consolas, "Liberation Mono", Menlo, monospace',
                fontSize: '0.9rem',
                lineHeight: 1.6,
                bgcolor: 'grey.50',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                overflowX: 'auto',
                whiteSpace: 'pre',
              }}
            >
              {address.label.map((line, index) => (
                <Box component="span" key={index} data-testid="address-label-line" sx={{ display: 'block', minHeight: '1.6em' }}>
                  {line}
                </Box>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <SectionHeading title="Fields" copyLabel="Copy fields" onCopy={() => void copyToClipboard(fieldsText(address))} />
            <Table size="small" aria-label="Address fields" data-testid="address-fields">
              <TableBody>
                {address.fields.map((field) => (
                  <TableRow key={field.name}>
                    <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '40%', pl: 0 }}>
                      {field.name}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {field.value || (
                        <Box component="span" sx={{ color: 'text.disabled' }}>
                          —
                        </Box>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
