import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type * as Axe from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One element axe found failing one rule, with axe's own words for why. */
export interface AxeFinding {
  rule: string;
  target: string;
  why: string;
}

/**
 * Runs the named axe rules (experimental ones included: naming a rule runs it) over the element
 * `selector` matches, and lists what fails. Only the named rules, so that a finding another change
 * brings in elsewhere on the page does not fail a check about something else.
 */
export async function axeFindings(page: Page, selector: string, rules: readonly string[]): Promise<AxeFinding[]> {
  // Evaluated through the browser's debugging protocol: the portal's Content-Security-Policy
  // rightly refuses inline scripts, and this is not one.
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ selector, rules }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const context = document.querySelector(selector);
      if (!context) throw new Error(`Nothing on the page matches ${selector}`);
      const results = await axe.run(context, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
      return results.violations.flatMap((violation) =>
        violation.nodes.map((node) => ({ rule: violation.id, target: node.target.join(' '), why: node.failureSummary ?? '' })),
      );
    },
    { selector, rules: [...rules] },
  );
}

/** Every axe rule over the element `selector` matches: each failing element, with its rule's impact. */
async function everyRule(page: Page, selector: string): Promise<{ line: string; impact: string | null | undefined }[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const context = document.querySelector(selector);
    if (!context) throw new Error(`Nothing on the page matches ${selector}`);
    const results = await axe.run(context, { resultTypes: ['violations'] });
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({ impact: violation.impact, line: `${violation.id} (${violation.impact ?? 'unrated'}): ${node.target.join(' ')}` })),
    );
  }, selector);
}

/**
 * Every axe rule over the element `selector` matches (the page's main part by default), keeping
 * what is serious or critical: what would stop someone using the screen.
 */
export async function seriousFindings(page: Page, selector = 'main'): Promise<string[]> {
  return (await everyRule(page, selector)).filter(({ impact }) => impact === 'serious' || impact === 'critical').map(({ line }) => line);
}

/** Every axe rule over the element `selector` matches, keeping every violation whatever its impact: for screens that must have none. */
export async function allFindings(page: Page, selector = 'main'): Promise<string[]> {
  return (await everyRule(page, selector)).map(({ line }) => line);
}
