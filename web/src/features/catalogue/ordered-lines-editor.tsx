import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { visuallyHidden } from '../../lib/visually-hidden';
import { openDialog } from '../../components/dialogs/dialog-store';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { inDisplayOrder, moveItem, nextDisplayOrder } from './display-order';
import { OrderedLineForm, type LineValues } from './ordered-line-form';

export interface OrderedLine {
  id: string;
  description: string;
  category?: string;
  displayOrder: number;
}

export interface OrderedLinesEditorProps {
  /** "filter" or "comparison line": the words the screen uses for one line. */
  noun: string;
  withCategory: boolean;
  lines: readonly OrderedLine[];
  create: (values: LineValues & { displayOrder: number }) => Promise<unknown>;
  update: (id: string, values: LineValues & { displayOrder: number }) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  reorder: (ids: string[]) => Promise<unknown>;
}

/**
 * A plan's filters or comparison lines: added, edited, deleted, and put in order by dragging a
 * line by its handle or with its arrow buttons (the keyboard's way to do the same).
 */
export function OrderedLinesEditor({ noun, withCategory, lines, create, update, remove, reorder }: OrderedLinesEditorProps) {
  const failure = useFailure(`change the ${noun}s`);
  // The order shown at once while the service is asked; the answer then replaces it.
  const [pending, setPending] = useState<OrderedLine[] | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const shown = pending ?? inDisplayOrder(lines);

  const act = async (action: string, run: () => Promise<unknown>): Promise<boolean> => {
    failure.clear();
    try {
      await run();
      return true;
    } catch (error) {
      failure.report(error, action);
      return false;
    }
  };

  const move = async (from: number, to: number) => {
    const moved = moveItem(shown, from, to);
    if (moved.map((line) => line.id).join() === shown.map((line) => line.id).join()) return;
    setPending(moved);
    setAnnouncement(`${shown[from]?.description} moved to position ${to + 1} of ${shown.length}`);
    await act(`reorder the ${noun}s`, () => reorder(moved.map((line) => line.id)));
    setPending(null);
  };

  const confirmRemove = async (line: OrderedLine) => {
    const sure = await openDialog({
      kind: 'question',
      title: `Delete ${noun}`,
      message: `Delete “${line.description}”?`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (sure) await act(`delete the ${noun}`, () => remove(line.id));
  };

  return (
    <Stack spacing={3}>
      <FailureMessage failure={failure} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Add a {noun}
        </Typography>
        <OrderedLineForm
          label={`Add a ${noun}`}
          withCategory={withCategory}
          submitLabel="Add"
          onSubmit={(values) => act(`add the ${noun}`, () => create({ ...values, displayOrder: nextDisplayOrder(shown) }))}
        />
      </Paper>
      <Paper variant="outlined" id="ordered-lines" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          In the shop’s order
        </Typography>
        <Box role="status" sx={visuallyHidden}>
          {announcement}
        </Box>
        {shown.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>None yet.</Typography>
        ) : (
          <Stack component="ol" aria-label={`${noun}s in order`} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((line, index) => (
              <LineItem
                key={line.id}
                line={line}
                index={index}
                count={shown.length}
                withCategory={withCategory}
                noun={noun}
                dragging={dragging === index}
                onDragStart={() => setDragging(index)}
                onDragEnd={() => setDragging(null)}
                onDrop={() => {
                  if (dragging !== null) void move(dragging, index);
                  setDragging(null);
                }}
                onMove={(to) => void move(index, to)}
                onSave={(values) => act(`change the ${noun}`, () => update(line.id, { ...values, displayOrder: line.displayOrder }))}
                onRemove={() => void confirmRemove(line)}
              />
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

interface LineItemProps {
  line: OrderedLine;
  index: number;
  count: number;
  withCategory: boolean;
  noun: string;
  dragging: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
  onMove: (to: number) => void;
  onSave: (values: LineValues) => Promise<boolean>;
  onRemove: () => void;
}

function LineItem({ line, index, count, withCategory, noun, dragging, onDragStart, onDragEnd, onDrop, onMove, onSave, onRemove }: LineItemProps) {
  const [editing, setEditing] = useState(false);
  return (
    <Box
      component="li"
      data-testid="ordered-line"
      draggable={!editing}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', line.id);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, opacity: dragging ? 0.5 : 1, bgcolor: 'background.paper' }}
    >
      {editing ? (
        <OrderedLineForm
          label={`Edit ${line.description}`}
          withCategory={withCategory}
          initial={{ description: line.description, category: line.category ?? '' }}
          submitLabel="Save"
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            const saved = await onSave(values);
            if (saved) setEditing(false);
            return saved;
          }}
        />
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DragIndicator sx={{ color: 'text.secondary', cursor: 'grab' }} aria-hidden />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{line.description}</Typography>
            {withCategory && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {line.category}
              </Typography>
            )}
          </Box>
          <IconButton size="small" aria-label={`Move ${line.description} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Move ${line.description} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Edit ${line.description}`} onClick={() => setEditing(true)}>
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Delete ${noun} ${line.description}`} onClick={onRemove}>
            <Delete fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
