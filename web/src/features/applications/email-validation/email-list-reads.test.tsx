import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway, renderScreen } from '../test-support';
import { findEmails } from './email-pieces';
import { Component } from './email-validation-route';

// Every reading of the box's text, counted: a pasted list of thousands of lines takes long enough
// to read that reading it more than once a keystroke makes typing lag.
vi.mock('./email-pieces', async (actual) => {
  const pieces = await actual<{ findEmails: typeof findEmails }>();
  return { ...pieces, findEmails: vi.fn(pieces.findEmails) };
});

afterEach(() => vi.mocked(findEmails).mockClear());

const lines = (n: number, last = '') => Array.from({ length: n }, (_, i) => `person${i}@example.com`).join('\n') + last;

describe('the text in the box', () => {
  it('is read once a keystroke, by the count under the box and the form’s check alike', async () => {
    renderScreen(<Component />, { client: fakeGateway(() => ({ data: {} })).client });
    const input = screen.getByRole('textbox', { name: 'E-mail addresses' });
    fireEvent.input(input, { target: { value: lines(101) } });
    // Refused: from now on the form checks the text on every change as well.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByText('You can validate up to 100 addresses at once; this list has 101. Remove 1 and try again.');
    vi.mocked(findEmails).mockClear();
    for (let typed = 1; typed <= 10; typed++) fireEvent.input(input, { target: { value: lines(101, 'x'.repeat(typed)) } });
    expect(vi.mocked(findEmails).mock.calls.map(([text]) => text)).toEqual(Array.from({ length: 10 }, (_, i) => lines(101, 'x'.repeat(i + 1))));
    expect(screen.getByText('You can validate up to 100 addresses at once; this list has 101. Remove 1 and try again.')).toBeTruthy();
  });
});
