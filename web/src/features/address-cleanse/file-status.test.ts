// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextPage } from './file-status';

describe('where a file of the listing is taken up again', () => {
  it.each([
    ['uploaded', '/applications/addresscleanse/file/7/updatefields'],
    ['mapped', '/applications/addresscleanse/file/7/properties'],
    ['tested', '/applications/addresscleanse/file/7'],
    ['costed', '/applications/addresscleanse/file/7'],
    ['processing', '/applications/addresscleanse/file/7'],
    ['finished', '/applications/addresscleanse/file/7'],
    ['discarded', '/applications/addresscleanse/file/7'],
  ] as const)('%s: %s', (status, page) => expect(nextPage('7', status)).toBe(page));
});
