import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import type { HelpTip } from './help-tip';
import { helpTipStore, useCurrentHelpTip, type CurrentHelpTip } from './help-tip-store';
import { sanitiseHelpText, sanitiseSubMessage } from './sanitise';

// Layered as docs/texts-and-constants.md says: dim backdrop, raised target, tip.
const zBackdrop = 497;
const zTarget = 998;
const zTip = 999;
const arrowSize = 16;

/** Shows the current help tip, if any; mount once in the app shell. */
export function HelpTipHost() {
  const current = useCurrentHelpTip();
  useFocusReturn(current !== null);
  return current ? <HelpTipView key={current.tip.helpTipName} current={current} /> : null;
}

/**
 * Gives focus back, when the tour ends however it ends (Escape, Got it, Close, Hide Tips), to what
 * had it before the tour took it, so a keyboard user carries on from there.
 */
function useFocusReturn(touring: boolean) {
  const lastOutside = useRef<HTMLElement | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // Followed all along: by the time the tour shows, its tip has already taken focus.
    const follow = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest('[data-help-tip]')) lastOutside.current = event.target;
    };
    document.addEventListener('focusin', follow);
    return () => document.removeEventListener('focusin', follow);
  }, []);
  useEffect(() => {
    if (touring) {
      returnTo.current ??= lastOutside.current;
      return;
    }
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  }, [touring]);
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the tip's own controls: focus stays inside the open tip. */
function keepTabInside(event: ReactKeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)];
  const first = controls[0];
  const last = controls.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function HelpTipView({ current }: { current: CurrentHelpTip }) {
  const { tip } = current;
  // Looked up once per tip: the store has already checked it is on the page.
  const [anchor] = useState(() => (tip.side === 'middle' || !tip.targetId ? null : document.getElementById(tip.targetId)));
  const targeted = tip.side !== 'middle';

  useEffect(() => {
    if (targeted && !anchor) helpTipStore.skip();
  }, [targeted, anchor]);
  useRaisedTarget(anchor);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') helpTipStore.close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (targeted && !anchor) return null;
  const backdrop = tip.hideDarkBG ? null : (
    <Box data-testid="help-tip-backdrop" sx={{ position: 'fixed', inset: 0, bgcolor: 'rgba(0, 0, 0, 0.5)', zIndex: zBackdrop }} />
  );
  if (!anchor) {
    return (
      <>
        {backdrop}
        {/* A width of its own: centred by a shift, the box would otherwise shrink to half a phone's width. */}
        <Box sx={{ position: 'fixed', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', zIndex: zTip, width: 'min(380px, calc(100vw - 32px))' }}>
          <TipCard current={current} />
        </Box>
      </>
    );
  }
  return (
    <>
      {backdrop}
      <TargetedTip anchor={anchor} side={tip.side} current={current} />
    </>
  );
}

function TargetedTip({ anchor, side, current }: { anchor: HTMLElement; side: HelpTip['side']; current: CurrentHelpTip }) {
  const [arrow, setArrow] = useState<HTMLElement | null>(null);
  const placement = side === 'middle' ? 'bottom' : side;
  return (
    <Popper
      open
      anchorEl={anchor}
      placement={placement}
      modifiers={[
        { name: 'arrow', enabled: true, options: { element: arrow } },
        { name: 'offset', options: { offset: [0, arrowSize / 2 + 4] } },
      ]}
      sx={{
        zIndex: zTip,
        // The arrow sits on the edge facing the target, whichever way popper flipped the tip.
        '&[data-popper-placement^="bottom"] .help-tip-arrow': { top: -arrowSize / 2 },
        '&[data-popper-placement^="top"] .help-tip-arrow': { bottom: -arrowSize / 2 },
        '&[data-popper-placement^="right"] .help-tip-arrow': { left: -arrowSize / 2 },
        '&[data-popper-placement^="left"] .help-tip-arrow': { right: -arrowSize / 2 },
      }}
    >
      <Box
        ref={setArrow}
        className="help-tip-arrow"
        sx={{
          position: 'absolute',
          width: arrowSize,
          height: arrowSize,
          '&::before': { content: '""', display: 'block', width: 1, height: 1, bgcolor: 'background.paper', transform: 'rotate(45deg)' },
        }}
      />
      <TipCard current={current} />
    </Popper>
  );
}

function TipCard({ current }: { current: CurrentHelpTip }) {
  const { tip, isFirst, isLast, index, count } = current;
  const titleId = useId();
  // Stable, so focus moves to the tip once when it appears, not on every re-render.
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  return (
    <Paper
      ref={focusOnMount}
      tabIndex={-1}
      role="dialog"
      aria-labelledby={titleId}
      data-help-tip
      onKeyDown={keepTabInside}
      elevation={8}
      sx={{ p: 2, maxWidth: 380, outline: 'none' }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
        <Typography id={titleId} variant="h6" sx={{ flex: 1 }}>
          {tip.title}
        </Typography>
        <IconButton aria-label="Close" size="small" onClick={() => helpTipStore.close()}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Typography component="div" variant="body2" dangerouslySetInnerHTML={{ __html: sanitiseHelpText(tip.helpText) }} />
      {tip.helpTable && tip.helpTable.length > 0 && (
        <Table size="small" sx={{ my: 1 }}>
          <TableBody>
            {tip.helpTable.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row">
                  {row.key}
                </TableCell>
                <TableCell dangerouslySetInnerHTML={{ __html: sanitiseSubMessage(row.text) }} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {tip.helpTextAfterTable && (
        <Typography component="div" variant="body2" dangerouslySetInnerHTML={{ __html: sanitiseSubMessage(tip.helpTextAfterTable) }} />
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
        {!isFirst && (
          <IconButton aria-label="Previous tip" size="small" onClick={() => helpTipStore.back()}>
            <ArrowBack fontSize="small" />
          </IconButton>
        )}
        {count > 1 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="help-tip-progress">
            {index + 1} of {count}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => helpTipStore.hideAll()}>Hide Tips</Button>
        <Button variant="contained" onClick={() => (isLast ? helpTipStore.gotIt() : helpTipStore.next())}>
          {isLast ? 'Got it' : 'Next Tip'}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Lifts the target above the dim backdrop and outlines it, restoring its own styles afterwards. */
function useRaisedTarget(target: HTMLElement | null) {
  useEffect(() => (target ? raise(target) : undefined), [target]);
}

function raise(target: HTMLElement): () => void {
  const { style } = target;
  const saved = { position: style.position, zIndex: style.zIndex, outline: style.outline };
  // z-index only applies to positioned elements; relative without offsets keeps the layout.
  if (getComputedStyle(target).position === 'static') style.position = 'relative';
  style.zIndex = String(zTarget);
  style.outline = '3px solid #fff';
  return () => {
    Object.assign(style, saved);
  };
}
