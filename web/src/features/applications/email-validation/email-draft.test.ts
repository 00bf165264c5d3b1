import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailDraft } from './email-draft';

afterEach(() => vi.restoreAllMocks());

describe("a user's unsent e-mail list", () => {
  it('is kept per user, and emptying the box keeps nothing', () => {
    emailDraft.keep('7', 'jo@example.com');
    expect(emailDraft.read('7')).toBe('jo@example.com');
    expect(emailDraft.read('8')).toBe('');
    emailDraft.keep('7', '');
    expect(emailDraft.read('7')).toBe('');
  });

  it('never brings back an older list when the storage refuses the newer one', () => {
    emailDraft.keep('7', 'jo@example.com');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    emailDraft.keep('7', 'jo@example.com\nann@example.com');
    expect(emailDraft.read('7')).toBe('');
  });
});
