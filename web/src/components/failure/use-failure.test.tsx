import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { dialogStore } from '../dialogs/dialog-store';
import { FailureMessage } from './failure-message';
import { useFailure, type FailureHandle } from './use-failure';

const refused = new CombinedGraphQLErrors({
  errors: [{ message: 'No subscription', extensions: { code: 'NO_SUBSCRIPTION', msg: 'This account has no e-mail validation subscription.' } }],
});
const sessionGone = new CombinedGraphQLErrors({ errors: [{ message: 'Authentication Failure', extensions: { code: 'UNAUTHENTICATED' } }] });
const expected = 'Failed to validate the addresses: This account has no e-mail validation subscription.';

afterEach(() => dialogStore.closeAll());

/** A screen that does something that can fail, with or without a place for the failure. */
function Screen({ withPlace, watch, onHandle }: { withPlace: boolean; watch?: { error: unknown }; onHandle?: (failure: FailureHandle) => void }) {
  const failure = useFailure('validate the addresses', watch ? { watch: watch.error } : {});
  onHandle?.(failure);
  return (
    <form aria-label="A screen">
      {withPlace && <FailureMessage failure={failure} />}
      <button type="button" onClick={() => failure.report(refused)}>
        Validate
      </button>
    </form>
  );
}

const dialogs = () => dialogStore.list().map(({ kind, title, message }) => ({ kind, title, message }));

describe('presenting a failure where the screen expects it', () => {
  it('shows it in place where the screen has a FailureMessage for it, and opens no dialog', () => {
    render(<Screen withPlace />);
    act(() => screen.getByRole('button', { name: 'Validate' }).click());
    expect(screen.getByRole('alert').textContent).toBe(expected);
    expect(dialogs()).toEqual([]);
  });

  it('opens the Error dialog where the screen has no place for it', () => {
    render(<Screen withPlace={false} />);
    act(() => screen.getByRole('button', { name: 'Validate' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dialogs()).toEqual([{ kind: 'warning', title: 'Error', message: expected }]);
  });

  it('shows nothing for a 401: the client has signed the person out and said so', () => {
    let failure: FailureHandle | undefined;
    render(<Screen withPlace onHandle={(handle) => (failure = handle)} />);
    act(() => failure?.report(sessionGone));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dialogs()).toEqual([]);
  });

  it('puts a failure shown in place away on clear', () => {
    let failure: FailureHandle | undefined;
    render(<Screen withPlace onHandle={(handle) => (failure = handle)} />);
    act(() => screen.getByRole('button', { name: 'Validate' }).click());
    act(() => failure?.clear());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("follows a query's error: shown when it arrives, gone when the query succeeds", () => {
    const { rerender } = render(<Screen withPlace watch={{ error: undefined }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Screen withPlace watch={{ error: refused }} />);
    expect(screen.getByRole('alert').textContent).toBe(expected);
    rerender(<Screen withPlace watch={{ error: undefined }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dialogs()).toEqual([]);
  });

  it("opens the dialog for a query's error once, where the screen has no place for it", () => {
    const { rerender } = render(<Screen withPlace={false} watch={{ error: refused }} />);
    rerender(<Screen withPlace={false} watch={{ error: refused }} />);
    expect(dialogs()).toEqual([{ kind: 'warning', title: 'Error', message: expected }]);
  });
});
