import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { dialogStore, useOpenDialogs, type DialogKind, type OpenDialog } from './dialog-store';

const icons: Record<DialogKind, React.ReactNode> = {
  info: <InfoOutlined color="info" />,
  warning: <WarningAmber color="warning" />,
  error: <ErrorOutline color="error" />,
  question: <HelpOutline color="primary" />,
};

/** Shows the oldest open dialog; the rest wait their turn. */
export function DialogHost() {
  const dialogs = useOpenDialogs();
  const dialog = dialogs[0];
  return dialog ? <DialogView key={dialog.id} dialog={dialog} /> : null;
}

function DialogView({ dialog }: { dialog: OpenDialog }) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const close = (confirmed: boolean) => dialogStore.close(dialog.id, confirmed, dontShowAgain);
  const titleId = `dialog-title-${dialog.id}`;
  return (
    <Dialog open onClose={() => close(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {icons[dialog.kind]}
          <span>{dialog.title}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{dialog.message}</DialogContentText>
        {dialog.kind === 'error' && dialog.dontShowAgainKey && (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={dontShowAgain} onChange={(e) => setDontShowAgain(e.target.checked)} />}
            label="Don't show this message again"
          />
        )}
      </DialogContent>
      <DialogActions>
        {dialog.kind === 'question' && <Button onClick={() => close(false)}>{dialog.cancelLabel ?? 'Cancel'}</Button>}
        <Button variant="contained" onClick={() => close(true)} autoFocus>
          {dialog.confirmLabel ?? (dialog.kind === 'question' ? 'Yes' : 'OK')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
