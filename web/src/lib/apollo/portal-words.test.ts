// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inPortalWords } from './portal-words';

const refusal = (reason: string | undefined) => ({
  data: null,
  errors: [
    {
      message: 'Cannot load the plans: Account 104 is not one you own or belong to',
      extensions: { code: 'FORBIDDEN', action: 'load the plans', msg: 'Account 104 is not one you own or belong to', upstreamStatus: null, reason },
    },
  ],
});

describe("the gateway's refusals in the portal's words", () => {
  it.each([
    ['NOT_GROUP_USER', 'This page is not currently available while using this account. Please switch to another account or return home.'],
    ['NOT_OWNER', 'This page is not currently available while using this account. Please switch to another account or return home.'],
    ['ROLE_REQUIRED', 'This page is not currently available while using this account. Please switch to another account or return home.'],
    ['NOT_PARTNER', 'The page you were looking for is only available for partners.'],
    ['REFERRER_PARTNER', 'The page you were looking for is not accessible through this partner type.'],
    ['TERRITORY', 'The page you were looking for is not accessible through this account.'],
  ])("shows a refusal by the guards' rule %s in the guard's own text, keeping the code and the rest", (reason, text) => {
    const shown = inPortalWords(refusal(reason));
    expect(shown.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', action: 'load the plans', msg: text, upstreamStatus: null, reason });
  });

  it("keeps any other failure's msg, and an answer without errors as it is", () => {
    const other = refusal(undefined);
    expect(inPortalWords(other)).toBe(other);
    const answer = { data: { me: { id: '1' } } };
    expect(inPortalWords(answer)).toBe(answer);
  });
});
