import { describe, expect, it } from 'vitest';
import { chromiumArgs, featuresLeftOn, playwrightDisabledFeatures } from '../e2e/src/chromium';

// Chromium goes by the last --disable-features it is given, so the browser tests' own list must
// repeat every feature Playwright switches off (docs/testing.md). featuresLeftOn names those the
// last list drops; the browser tests' worker refuses to start when it names any.
describe('the features the browser tests switch off', () => {
  const ours = chromiumArgs.filter((arg) => arg.startsWith('--disable-features='));

  it.each([
    { args: ['--disable-features=A,B', '--disable-features=A,B,C'], leftOn: [] },
    { args: ['--disable-features=A,B', '--disable-features=B'], leftOn: ['A'] },
    { args: ['--disable-features=A', '--no-sandbox', '--disable-features=B', '--disable-features=C'], leftOn: ['A', 'B'] },
    { args: ['--disable-features=A,B'], leftOn: [] },
    { args: ['--no-sandbox'], leftOn: [] },
  ])('finds $leftOn left on in $args', ({ args, leftOn }) => {
    expect(featuresLeftOn(args)).toEqual(leftOn);
  });

  it('gives Chromium one list, holding all of Playwright’s and the address bar’s drop-down', () => {
    expect(ours).toHaveLength(1);
    const features = ours[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining([...playwrightDisabledFeatures, 'WebUIOmniboxPopup']));
    expect(featuresLeftOn([`--disable-features=${playwrightDisabledFeatures.join(',')}`, ...chromiumArgs])).toEqual([]);
  });
});
