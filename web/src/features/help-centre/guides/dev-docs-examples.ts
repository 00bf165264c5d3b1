/**
 * The developers' guide's examples as data, so that the guide shows them as curl commands and
 * e2e/tests/dev-docs-examples.test.ts sends exactly these requests to the sandbox. A `$NAME` in a
 * base, path, header or body is something the reader fills in (the test fills in the sandbox's).
 */
export interface ApiExample {
  id: string;
  /** What the example does, shown above it. */
  caption: string;
  method: 'GET' | 'POST';
  /** The service's address, as a variable the reader sets. */
  base: '$AUTOCOMPLETE_URL' | '$ADDRESS_LOOKUP_URL' | '$EMAIL_VALIDATION_URL' | '$BANK_URL' | '$PORTAL_URL';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The HTTP status a correct call answers with. */
  status: number;
}

const bearerKey = { Authorization: 'Bearer $API_KEY' };

export const lookupExamples: ApiExample[] = [
  {
    id: 'suggest',
    caption: 'Suggestions for what someone typed (free of clicks): the answer is a list of { id, text }.',
    method: 'GET',
    base: '$AUTOCOMPLETE_URL',
    path: '/autoc/json?q=high%20street%20manc&dataset=uk-paf&max=5',
    headers: bearerKey,
    status: 200,
  },
  {
    id: 'retrieve',
    caption: 'The whole address for a suggestion’s id, as a label and as fields (one click).',
    method: 'GET',
    base: '$ADDRESS_LOOKUP_URL',
    path: '/json/uk-paf?q=$ADDRESS_ID&accId=$ACCOUNT_ID&OutputFields=7&LabelFormat=FixedTown&ListOutputs=true',
    headers: bearerKey,
    status: 200,
  },
  {
    id: 'verify',
    caption: 'Start checking an e-mail address (one click): the answer is { id }.',
    method: 'POST',
    base: '$EMAIL_VALIDATION_URL',
    path: '/verify?accId=$ACCOUNT_ID',
    headers: { ...bearerKey, 'Content-Type': 'application/json' },
    body: '{"email": "jane.doe@gmial.com"}',
    status: 202,
  },
  {
    id: 'verdict',
    caption: 'Read the verdict; while state is "pending", ask again a moment later.',
    method: 'GET',
    base: '$EMAIL_VALIDATION_URL',
    path: '/verify/$VERIFICATION_ID',
    headers: bearerKey,
    status: 200,
  },
  {
    id: 'bank',
    caption: 'Check a UK sort code and account number (SOAP 1.1, one click).',
    method: 'POST',
    base: '$BANK_URL',
    path: '/',
    headers: {
      ...bearerKey,
      'Content-Type': 'text/xml; charset=utf-8',
      SOAPAction: '"http://dataportal.example/bank-validation/ValidateBankAccount"',
    },
    body: [
      '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:b="http://dataportal.example/bank-validation">',
      '  <soap:Body>',
      '    <b:ValidateBankAccountRequest>',
      '      <b:sortCode>089999</b:sortCode>',
      '      <b:accountNumber>66374958</b:accountNumber>',
      '      <b:dataset>BANK</b:dataset>',
      '    </b:ValidateBankAccountRequest>',
      '  </soap:Body>',
      '</soap:Envelope>',
    ].join('\n'),
    status: 200,
  },
];

const bearerPortal = { Authorization: 'Bearer $PORTAL_TOKEN', 'Content-Type': 'application/json' };

export const gatewayExamples: ApiExample[] = [
  {
    id: 'me',
    caption: 'Who the token belongs to.',
    method: 'POST',
    base: '$PORTAL_URL',
    path: '/graphql',
    headers: bearerPortal,
    body: '{"query": "{ me { id name personalName } }"}',
    status: 200,
  },
  {
    id: 'plans',
    caption: 'The account’s subscriptions and their clicks left.',
    method: 'POST',
    base: '$PORTAL_URL',
    path: '/graphql',
    headers: bearerPortal,
    body: '{"query": "{ accountPlans(accountId: \\"$ACCOUNT_ID\\") { plan remainClicks endDate status } }"}',
    status: 200,
  },
];

/**
 * An example as the curl command a reader would type in a POSIX shell: the address and headers in
 * double quotes and the body in a here-document, so that the `$NAME`s they hold are filled in from
 * the reader's shell variables.
 */
export function curlOf(example: ApiExample): string {
  const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;
  const lines = [`curl -X ${example.method} ${quoted(example.base + example.path)}`];
  for (const [name, value] of Object.entries(example.headers)) lines.push(`  -H ${quoted(`${name}: ${value}`)}`);
  if (example.body === undefined) return lines.join(' \\\n');
  lines.push('  --data-binary @- <<EOF');
  return `${lines.join(' \\\n')}\n${example.body}\nEOF`;
}
