import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useFrameActions } from '../../../lib/frame-actions';

/**
 * A link to a token of another account than the one in use (an alert e-mail names the token's
 * account): one click acts for that account, as Change Account would, and the screen shows its tokens.
 */
export function OtherAccountNotice({ accountId }: { accountId: string }) {
  const { chooseGroup } = useFrameActions();
  const [switching, setSwitching] = useState(false);
  const [missing, setMissing] = useState(false);

  const show = async () => {
    setSwitching(true);
    try {
      setMissing(!(await chooseGroup(accountId)));
    } catch {
      // The frame has said why switching failed.
    } finally {
      setSwitching(false);
    }
  };

  if (missing) return <Alert severity="warning">The link you followed is for a token of an account you do not hold.</Alert>;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" loading={switching} onClick={() => void show()}>
          Show it
        </Button>
      }
    >
      The link you followed is for a token of another account than the one in use.
    </Alert>
  );
}
