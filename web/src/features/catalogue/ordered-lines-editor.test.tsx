import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderedLinesEditor, type OrderedLinesEditorProps } from './ordered-lines-editor';

const lines = [
  { id: 'f2', description: 'Yearly', category: 'Term', displayOrder: 2 },
  { id: 'f1', description: 'Starter', category: 'Size', displayOrder: 1 },
  { id: 'f3', description: 'Business', category: 'Audience', displayOrder: 3 },
];

function renderEditor(overrides: Partial<OrderedLinesEditorProps> = {}) {
  const props: OrderedLinesEditorProps = {
    noun: 'filter',
    withCategory: true,
    lines,
    create: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    reorder: vi.fn(async () => undefined),
    ...overrides,
  };
  render(<OrderedLinesEditor {...props} />);
  return props;
}

describe('a plan’s filters', () => {
  it('are shown by display order and moved one step with the arrow buttons', async () => {
    let answer: () => void = () => {};
    const props = renderEditor({ reorder: vi.fn(() => new Promise<void>((resolve) => (answer = resolve))) });
    expect(screen.getAllByTestId('ordered-line').map((line) => line.textContent)).toEqual(['StarterSize', 'YearlyTerm', 'BusinessAudience']);
    expect((screen.getByRole('button', { name: 'Move Starter up' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Move Business up' }));
    expect(props.reorder).toHaveBeenCalledWith(['f1', 'f3', 'f2']);
    // Shown in the new order while the service is asked.
    expect(screen.getAllByTestId('ordered-line').map((line) => line.textContent)).toEqual(['StarterSize', 'BusinessAudience', 'YearlyTerm']);
    expect(screen.getByRole('status').textContent).toBe('Business moved to position 2 of 3');
    answer();
  });

  it('are moved by dragging one onto another', () => {
    const props = renderEditor();
    const [starter, , business] = screen.getAllByTestId('ordered-line');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(starter!, { dataTransfer });
    fireEvent.dragOver(business!, { dataTransfer });
    fireEvent.drop(business!, { dataTransfer });
    expect(props.reorder).toHaveBeenCalledWith(['f2', 'f3', 'f1']);
  });

  it('go back to their order, with the reason, when the service refuses the new one', async () => {
    renderEditor({
      reorder: vi.fn(async () => {
        throw Object.assign(new Error('x'), {
          errors: [
            {
              message: 'x',
              extensions: { code: 'BAD_USER_INPUT', action: 'reorder the filters', msg: 'The new order must name every filter of the plan once' },
            },
          ],
        });
      }),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move Starter down' }));
    await screen.findByRole('alert');
    await waitFor(() =>
      expect(screen.getAllByTestId('ordered-line').map((line) => line.textContent)).toEqual(['StarterSize', 'YearlyTerm', 'BusinessAudience']),
    );
  });

  it('are added after the last one, with a category', async () => {
    const props = renderEditor();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add a filter' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await within(form).findByText('Enter the description');
    expect(within(form).getByText('Enter the category')).toBeTruthy();
    await user.click(within(form).getByRole('textbox', { name: /Description/ }));
    await user.paste('Enterprise');
    await user.click(within(form).getByRole('textbox', { name: /Category/ }));
    await user.paste('Size');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(props.create).toHaveBeenCalledWith({ description: 'Enterprise', category: 'Size', displayOrder: 4 }));
  });
});
