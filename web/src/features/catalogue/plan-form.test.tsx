import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CataloguePlanInput } from '../../gql/graphql';
import { dateShown, fillDate } from '../../test/date-field';
import { fakeGateway, renderScreen } from '../../test/render-screen';
import { PlanForm } from './plan-form';
import { emptyPlanForm } from './plan-form-values';

const datasets = {
  data: {
    datasets: [
      {
        __typename: 'Dataset',
        id: '1',
        name: 'UK Addresses (PAF)',
        datasetRef: 'PAF',
        service: 'address',
        planCount: 3,
        createdDate: null,
        createdBy: null,
        updatedDate: null,
        updatedBy: null,
      },
    ],
  },
};

function renderForm(initial = { ...emptyPlanForm('uk', 12, '2026-11-01'), name: 'Winter offer', datasetId: '1', pricing: [{ clicks: '1000', price: '40' }] }) {
  const onSubmit = vi.fn<(input: CataloguePlanInput) => Promise<void>>(async () => undefined);
  renderScreen(<PlanForm initial={initial} submitLabel="Save plan" action="save the plan" onSubmit={onSubmit} onCancel={() => {}} />, {
    client: fakeGateway(() => datasets).client,
  });
  return onSubmit;
}

describe('the plan form’s days on sale', () => {
  // "On sale until" is the last day on sale; sent as the start of that day, the plan left the shop
  // as its last day began, and a one-day sale was refused by the service (its end not after its start).
  it('keeps the plan on sale all of its last day', async () => {
    const onSubmit = renderForm();
    await fillDate('On sale until', '30/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ availableStart: '2026-11-01T00:00:00.000Z', availableEnd: '2026-12-01T00:00:00.000Z' });
  });

  it('sends a sale of one day as ending after it starts', async () => {
    const onSubmit = renderForm();
    await fillDate('On sale until', '01/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ availableStart: '2026-11-01T00:00:00.000Z', availableEnd: '2026-11-02T00:00:00.000Z' });
  });

  it('sends no end for a plan that stays on sale', async () => {
    const onSubmit = renderForm();
    await dateShown('On sale from');
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ availableEnd: null });
  });
});
