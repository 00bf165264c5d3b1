import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerError } from '@apollo/client/errors';
import { fakeGateway, renderRoute, type FakeAnswer, type FakeRequest } from '../test-support';
import * as route from './address-lookup-route';

const suggestion = '1 High Street, Amersham, HP7 0DJ';
const retrieved: FakeAnswer = {
  data: {
    address: {
      __typename: 'AddressResult',
      address: {
        __typename: 'Address',
        id: 'a1',
        label: ['1 High Street', 'AMERSHAM', 'HP7 0DJ'],
        fields: [{ __typename: 'AddressField', name: 'Post town', value: 'AMERSHAM' }],
      },
      failure: null,
    },
  },
};
const trialUsedUp = "This account's address lookup trial has used all its clicks: buy a plan to go on";
const refused: FakeAnswer = {
  data: {
    address: {
      __typename: 'AddressResult',
      address: null,
      failure: { __typename: 'ServiceFailure', code: 'NO_SUBSCRIPTION', message: trialUsedUp, upstreamStatus: 402 },
    },
  },
};
const badGateway = () => new ServerError('Response not successful: Received status code 502', { response: new Response(null, { status: 502 }), bodyText: '' });

/** The gateway as the screen needs it; each Address request takes the next of `retrievals` (the address once they run out). */
function gateway(retrievals: (() => FakeAnswer | Promise<FakeAnswer>)[] = []) {
  return fakeGateway(({ operationName, variables }: FakeRequest) => {
    switch (operationName) {
      case 'AddressDatasets':
        return { data: { addressDatasets: [{ __typename: 'AddressDataset', ref: 'uk-paf', name: 'UK addresses (PAF)', international: false }] } };
      case 'AddressSuggestions':
        return {
          data: {
            addressSuggestions: {
              __typename: 'AddressSuggestions',
              text: variables.text,
              suggestions: [{ __typename: 'AddressSuggestion', id: 'a1', text: suggestion }],
              failure: null,
            },
          },
        };
      case 'Address':
        return (retrievals.shift() ?? (() => retrieved))();
      default:
        throw new Error(`Unexpected ${operationName}`);
    }
  });
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search for an address' });

/** Types into the search box (after what is there) and waits for the one suggestion. */
async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(await screen.findByRole('combobox', { name: 'Search for an address' }), text);
  return screen.findByRole('option', { name: suggestion });
}

describe('Address Lookup, retrieving the address picked', () => {
  it('offers Try again after a failed retrieval, which asks once more and shows the address', async () => {
    const { client, of } = gateway([
      () => {
        throw badGateway();
      },
    ]);
    await renderRoute(route, { client });
    const user = userEvent.setup();
    await search(user, 'sw1a2aa');
    await user.keyboard('{ArrowDown}{Enter}');
    const failure = await screen.findByTestId('address-failure');
    expect(failure.textContent).toContain("Failed to retrieve the address: the portal's server answered 502");
    expect(of('Address')).toHaveLength(1);

    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await screen.findByTestId('address-label');
    expect(of('Address')).toHaveLength(2);
    expect(of('Address')[1].variables).toEqual(of('Address')[0].variables);
    expect(screen.queryByTestId('address-failure')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('retrieves the same suggestion again when it is picked again after a failure', async () => {
    const { client, of } = gateway([
      () => {
        throw badGateway();
      },
    ]);
    await renderRoute(route, { client });
    const user = userEvent.setup();
    await search(user, 'sw1a2aa');
    await user.keyboard('{ArrowDown}{Enter}');
    await screen.findByTestId('address-failure');

    await user.type(searchBox(), '{Backspace}');
    await user.click(await screen.findByRole('option', { name: suggestion }));
    await screen.findByTestId('address-label');
    expect(of('Address')).toHaveLength(2);
    expect(screen.queryByTestId('address-failure')).toBeNull();
  });

  it('offers Try again when the trial had used its clicks, for once a plan is bought', async () => {
    const { client, of } = gateway([() => refused]);
    await renderRoute(route, { client });
    const user = userEvent.setup();
    await search(user, 'high');
    await user.keyboard('{ArrowDown}{Enter}');
    expect((await screen.findByTestId('address-failure')).textContent).toContain(trialUsedUp);
    expect(screen.getByRole('link', { name: 'Buy an address lookup plan in the Shop' })).toBeTruthy();

    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await screen.findByTestId('address-label');
    expect(of('Address')).toHaveLength(2);
    expect(screen.queryByTestId('address-failure')).toBeNull();
  });

  it('offers no Try again where another try would answer the same: the address is not there', async () => {
    const notFound: FakeAnswer = {
      data: {
        address: {
          __typename: 'AddressResult',
          address: null,
          failure: { __typename: 'ServiceFailure', code: 'NOT_FOUND', message: 'Address not found', upstreamStatus: 404 },
        },
      },
    };
    const { client } = gateway([() => notFound]);
    await renderRoute(route, { client });
    const user = userEvent.setup();
    await search(user, 'high');
    await user.keyboard('{ArrowDown}{Enter}');
    expect((await screen.findByTestId('address-failure')).textContent).toBe('Address not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('counts each deliberate pick of the same address (the guide: picking it again counts again), a double Enter or double click once', async () => {
    const { client, of } = gateway();
    await renderRoute(route, { client });
    const user = userEvent.setup();
    await search(user, 'high');
    await user.keyboard('{ArrowDown}{Enter}{Enter}');
    await screen.findByTestId('address-label');
    expect(of('Address')).toHaveLength(1);

    // The same address, picked again from a new search: retrieved again.
    await user.type(searchBox(), '{Backspace}');
    await screen.findByRole('option', { name: suggestion });
    await user.keyboard('{ArrowDown}{Enter}{Enter}');
    await waitFor(() => expect(of('Address')).toHaveLength(2));

    await user.type(searchBox(), '{Backspace}');
    await user.dblClick(await screen.findByRole('option', { name: suggestion }));
    await waitFor(() => expect(of('Address')).toHaveLength(3));
    await screen.findByTestId('address-label');
    expect(of('Address')).toHaveLength(3);
    expect(new Set(of('Address').map((request) => JSON.stringify(request.variables))).size).toBe(1);
  });

  it('asks once for the same address picked again while its retrieval is on its way', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const slow = new Promise<FakeAnswer>((resolve) => (answer = resolve));
    const { client, of } = gateway([() => slow]);
    await renderRoute(route, { client });
    const user = userEvent.setup();
    await search(user, 'high');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(of('Address')).toHaveLength(1));

    await user.type(searchBox(), '{Backspace}');
    await user.click(await screen.findByRole('option', { name: suggestion }));
    expect(of('Address')).toHaveLength(1);
    await act(async () => answer(retrieved));
    await screen.findByTestId('address-label');
    expect(of('Address')).toHaveLength(1);
  });
});
