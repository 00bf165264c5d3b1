import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { dialogStore } from '../../../components/dialogs/dialog-store';
import { fakeGateway, type FakeAnswer } from '../../../test/fake-gateway';
import { renderRoute } from '../../../test/render-route';
import * as route from './lead-admin-route';

/** An option of one word as long as the gateway takes (200 characters). */
const longOption = 'o'.repeat(200);

async function openLeadAdmin(answer: FakeAnswer) {
  const gateway = fakeGateway(({ operationName }) => {
    if (operationName === 'LeadOptions') return answer;
    throw new Error(`Not expected: ${operationName}`);
  });
  await renderRoute(route, { client: gateway.client, path: '/leadadmin', roles: ['super'] });
}

describe('Lead form Administration', () => {
  afterEach(() => dialogStore.closeAll());

  it('says the options failed to load in their place, with no empty services behind it and no dialog', async () => {
    await openLeadAdmin({ data: null, errors: [{ message: 'The user server did not answer.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load the lead options: The user server did not answer.');
    expect(screen.queryByText(/No options yet/)).toBeNull();
    expect(dialogStore.list()).toEqual([]);
  });

  it('wraps an option of one long word before its edit and delete buttons', async () => {
    await openLeadAdmin({ data: { leadOptions: [{ __typename: 'LeadOption', id: '9', option: longOption, requirement: 'Payment Validation' }] } });
    const item = within(await screen.findByRole('list', { name: 'Payment Validation options' })).getByRole('listitem');
    const text = within(item).getByText(longOption);
    const wrapping = getComputedStyle(text.closest('.MuiListItemText-root')!);
    expect({ overflowWrap: wrapping.overflowWrap, minWidth: wrapping.minWidth }).toEqual({ overflowWrap: 'anywhere', minWidth: '0' });
    // Two icon buttons of 40 px sit at the item's right, over its padding.
    expect(parseFloat(getComputedStyle(item).paddingRight)).toBeGreaterThanOrEqual(80);
  });
});
