import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { sessionStore } from './session/session-store';
import { draftKey } from './storage-keys';
import { sessionUser } from '../test/session-user';
import { draftText, formDraftKeeper, formDraftWriteDelayMs, restoredValues, useFormDraft } from './form-draft';

const start = {
  email: '',
  expiry: { days: '1', hours: '0' },
  takeOwnership: false,
  services: [{ service: 'Address Lookup', chosen: false, quantity: '' }],
  integrations: [] as string[],
  password: '',
};

describe('the draft of a form', () => {
  it.each([
    ['nothing changed', start, [], ''],
    ['a field typed', { ...start, email: 'jo@example.com' }, [], '{"email":"jo@example.com"}'],
    ['a field typed and emptied again', { ...start, email: '' }, [], ''],
    ['a nested field', { ...start, expiry: { days: '7', hours: '0' } }, [], '{"expiry":{"days":"7","hours":"0"}}'],
    [
      'a list',
      { ...start, services: [{ service: 'Address Lookup', chosen: true, quantity: '20' }], integrations: ['CRM'] },
      [],
      '{"services":[{"service":"Address Lookup","chosen":true,"quantity":"20"}],"integrations":["CRM"]}',
    ],
    ['a field the form omits', { ...start, email: 'jo@example.com' }, ['email'], ''],
    ['a password, never', { ...start, password: 'Passw0rd!', currentPassword: 'x', email: 'jo@example.com' }, [], '{"email":"jo@example.com"}'],
    ['card details, never', { ...start, card: { number: '4111111111111111' }, cardNumber: '4111', cvc: '123', CVV: '123' }, [], ''],
    ['a field that only sounds like one', { ...start, discardDuplicates: true, passage: 'x' }, [], '{"discardDuplicates":true,"passage":"x"}'],
    ['a password inside a field', { ...start, expiry: { days: '2', hours: '0', newPassword: 'x' } }, [], '{"expiry":{"days":"2","hours":"0"}}'],
  ])('keeps the fields changed: %s', (_, values, omit, kept) => {
    expect(draftText(start, values, omit)).toBe(kept);
  });

  it.each([
    ['no draft', null, [], null],
    ['an unreadable draft', '{"email":', [], null],
    ['a draft that is not an object', '["jo@example.com"]', [], null],
    ['a field typed', '{"email":"jo@example.com"}', [], { ...start, email: 'jo@example.com' }],
    [
      'the lists as typed, however long',
      '{"services":[{"service":"Address Lookup","chosen":true,"quantity":"20"}],"integrations":["CRM","Website"]}',
      [],
      { ...start, services: [{ service: 'Address Lookup', chosen: true, quantity: '20' }], integrations: ['CRM', 'Website'] },
    ],
    ['a field the form does not have', '{"nickname":"Jo"}', [], null],
    ['a field of another kind', '{"email":7,"takeOwnership":"yes"}', [], null],
    ['a nested field missing a part', '{"expiry":{"days":"7"}}', [], null],
    ['a list item of another shape', '{"services":[{"service":"Address Lookup"}]}', [], null],
    ['a good field beside a bad one', '{"email":"jo@example.com","takeOwnership":"yes"}', [], { ...start, email: 'jo@example.com' }],
    ['a field the form omits', '{"email":"jo@example.com","takeOwnership":true}', ['email'], { ...start, takeOwnership: true }],
    ['a password written there by hand', '{"password":"x","cardNumber":"4111"}', [], null],
  ])('is restored over the form as it opens: %s', (_, text, omit, restored) => {
    expect(restoredValues(start, text, omit)).toEqual(restored);
  });
});

describe("the keeper of a user's form draft", () => {
  const key = draftKey('7', 'invite:103');
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStore.signIn(sessionUser());
  });
  afterEach(() => {
    sessionStore.signOut();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['a lost session keeps the latest change', () => sessionStore.expire(), '{"email":"jo@example.com"}'],
    ['Log Out forgets it', () => sessionStore.signOut(), null],
    ['another user signing in forgets it', () => sessionStore.signIn(sessionUser({ id: '8', userName: 'member@acme.example' })), null],
  ])('writes the first change at once, later ones a few times a second: %s', (_, end, left) => {
    const keeper = formDraftKeeper('7', 'invite:103');
    keeper.change('{"email":"j"}');
    expect(sessionStorage.getItem(key)).toBe('{"email":"j"}');
    keeper.change('{"email":"jo@"}');
    expect(sessionStorage.getItem(key)).toBe('{"email":"j"}');
    vi.advanceTimersByTime(formDraftWriteDelayMs);
    expect(sessionStorage.getItem(key)).toBe('{"email":"jo@"}');
    keeper.change('{"email":"jo@example.com"}');
    const stop = sessionStore.subscribe(keeper.sessionChanged);
    end();
    stop();
    keeper.flush();
    vi.advanceTimersByTime(formDraftWriteDelayMs);
    expect(sessionStorage.getItem(key)).toBe(left);
  });

  it('keeps nothing once the form is changed back, sent or cancelled', () => {
    const keeper = formDraftKeeper('7', 'invite:103');
    keeper.change('{"email":"j"}');
    keeper.change('');
    keeper.flush();
    expect(sessionStorage.getItem(key)).toBeNull();
    keeper.change('{"email":"jo@example.com"}');
    keeper.change('{"email":"jo@example.co"}');
    keeper.clear();
    keeper.flush();
    vi.advanceTimersByTime(formDraftWriteDelayMs);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('never brings back an older draft when the storage refuses the newer one', () => {
    const keeper = formDraftKeeper('7', 'invite:103');
    keeper.change('{"email":"j"}');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    keeper.change('{"email":"jo@example.com"}');
    keeper.flush();
    expect(sessionStorage.getItem(key)).toBeNull();
  });
});

describe('a form keeping its draft', () => {
  afterEach(() => sessionStore.signOut());

  const open = (screen: string | null = 'invite:103') =>
    renderHook(() => {
      const form = useForm({ defaultValues: { email: '', days: '1', password: '' } });
      const draft = useFormDraft(form, screen);
      return { form, draft, dirty: form.formState.isDirty, dirtyFields: form.formState.dirtyFields };
    });

  it('opens with the draft, the fields it changed dirty, and keeps what is typed but no password', () => {
    sessionStore.signIn(sessionUser());
    const first = open();
    act(() => {
      first.result.current.form.setValue('email', 'jo@example.com');
      first.result.current.form.setValue('password', 'Passw0rd!');
    });
    first.unmount();
    expect(sessionStorage.getItem(draftKey('7', 'invite:103'))).toBe('{"email":"jo@example.com"}');

    const again = open();
    expect(again.result.current.form.getValues()).toEqual({ email: 'jo@example.com', days: '1', password: '' });
    expect(again.result.current.dirty).toBe(true);
    expect(again.result.current.dirtyFields).toEqual({ email: true });
    expect(again.result.current.draft.restored).toEqual({ email: 'jo@example.com', days: '1', password: '' });
    act(() => again.result.current.draft.clear());
    again.unmount();
    expect(sessionStorage.getItem(draftKey('7', 'invite:103'))).toBeNull();
  });

  it("opens with nobody else's draft, and keeps nothing for a form that names no screen or with nobody signed in", () => {
    sessionStorage.setItem(draftKey('8', 'invite:103'), '{"email":"someone@else.example"}');
    sessionStore.signIn(sessionUser());
    const mine = open();
    expect(mine.result.current.form.getValues('email')).toBe('');
    expect(mine.result.current.dirty).toBe(false);
    mine.unmount();

    const none = open(null);
    act(() => none.result.current.form.setValue('email', 'jo@example.com'));
    none.unmount();
    sessionStore.signOut();
    const signedOut = open();
    act(() => signedOut.result.current.form.setValue('email', 'jo@example.com'));
    signedOut.unmount();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
