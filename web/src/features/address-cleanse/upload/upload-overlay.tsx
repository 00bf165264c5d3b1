import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatBytes, formatTimeLeft, type UploadProgress } from './progress';

/**
 * The overlay while a file uploads ("Uploading file..."), with the real progress:
 * bytes sent (as they go out), percent and time left; Cancel stops the upload. It covers the page,
 * so nothing else can be changed meanwhile, and keeps the keyboard on Cancel.
 */
export function UploadOverlay({ progress, onCancel }: { progress: UploadProgress | null; onCancel: () => void }) {
  return (
    <Dialog open={!!progress} aria-labelledby="upload-overlay-title" aria-describedby="upload-overlay-progress" fullWidth maxWidth="xs">
      <DialogTitle id="upload-overlay-title">Uploading file...</DialogTitle>
      {progress && (
        <DialogContent>
          <LinearProgress variant="determinate" value={progress.percent} aria-label="Upload progress" sx={{ mb: 2, height: 8, borderRadius: 1 }} />
          <div id="upload-overlay-progress" role="status" aria-live="polite" aria-atomic="true" data-testid="upload-progress">
            <Typography>
              {formatBytes(progress.sentBytes)} of {formatBytes(progress.totalBytes)} ({progress.percent}%)
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{formatTimeLeft(progress.secondsLeft)}</Typography>
          </div>
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
