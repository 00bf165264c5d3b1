import { expect, it } from 'vitest';
import type { z } from 'zod';

// For the tests of each form that sends an e-mail address: it takes every address the gateway takes
// (email-rule.ts), refuses a badly written one in the form's own words, and names a control
// character nobody sees in the gateway's.

/** What the form says under the address field for `address`, or 'ok'. */
function underField(schema: z.ZodType, field: string, address: string): string {
  const parsed = schema.safeParse({ [field]: address });
  const issues = parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === field);
  return issues.length === 0 ? 'ok' : issues.map((issue) => issue.message).join('; ');
}

/** The cases, as tests of the form's schema with the address in `field`. */
export function itHoldsEmailToTheGatewaysRule(schema: z.ZodType, field: string, invalidWords: string): void {
  it.each(['bill&ben@example.com', 'olive@bücher.example', 'ольга@пример.рф'])('takes %s, as the gateway does', (address) => {
    expect(underField(schema, field, address)).toBe('ok');
  });

  it.each(['owner.acme.example', 'owner@localhost'])('refuses %s in its own words', (address) => {
    expect(underField(schema, field, address)).toBe(invalidWords);
  });

  it('names a control character nobody sees', () => {
    expect(underField(schema, field, 'owner@acme.example\u202e')).toBe('This has an invisible control character (U+202E, right-to-left override): remove it.');
  });
}
