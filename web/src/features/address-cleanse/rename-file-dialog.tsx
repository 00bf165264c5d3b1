import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { RenameBureauFileMutation } from './rename-file-dialog-documents';

/** Renames a file of the listing; the listing shows the new name from the cache once saved. */
export function RenameFileDialog({ file, accountId, onClose }: { file: { id: string; name: string } | null; accountId: string; onClose: () => void }) {
  return (
    <Dialog open={!!file} onClose={onClose} aria-labelledby="rename-file-title" fullWidth maxWidth="sm">
      {/* Keyed by the file, so each opening starts from that file's name and no earlier failure. */}
      {file && <RenameForm key={file.id} file={file} accountId={accountId} onClose={onClose} />}
    </Dialog>
  );
}

function RenameForm({ file, accountId, onClose }: { file: { id: string; name: string }; accountId: string; onClose: () => void }) {
  const [name, setName] = useState(file.name);
  const [rename, { loading }] = useMutation(RenameBureauFileMutation);
  const failure = useFailure('rename the file');
  const trimmed = name.trim();

  const save = async () => {
    if (!trimmed) return;
    try {
      await rename({ variables: { accountId, fileId: file.id, name: trimmed } });
      onClose();
    } catch (error) {
      failure.report(error);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <DialogTitle id="rename-file-title">Rename file</DialogTitle>
      <DialogContent>
        <FailureMessage failure={failure} />
        <TextField
          label="File name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          fullWidth
          autoFocus
          margin="dense"
          required
          error={!trimmed}
          helperText={trimmed ? ' ' : 'Give the file a name.'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!trimmed || loading}>
          Rename
        </Button>
      </DialogActions>
    </form>
  );
}
