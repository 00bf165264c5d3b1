import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each browser test file took in a whole run (three workers on two cores, at a load of 8 to
 * 20, 26 November 2026). Only their order matters: the longest files start first, so that no long
 * file starts last, while the other workers have nothing left to run (docs/testing.md).
 */
const measuredSeconds: Record<string, number> = {
  'small-screen.test.ts': 325,
  'address-cleanse.test.ts': 235,
  'partners.test.ts': 231,
  'help-centre.test.ts': 177,
  'shop.test.ts': 143,
  'shell.test.ts': 123,
  'help-screenshots.test.ts': 109,
  'page-titles.test.ts': 105,
  'address-cleanse-records.test.ts': 95,
  // 73 s then; the journey back through a refused session added some 18 s of 96 when run alone.
  'sign-in.test.ts': 90,
  'wizards.test.ts': 83,
  'services.test.ts': 78,
  'account-administration.test.ts': 72,
  'data-administration.test.ts': 69,
  'accessibility.test.ts': 68,
  'reporting.test.ts': 65,
  'subscription-figures.test.ts': 63,
  'user-settings.test.ts': 63,
  'search-and-status.test.ts': 62,
  'date-inputs.test.ts': 60,
  'help-tips.test.ts': 56,
  'explorer.test.ts': 55,
  'without-extensions.test.ts': 54,
  'applications.test.ts': 52,
  'first-run.test.ts': 46,
  'tokens.test.ts': 46,
  'token-caps.test.ts': 34,
  'dev-docs-examples.test.ts': 7,
};

/**
 * Vitest's order, except that the browser tests' files run longest first. Vitest does that itself
 * from the durations it caches after a run, and starts the largest files first where it has none,
 * which on a fresh clone put the help pictures' short file (and a long run of screenshots) last.
 * A file Vitest has timed in this checkout goes by that time, then by the table above; a file in
 * neither is new and starts first, as Vitest starts files it does not know.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const isBrowserTest = (file: TestSpecification) => file.project.name === 'e2e';
    const secondsOf = (file: TestSpecification) => {
      const cached = this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(root, file.moduleId)}`);
      if (cached) return cached.duration / 1000;
      return measuredSeconds[relative(`${root}/e2e/tests`, file.moduleId)] ?? Number.POSITIVE_INFINITY;
    };
    const browserTests = sorted.filter(isBrowserTest).sort((a, b) => secondsOf(b) - secondsOf(a));
    // The browser tests keep the places Vitest gave them (a group of their own), in the new order.
    return sorted.map((file) => (isBrowserTest(file) ? browserTests.shift()! : file));
  }
}
