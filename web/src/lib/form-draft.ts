import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { sessionStore } from './session/session-store';
import { draftKey } from './storage-keys';

// What a person has typed into a form and not sent, kept as their draft in the tab's session storage
// (docs/flows.md): a session that ends mid-form (a 401 on Submit, a failed renewal, another tab
// logging out) sends them to the login page, and signing in again brings them back to a form that
// holds what they typed. Log Out and another person signing in forget it (lib/session/session-store.ts).

/**
 * How long the draft may go unwritten while the form changes: a few writes a second, not one a
 * keystroke; what is still to write is written when the form closes or the page is left.
 */
export const formDraftWriteDelayMs = 300;

/** A field's name and its words: `cardNumber` is card and number, `discardDuplicates` no card. */
const words = (name: string) => [name, ...name.split(/(?=[A-Z])|[^A-Za-z0-9]+/)].map((word) => word.toLowerCase());
const cardWords = new Set(['card', 'cvc', 'cvv']);

/** Fields never kept, whatever a form asks: passwords and card details stay in the page alone. */
const neverKept = (name: string) => /pass(word|code|phrase)/i.test(name) || words(name).some((word) => cardWords.has(word));

type Json = string | number | boolean | null | Json[] | { [field: string]: Json };
type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const omitted = (name: string, omit: readonly string[]) => neverKept(name) || omit.includes(name);

/** `value` without its omitted fields, at any depth, as JSON keeps it. */
function kept(value: unknown, omit: readonly string[]): Json | undefined {
  if (Array.isArray(value)) return value.map((item) => kept(item, omit) ?? null);
  if (isFields(value)) {
    const fields: Record<string, Json> = {};
    for (const [name, field] of Object.entries(value)) {
      const held = omitted(name, omit) ? undefined : kept(field, omit);
      if (held !== undefined) fields[name] = held;
    }
    return fields;
  }
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return undefined;
}

/**
 * The draft of a form that started as `start` and now holds `values`: the fields changed since, as
 * JSON, or '' when nothing is. Only what the person changed, so that a record edited meanwhile
 * elsewhere keeps its other fields as they now are when the draft comes back.
 */
export function draftText(start: FieldValues, values: FieldValues, omit: readonly string[] = []): string {
  const was = kept(start, omit) as Record<string, Json>;
  const now = kept(values, omit) as Record<string, Json>;
  const changed = Object.entries(now).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(was[name]));
  return changed.length ? JSON.stringify(Object.fromEntries(changed)) : '';
}

/**
 * `value` if it is shaped as the form's `like` (the same kind of value; a list of items shaped as
 * the form's first, or of plain values when the form's is empty; an object with each of the form's
 * fields), else undefined. A draft left by an older version of the portal, or written by hand,
 * must not put into a form what its fields cannot show.
 */
function shaped(like: unknown, value: unknown, omit: readonly string[]): unknown {
  if (Array.isArray(like)) {
    if (!Array.isArray(value)) return undefined;
    const items = value.map((item) => (like.length ? shaped(like[0], item, omit) : ['string', 'number', 'boolean'].includes(typeof item) ? item : undefined));
    return items.includes(undefined) ? undefined : items;
  }
  if (isFields(like)) {
    if (!isFields(value)) return undefined;
    const fields: Fields = {};
    for (const [name, field] of Object.entries(like)) {
      fields[name] = omitted(name, omit) ? field : shaped(field, value[name], omit);
      if (fields[name] === undefined) return undefined;
    }
    return fields;
  }
  if (like === null) return value === null || ['string', 'number', 'boolean'].includes(typeof value) ? value : undefined;
  return typeof value === typeof like ? value : undefined;
}

/**
 * The form's values with the draft `text` over `start`: each field of the draft the form has,
 * shaped as the form's and not omitted. Null when the draft holds none (no draft, or unreadable).
 */
export function restoredValues<T extends FieldValues>(start: T, text: string | null, omit: readonly string[] = []): T | null {
  if (!text) return null;
  let draft: unknown;
  try {
    draft = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isFields(draft)) return null;
  const restored: Fields = {};
  for (const [name, value] of Object.entries(draft)) {
    if (!(name in start) || omitted(name, omit)) continue;
    const field = shaped(start[name], value, omit);
    if (field !== undefined) restored[name] = field;
  }
  return Object.keys(restored).length ? ({ ...start, ...restored } as T) : null;
}

/** Keeps `text` as the draft `draftAt` (a draftKey); '' keeps nothing. False when the storage refused it. */
function keep(draftAt: string, text: string): boolean {
  if (!text) {
    sessionStorage.removeItem(draftAt);
    return true;
  }
  try {
    sessionStorage.setItem(draftAt, text);
    return true;
  } catch {
    // Storage full or refused (a private window): an older draft must not come back in its place.
    sessionStorage.removeItem(draftAt);
    return false;
  }
}

/**
 * Writes `userId`'s draft of `screen` at most once per `formDraftWriteDelayMs`, the latest each
 * time, and at once on `flush`. Only while `userId` is signed in: once Log Out has forgotten the
 * drafts, nothing still to write may bring one back.
 *
 * A session lost without the person asking keeps the draft, latest keystrokes included, while
 * Log Out or another person signing in forgets it; by the time the session store says the session
 * has gone, only the storage tells the two apart: Log Out has removed every draft, a lost session
 * none. So a change to a form with no draft kept is written at once, never later, and while a
 * change is still to write some draft is always there to tell by.
 */
export function formDraftKeeper(userId: string, screen: string) {
  const key = draftKey(userId, screen);
  const stored = sessionStorage.getItem(key);
  /** What the storage holds, as far as this keeper wrote it: '' for nothing. */
  let written = stored ?? '';
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const signedIn = () => sessionStore.get()?.id === userId;

  const drop = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  const write = () => {
    const text = pending;
    drop();
    if (text === null || text === written) return;
    written = keep(key, text) ? text : '';
  };
  const flush = () => (signedIn() ? write() : drop());

  return {
    /** The draft the form opens with, as it was stored; null for none. */
    stored,
    /** The draft is now `text` ('' for nothing changed). */
    change(text: string) {
      pending = text;
      if (text && !written) flush();
      else timer ??= setTimeout(flush, formDraftWriteDelayMs);
    },
    /** Writes what is still to write, now. */
    flush,
    /** After a change of session: written if it was lost (the draft still there), dropped if it was ended. */
    sessionChanged() {
      if (signedIn()) return;
      if (pending !== null && sessionStorage.getItem(key) !== null) write();
      else drop();
    },
    /** The form was sent, or the person cancelled it: nothing of it is kept. */
    clear() {
      drop();
      sessionStorage.removeItem(key);
      written = '';
    },
  };
}

export interface FormDraftOptions {
  /** Fields (by name, at any depth) never kept, besides passwords and card details, which never are. */
  omit?: readonly string[];
}

export interface FormDraft<T> {
  /** The values the form was opened with from the draft, or null when it had none. */
  restored: T | null;
  /** Forgets the draft: call it once the form is sent, or when the person cancels it. */
  clear: () => void;
}

/**
 * Keeps what is typed into `form` as the signed-in user's draft of `screen` (draftKey), and opens
 * the form with it: the draft is put over the form's defaults with reset, keeping those defaults,
 * so the fields it changed read as changed (dirty). `screen` names the one thing the form is for
 * (`lead:101:602`, not `lead`), so that one record's draft never fills another's; null keeps
 * nothing. Both are read once, as the form reads its defaults. Written a few times a second at most
 * (formDraftKeeper), and whatever is still to write when the form closes, the page is left
 * (`pagehide`) or the session is lost.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, screen: string | null, { omit = [] }: FormDraftOptions = {}): FormDraft<T> {
  const [draft] = useState(() => {
    const userId = sessionStore.get()?.id;
    if (!userId || !screen) return null;
    const keeper = formDraftKeeper(userId, screen);
    // A copy: the form changes its values object in place.
    const start = JSON.parse(JSON.stringify(form.getValues())) as T;
    return { start, omit, restored: restoredValues(start, keeper.stored, omit), keeper };
  });
  const { reset, subscribe } = form;

  // Once the form is mounted, before the person can type into it: after every field and useWatch of
  // the form has subscribed (in their layout effects), so that all of them show the draft.
  useEffect(() => {
    if (draft?.restored) reset(draft.restored, { keepDefaultValues: true });
  }, [draft, reset]);

  useEffect(() => {
    if (!draft) return;
    const { start, omit: left, keeper } = draft;
    const stopWatching = subscribe({ formState: { values: true }, callback: ({ values }) => keeper.change(draftText(start, values, left)) });
    const stopFollowing = sessionStore.subscribe(keeper.sessionChanged);
    window.addEventListener('pagehide', keeper.flush);
    return () => {
      stopWatching();
      stopFollowing();
      window.removeEventListener('pagehide', keeper.flush);
      keeper.flush();
    };
  }, [draft, subscribe]);

  return { restored: draft?.restored ?? null, clear: () => draft?.keeper.clear() };
}
