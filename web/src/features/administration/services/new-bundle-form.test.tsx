import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway, renderScreen } from '../test/test-support';
import { NewBundleForm } from './new-bundle-form';

// The bounds the gateway holds a bundle to (gateway/src/input-bounds.ts), under their fields before
// anything is sent: a bundle of 1e308 was kept, and showed on its invoice as £1e+308.

const choices = [{ planId: 2, plan: 'Address Lookup 20,000', service: 'address' as const, currency: 'GBP' as const }];

describe('adding a bundle of a mistyped size', () => {
  it('says under Clicks and Price what the most is, and sends nothing', async () => {
    const gateway = fakeGateway(() => ({}));
    const user = userEvent.setup();
    renderScreen(<NewBundleForm organisationId="102" accountId="103" choices={choices} onAdded={() => undefined} />, { client: gateway.client });
    await user.click(screen.getByRole('combobox', { name: /Subscription to top up/ }));
    await user.click(screen.getByRole('option', { name: 'Address Lookup: Address Lookup 20,000' }));
    const clicks = screen.getByRole('textbox', { name: /Clicks/ });
    const price = screen.getByRole('textbox', { name: /Price/ });
    await user.type(clicks, '2147483648');
    await user.click(price);
    await user.paste('1' + '0'.repeat(308));
    await user.click(screen.getByRole('button', { name: 'Add bundle' }));

    expect((await screen.findByText('At most 1,000,000,000 clicks')).id).toBe(clicks.getAttribute('aria-describedby'));
    expect(screen.getByText('Enter a price of at most 10,000,000').id).toBe(price.getAttribute('aria-describedby'));
    expect(gateway.of('CreateBundle')).toHaveLength(0);
  });
});
