import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { formatBytes, formatTimeLeft, type UploadProgress } from './progress';

/** "3.0 MB of 20.5 MB (14%)". */
const bytesLine = (progress: UploadProgress) => `${formatBytes(progress.sentBytes)} of ${formatBytes(progress.totalBytes)} (${progress.percent}%)`;

/**
 * The overlay while a file uploads ("Uploading file..."), with the real progress:
 * bytes sent (as they go out), percent and time left; Cancel stops the upload. It covers the page,
 * so nothing else can be changed meanwhile, and keeps the keyboard on Cancel.
 */
export function UploadOverlay({ progress, onCancel }: { progress: UploadProgress | null; onCancel: () => void }) {
  // The figures change up to four times a second as bytes go out; a screen reader is told them
  // (the same words) as the upload passes each tenth, not at every change, which it would read
  // out one after another without end.
  const step = progress ? Math.floor(progress.percent / 10) : -1;
  const [announced, setAnnounced] = useState({ step: -1, text: '' });
  if (progress && announced.step !== step) setAnnounced({ step, text: `${bytesLine(progress)}. ${formatTimeLeft(progress.secondsLeft)}` });
  return (
    <Dialog open={!!progress} aria-labelledby="upload-overlay-title" aria-describedby="upload-overlay-progress" fullWidth maxWidth="xs">
      <DialogTitle id="upload-overlay-title">Uploading file...</DialogTitle>
      {progress && (
        <DialogContent>
          <LinearProgress variant="determinate" value={progress.percent} aria-label="Upload progress" sx={{ mb: 2, height: 8, borderRadius: 1 }} />
          <div id="upload-overlay-progress" data-testid="upload-progress">
            <Typography>{bytesLine(progress)}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>{formatTimeLeft(progress.secondsLeft)}</Typography>
          </div>
          <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
            {announced.text}
          </Box>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
