import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { copyToClipboard } from '../../lib/clipboard';

/** "Export settings for API": the file's settings as the JSON the bureau API takes, to copy. */
export function ExportSettingsDialog({ json, onClose }: { json: string | null; onClose: () => void }) {
  return (
    <Dialog open={json !== null} onClose={onClose} aria-labelledby="export-settings-title" fullWidth maxWidth="sm">
      <DialogTitle id="export-settings-title">Export settings for API</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Send these settings with a file to the bureau API to cleanse it the same way.</DialogContentText>
        <TextField
          value={json ?? ''}
          multiline
          fullWidth
          minRows={8}
          maxRows={16}
          label="Settings (JSON)"
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'api-settings-json', style: { fontFamily: 'monospace' } } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => json && void copyToClipboard(json)}>Copy</Button>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
