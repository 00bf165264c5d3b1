import { describe, expect, it } from 'vitest';
import { resolveStrict } from '../src/settings';

describe('SANDBOX_STRICT', () => {
  it.each([
    [undefined, {}, false],
    [undefined, { SANDBOX_STRICT: '' }, false],
    [undefined, { SANDBOX_STRICT: '0' }, false],
    [undefined, { SANDBOX_STRICT: '1' }, true],
    [undefined, { SANDBOX_STRICT: ' 1 ' }, true],
    [false, { SANDBOX_STRICT: '1' }, false],
    [true, {}, true],
  ])('option %s with %j is %s', (option, env, strict) => {
    expect(resolveStrict(option, env)).toBe(strict);
  });

  it('refuses anything but 1 or 0', () => {
    expect(() => resolveStrict(undefined, { SANDBOX_STRICT: 'yes' })).toThrow('SANDBOX_STRICT must be 1 (every provider extension answers 404) or 0');
  });
});
