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

  const serviceHeld = new CombinedGraphQLErrors({
    errors: [{ message: 'The service of a dataset that plans use cannot change', extensions: { code: 'CONFLICT' } }],
  });

  const editPaf = () =>
    renderScreen(
      <DatasetForm
        initial={{ name: 'Royal Mail', datasetRef: 'PAF', service: 'address' }}
        submitLabel="Save dataset"
        action="save the dataset"
        onSubmit={() => Promise.reject(serviceHeld)}
        onCancel={() => {}}
      />,
      { client: fakeGateway(() => ({ data: {} })).client },
    );

  // The service refuses a new service for a dataset plans use (CONFLICT too); its words showed under
  // Reference, a field that had nothing to do with it.
  it('shows a service that plans hold under the Service field, not under Reference', async () => {
    const user = userEvent.setup();
    editPaf();
    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    await user.click(screen.getByRole('option', { name: 'Email validation' }));
    await user.click(screen.getByRole('button', { name: 'Save dataset' }));
    const words = await screen.findByText('The service of a dataset that plans use cannot change');
    const service = screen.getByRole('combobox', { name: 'Service' });
    expect(words.id).toBe(service.getAttribute('aria-describedby'));
    expect(service.getAttribute('aria-invalid')).toBe('true');
    const reference = screen.getByRole('textbox', { name: 'Reference' });
    expect(reference.getAttribute('aria-invalid')).toBe('false');
    expect(document.getElementById(reference.getAttribute('aria-describedby') ?? '')?.textContent).toBe('A short reference such as PAF; unique');
    expect(screen.queryByText(/Failed to save the dataset/)).toBeNull();
  });

  it('shows a conflict neither field settles above the form, not under Reference', async () => {
    const user = userEvent.setup();
    editPaf();
    await user.click(screen.getByRole('button', { name: 'Save dataset' }));
    expect(await screen.findByText(/Failed to save the dataset: The service of a dataset that plans use cannot change/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Reference' }).getAttribute('aria-invalid')).toBe('false');
  });
});
