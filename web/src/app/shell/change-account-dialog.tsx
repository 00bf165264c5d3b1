import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useLoadingArea } from '../../components/loading/use-loading-area';
import { canCreateAccount, drillLevels, type DrillChoice } from '../access/selection';
import type { GroupView } from '../access/types';
import { useShell } from './shell-context';
import { useChooseAccount } from './use-choose-account';

const SLIDE_MS = 750;
const levelTitles: Record<GroupView['type'], string> = { partner: 'Partner', organisation: 'Organisation', account: 'Account' };

interface Level {
  /** The group whose children this level lists; none at the top. */
  parent?: GroupView;
  choices: DrillChoice[];
}

function firstLevel(tree: GroupView[]): Level {
  const choices = drillLevels(tree);
  // One top-level group with several below it: nothing to choose at the top, so start one level down.
  const only = choices.length === 1 ? choices[0] : undefined;
  return only?.kind === 'drill' ? { parent: only.group, choices: only.choices } : { choices };
}

export function ChangeAccountDialog({ open, onClose, onCreateAccount }: { open: boolean; onClose: () => void; onCreateAccount: () => void }) {
  const { tree, selection } = useShell();
  const chooseAccount = useChooseAccount();
  const [levels, setLevels] = useState<Level[]>(() => [firstLevel(tree)]);
  const [forward, setForward] = useState(true);
  const [busy, setBusy] = useState(false);
  // Switching re-authenticates: every screen behind the dialog is about to change account.
  useLoadingArea('changeAccount', busy);
  // The slide runs inside the dialog's list, so it is clipped there rather than crossing the page.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const level = levels[levels.length - 1] ?? firstLevel(tree);

  const reset = () => {
    setLevels([firstLevel(tree)]);
    setForward(true);
  };
  const close = () => {
    onClose();
    reset();
  };

  const pick = async (choice: DrillChoice) => {
    if (choice.kind === 'drill') {
      setForward(true);
      setLevels([...levels, { parent: choice.group, choices: choice.choices }]);
      return;
    }
    setBusy(true);
    try {
      await chooseAccount(choice.selection);
      close();
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    setForward(false);
    setLevels(levels.slice(0, -1));
  };

  const levelType = level.choices[0]?.group.type;
  const parent = level.parent;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="change-account-title">
      <DialogTitle id="change-account-title">Change Account</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Box ref={setContainer} sx={{ overflow: 'hidden', minHeight: 120 }}>
          <Slide key={levels.length} in direction={forward ? 'left' : 'right'} timeout={levels.length === 1 && forward ? 0 : SLIDE_MS} container={container}>
            <Box>
              <Typography variant="overline" sx={{ px: 2, pt: 1, display: 'block', color: 'text.secondary' }}>
                {parent ? `${parent.name}: ` : ''}
                {levelType ? `choose ${levelTitles[levelType].toLowerCase()}` : 'Nothing to choose'}
              </Typography>
              <List dense aria-label="Groups">
                {level.choices.map((choice) => {
                  const { group } = choice;
                  const current = [selection?.account, selection?.organisation, selection?.partner].some((chosen) => chosen?.id === group.id);
                  // Each choice is a list item holding its button: a list may only hold items.
                  return (
                    <ListItem key={group.id} disablePadding>
                      <ListItemButton disabled={busy} onClick={() => void pick(choice)}>
                        <ListItemIcon sx={{ minWidth: 32 }}>{current && <Check fontSize="small" color="primary" />}</ListItemIcon>
                        <ListItemText primary={choice.label} secondary={group.type !== 'account' ? levelTitles[group.type] : undefined} />
                        {choice.kind === 'drill' && <ChevronRight color="action" />}
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            </Box>
          </Slide>
        </Box>
      </DialogContent>
      <DialogActions>
        {levels.length > 1 && (
          <Button onClick={back} disabled={busy} sx={{ mr: 'auto' }}>
            Back
          </Button>
        )}
        {canCreateAccount(tree) && (
          <Button
            onClick={() => {
              close();
              onCreateAccount();
            }}
          >
            Create New Account
          </Button>
        )}
        <Button onClick={close}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
