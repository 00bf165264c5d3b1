import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { fakeGateway, renderScreen } from '../../test/render-screen';
import { DatasetForm } from './dataset-form';

const taken = new CombinedGraphQLErrors({
  errors: [{ message: 'A dataset with reference PAF already exists', extensions: { code: 'CONFLICT' } }],
});

describe('the dataset form', () => {
  // A reference another dataset has is refused by the service (CONFLICT, schema's DatasetInput.datasetRef);
  // its words showed in a banner above the form, away from the one field to change.
  it('shows a reference another dataset has under the Reference field', async () => {
    renderScreen(
      <DatasetForm
        initial={{ name: 'Royal Mail', datasetRef: '', service: 'address' }}
        submitLabel="Create dataset"
        action="create the dataset"
        onSubmit={() => Promise.reject(taken)}
        onCancel={() => {}}
      />,
      { client: fakeGateway(() => ({ data: {} })).client },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Reference' }), 'paf');
    await userEvent.click(screen.getByRole('button', { name: 'Create dataset' }));
    const reference = screen.getByRole('textbox', { name: 'Reference' });
    await screen.findByText('A dataset with reference PAF already exists');
    const described = document.getElementById(reference.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('A dataset with reference PAF already exists');
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reference);
    expect(screen.queryByText(/Failed to create the dataset/)).toBeNull();
  });
});
