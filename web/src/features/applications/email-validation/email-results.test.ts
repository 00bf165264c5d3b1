// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { summarise, toCsv, type EmailRow } from './email-results';

const rows: EmailRow[] = [
  { email: 'ok@gmail.com', status: 'valid' },
  { email: 'someone@mailinator.com', status: 'risky', reason: 'disposable' },
  { email: 'info@gmail.com', status: 'risky', reason: 'roleAccount' },
  { email: 'jo@gmial.com', status: 'invalid', reason: 'noMailDomain', suggestion: 'jo@gmail.com' },
  { email: 'bob@example.com', status: 'invalid', reason: 'reservedDomain' },
  { email: 'x@smallfirm.co.uk', status: 'unknown', reason: 'unconfirmed' },
  { email: '"odd,one"@example.com', status: null, failure: { message: 'The service timed out, "please" retry' } },
  { email: '=HYPERLINK("http://evil.example")@x.com', status: 'invalid', reason: 'syntax', suggestion: '-2+3@x.com' },
];

describe('e-mail results', () => {
  it('sums up the verdicts, failures apart', () => {
    expect(summarise(rows)).toEqual({ valid: 1, risky: 2, invalid: 3, unknown: 1, failed: 1 });
  });

  it('writes CSV with a header, reasons in words, quoting where needed, and formulas defused', () => {
    expect(toCsv(rows).split('\r\n')).toEqual([
      'Email,Status,Reason,Suggestion',
      'ok@gmail.com,Valid,,',
      'someone@mailinator.com,Risky,Disposable address: the domain hands out throwaway addresses,',
      'info@gmail.com,Risky,"Role account (like info@ or sales@), not a person",',
      'jo@gmial.com,Invalid,The domain receives no mail,jo@gmail.com',
      'bob@example.com,Invalid,A reserved example or test domain (like example.com or .test): no mail can reach it,',
      'x@smallfirm.co.uk,Unknown,The domain’s mail server could neither confirm nor rule out this mailbox,',
      '"""odd,one""@example.com",Not checked,"The service timed out, ""please"" retry",',
      `"'=HYPERLINK(""http://evil.example"")@x.com",Invalid,Not written as an e-mail address can be,"'-2+3@x.com"`,
    ]);
  });
});
