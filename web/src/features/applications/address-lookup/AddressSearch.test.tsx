import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway, renderScreen, type FakeRequest } from '../test-support';
import { AddressSearch, type Suggestion } from './AddressSearch';

const suggestions: Suggestion[] = [
  { id: 'a1', text: '1 High Street, Amersham, HP7 0DJ' },
  { id: 'a2', text: '2 High Street, Amersham, HP7 0DJ' },
];

const answer = (text: string, list: Suggestion[] = suggestions, failure: { code: string; message: string } | null = null) => ({
  data: {
    addressSuggestions: {
      __typename: 'AddressSuggestions',
      text,
      suggestions: list.map((s) => ({ __typename: 'AddressSuggestion', ...s })),
      failure: failure && { __typename: 'ServiceFailure', ...failure },
    },
  },
});

function setup(respond: (request: FakeRequest) => ReturnType<typeof answer> | Promise<ReturnType<typeof answer>> | { errors: { message: string; extensions?: Record<string, unknown> }[] }) {
  const gateway = fakeGateway(respond);
  const onPick = vi.fn();
  renderScreen(<AddressSearch accountId="acc-1" dataset="uk-paf" country={undefined} onPick={onPick} />, { client: gateway.client });
  return { ...gateway, onPick, input: screen.getByRole('combobox', { name: 'Search for an address' }) };
}

describe('AddressSearch', () => {
  it('asks once typing pauses, then picks a suggestion with the keyboard', async () => {
    const user = userEvent.setup();
    const { of, onPick, input } = setup(({ variables }) => answer(String(variables.text)));
    await user.type(input, 'high st');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(suggestions.map((s) => s.text));
    // Typing faster than the pause asks once, for the whole text.
    expect(of('AddressSuggestions').map((r) => r.variables)).toEqual([{ accountId: 'acc-1', dataset: 'uk-paf', text: 'high st' }]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'a2', text: suggestions[1].text }));
    expect(input).toHaveProperty('value', suggestions[1].text);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('drops an answer to an older keystroke', async () => {
    const user = userEvent.setup();
    // The service answers for "hig" whatever is asked: a slow answer to an earlier keystroke.
    const { input } = setup(() => answer('hig'));
    await user.type(input, 'high');
    await screen.findByText('Searching…');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Searching…')).toBeTruthy();
  });

  it('matches an answer to the input whatever its spacing and case', async () => {
    const user = userEvent.setup();
    const { input } = setup(({ variables }) => answer(String(variables.text).toUpperCase()));
    await user.type(input, 'high  st ');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    const { input } = setup(({ variables }) => answer(String(variables.text), []));
    await user.type(input, 'zzqx');
    await screen.findByText('No addresses match');
  });

  it('waits for two characters before asking', async () => {
    const user = userEvent.setup();
    const { of, input } = setup(({ variables }) => answer(String(variables.text)));
    await user.type(input, 'h');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(of('AddressSuggestions')).toHaveLength(0);
  });

  it('shows a service failure beside the box', async () => {
    const user = userEvent.setup();
    const { input } = setup(({ variables }) => answer(String(variables.text), [], { code: 'UPSTREAM_TIMEOUT', message: 'The address service took too long to answer.' }));
    await user.type(input, 'high');
    expect((await screen.findByRole('alert')).textContent).toBe('The address service took too long to answer.');
    expect(screen.queryByText('No addresses match')).toBeNull();
  });

  it('shows a refused request beside the box', async () => {
    const user = userEvent.setup();
    const { input } = setup(() => ({ errors: [{ message: 'No subscription', extensions: { code: 'NO_SUBSCRIPTION', action: 'find addresses' } }] }));
    await user.type(input, 'high');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to find addresses: No subscription');
  });

  it('closes the list on Escape and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { input } = setup(({ variables }) => answer(String(variables.text)));
    await user.type(input, 'high');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(input).toHaveProperty('value', 'high');
  });
});
