import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway, renderScreen, type FakeRequest } from '../test-support';
import { AddressSearch, suggestDelayMs, type Suggestion } from './address-search';
import { AddressSuggestionsQuery } from './address-search-documents';

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

function setup(
  respond: (
    request: FakeRequest,
  ) => ReturnType<typeof answer> | Promise<ReturnType<typeof answer>> | { errors: { message: string; extensions?: Record<string, unknown> }[] },
) {
  const gateway = fakeGateway(respond);
  const onPick = vi.fn();
  renderScreen(<AddressSearch accountId="103" dataset="uk-paf" country={undefined} onPick={onPick} />, { client: gateway.client });
  return { ...gateway, onPick, input: screen.getByRole('combobox', { name: 'Search for an address' }) };
}

/**
 * Where the pause before asking is the subject, the test keeps the clock: only the timers the pause
 * uses are faked, so React and Apollo still do their own work, and keystrokes are changes of the
 * box's value `gapMs` of fake time apart. A slow machine then types exactly as fast as a fast one.
 * Testing Library's waits run on the same timers, so a test goes back to real ones before awaiting.
 */
function keepTheClock(input: HTMLElement) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  act(() => input.focus());
  return {
    type(text: string, gapMs: number) {
      const start = (input as HTMLInputElement).value;
      for (let end = 1; end <= text.length; end++) {
        if (end > 1) act(() => vi.advanceTimersByTime(gapMs));
        fireEvent.change(input, { target: { value: start + text.slice(0, end) } });
      }
    },
    wait: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
  };
}

/** Lets an answer the fake gateway has already given reach the screen: its promises, then React's work. */
const deliver = () => act(async () => {});

afterEach(() => vi.useRealTimers());

describe('AddressSearch', () => {
  it('asks once typing pauses, then picks a suggestion with the keyboard', async () => {
    const { of, onPick, input } = setup(({ variables }) => answer(String(variables.text)));
    const clock = keepTheClock(input);
    // Keystrokes closer together than the pause ask nothing while they come...
    clock.type('high st', suggestDelayMs - 50);
    clock.wait(suggestDelayMs - 1);
    expect(of('AddressSuggestions')).toHaveLength(0);
    // ...and once the pause is complete, one request asks for the whole text.
    clock.wait(1);
    expect(of('AddressSuggestions').map((r) => r.variables)).toEqual([{ accountId: '103', dataset: 'uk-paf', text: 'high st' }]);
    vi.useRealTimers();

    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(suggestions.map((s) => s.text));
    expect(of('AddressSuggestions')).toHaveLength(1);
    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1', text: suggestions[0].text }));
    expect(input).toHaveProperty('value', suggestions[0].text);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('highlights no suggestion until an arrow key is pressed', async () => {
    const user = userEvent.setup();
    const { onPick, input } = setup(({ variables }) => answer(String(variables.text)));
    await user.type(input, 'high st');
    const options = await screen.findAllByRole('option');
    // The highlighted suggestion is the one a screen reader announces and Enter would pick.
    const highlighted = () => options.filter((o) => o.id === input.getAttribute('aria-activedescendant'));
    expect(highlighted()).toEqual([]);
    await user.keyboard('{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(highlighted().map((o) => o.textContent)).toEqual([suggestions[0].text]);
  });

  it('after the picked address is edited, highlights nothing again, so ArrowDown then Enter picks the first suggestion once more', async () => {
    const user = userEvent.setup();
    const { onPick, input } = setup(({ variables }) => answer(String(variables.text)));
    await user.type(input, 'high st');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a1' }));

    // The person changes the address in the box, and the same suggestions come back.
    await user.type(input, '{Backspace}');
    const options = await screen.findAllByRole('option');
    const highlighted = () => options.filter((o) => o.id === input.getAttribute('aria-activedescendant'));
    expect(highlighted()).toEqual([]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledTimes(2);
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a1', text: suggestions[0].text }));
    expect(input).toHaveProperty('value', suggestions[0].text);
  });

  it('drops an answer to an older keystroke', async () => {
    // The service answers for "hig" whatever is asked: a slow answer to an earlier keystroke.
    const { client, of, input } = setup(() => answer('hig'));
    const clock = keepTheClock(input);
    clock.type('hig', 0);
    clock.wait(suggestDelayMs);
    await deliver();
    // While the box still says "hig" the answer is current, and shown.
    expect(screen.getAllByRole('option')).toHaveLength(2);

    clock.type('h', 0);
    // The answer to "hig" no longer matches the box, so it goes at once.
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    clock.wait(suggestDelayMs);
    expect(of('AddressSuggestions').at(-1)?.variables.text).toBe('high');
    await deliver();
    // The answer to the "high" request came (it is in the cache) and says "hig": it is not shown.
    const cached = client.readQuery({ query: AddressSuggestionsQuery, variables: { accountId: '103', dataset: 'uk-paf', text: 'high' } });
    expect(cached?.addressSuggestions.text).toBe('hig');
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
    expect(screen.getByTestId('no-match-hint').textContent).toBe(
      'Try a postcode, with or without its space (M1\u00a01AA), or a number and street, such as 10 Downing Street.',
    );
  });

  it('waits for two characters before asking', () => {
    const { of, input } = setup(({ variables }) => answer(String(variables.text)));
    const clock = keepTheClock(input);
    clock.type('h', 0);
    clock.wait(suggestDelayMs * 10);
    expect(of('AddressSuggestions')).toHaveLength(0);
    clock.type('i', 0);
    clock.wait(suggestDelayMs);
    expect(of('AddressSuggestions').map((r) => r.variables.text)).toEqual(['hi']);
  });

  it('shows a service failure beside the box', async () => {
    const user = userEvent.setup();
    const { input } = setup(({ variables }) =>
      answer(String(variables.text), [], { code: 'UPSTREAM_TIMEOUT', message: 'The address service took too long to answer.' }),
    );
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

describe('a paste longer than the gateway searches', () => {
  it('is cut at 500 characters, searched, and the field says so', async () => {
    const { input, of } = setup(({ variables }) => answer(String(variables.text)));
    await userEvent.click(input);
    await userEvent.paste('1 High Street '.repeat(43)); // 602 characters
    expect((input as HTMLInputElement).value).toHaveLength(500);
    expect(screen.getByText('Only the first 500 characters are searched; the rest was left out.')).toBeTruthy();
    await waitFor(() => expect(of('AddressSuggestions').at(-1)?.variables.text).toHaveLength(500));
  });

  it('counts an emoji as one character, as the gateway does, and never keeps half of one', async () => {
    const { input } = setup(({ variables }) => answer(String(variables.text)));
    await userEvent.click(input);
    // 260 characters, 520 UTF-16 units: within the 500 characters searched, so kept whole.
    await userEvent.paste('🏠'.repeat(260));
    expect((input as HTMLInputElement).value).toBe('🏠'.repeat(260));
    expect(screen.queryByText('Only the first 500 characters are searched; the rest was left out.')).toBeNull();
    await userEvent.clear(input);
    // 501 characters: cut after the 499th emoji, not within the 250th.
    await userEvent.paste(`a${'🏠'.repeat(500)}`);
    expect((input as HTMLInputElement).value).toBe(`a${'🏠'.repeat(499)}`);
    expect(screen.getByText('Only the first 500 characters are searched; the rest was left out.')).toBeTruthy();
  });
});
