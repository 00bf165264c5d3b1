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

/**
 * A GraphQL operation of the gateway's, one for each service it offers: the developers' guide
 * shows it as a curl command (gatewayExamples) and the explorer at /graphql offers it as a ready
 * tab, so both show the same requests, and e2e/tests/dev-docs-examples.test.ts runs them.
 */
export interface GraphQLExample {
  id: string;
  /** The service it uses, as the explorer's collection names it. */
  service: string;
  caption: string;
  /** The operation as a person lays it out; it is named, so the explorer's tab is titled by it. */
  query: string;
  /** Its variables; the string `$ACCOUNT_ID` stands for the reader's account's id. */
  variables?: Record<string, unknown>;
}

const account = { accountId: '$ACCOUNT_ID' };

/**
 * The reporting example's window: from the first of the month two months back to today. A fixed
 * window falls out of an account's history as the months pass, and then shows only noughts.
 */
export function recentMonths(now = new Date()): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
  return { from: from.toISOString().slice(0, 10), to: now.toISOString().slice(0, 10) };
}

export const graphqlExamples: GraphQLExample[] = [
  {
    id: 'me',
    service: 'Your session',
    caption: 'Who the token belongs to.',
    query: 'query Me {\n  me {\n    userName\n    personalName\n    territory\n  }\n}',
  },
  {
    id: 'plans',
    service: 'Subscriptions',
    caption: 'The account’s subscriptions and their clicks left.',
    query: 'query AccountPlans($accountId: ID!) {\n  accountPlans(accountId: $accountId) {\n    plan\n    remainClicks\n    endDate\n    status\n  }\n}',
    variables: account,
  },
  {
    id: 'suggestions',
    service: 'Address lookup',
    caption: 'Address suggestions for what someone typed (free of clicks), from the uk dataset: an australia account names au-gnaf.',
    query:
      'query AddressSuggestions($accountId: ID!, $dataset: ID!, $text: String!) {\n  addressSuggestions(accountId: $accountId, dataset: $dataset, text: $text) {\n    suggestions {\n      id\n      text\n    }\n    failure {\n      code\n      message\n    }\n  }\n}',
    variables: { ...account, dataset: 'uk-paf', text: 'high street manc' },
  },
  {
    id: 'email',
    service: 'Email validation',
    caption: 'The verdict on e-mail addresses (one click each).',
    query:
      'query EmailValidation($accountId: ID!, $emails: [String!]!) {\n  emailValidation(accountId: $accountId, emails: $emails) {\n    email\n    status\n    reason\n    suggestion\n    failure {\n      code\n      message\n    }\n  }\n}',
    variables: { ...account, emails: ['jane.doe@gmial.com'] },
  },
  {
    id: 'bank',
    service: 'Payment validation',
    caption: 'Check a UK sort code and account number (one click).',
    query:
      'query BankAccountValidation($accountId: ID!, $sortCode: String!, $accountNumber: String!) {\n  bankAccountValidation(accountId: $accountId, sortCode: $sortCode, accountNumber: $accountNumber) {\n    valid\n    reason\n  }\n}',
    variables: { ...account, sortCode: '08-99-99', accountNumber: '66374958' },
  },
  {
    id: 'usage',
    service: 'Reporting',
    caption: 'Clicks used per subscription, month by month.',
    query:
      'query UsageReport($accountId: ID!, $from: DateTime!, $to: DateTime!) {\n  usageReport(accountId: $accountId, from: $from, to: $to, period: monthly) {\n    window {\n      from\n      to\n    }\n    subscriptions {\n      subscription {\n        plan\n      }\n      totalClicks\n    }\n  }\n}',
    variables: { ...account, ...recentMonths() },
  },
  {
    id: 'tokens',
    service: 'API tokens',
    caption: 'The account’s API tokens and when each was last used.',
    query: 'query ApiTokens($accountId: ID!) {\n  apiTokens(accountId: $accountId) {\n    tag\n    locked\n    expiry\n    lastUsed\n  }\n}',
    variables: account,
  },
  {
    id: 'shop',
    service: 'Shop',
    caption: 'The address lookup plans the account may buy, with their prices.',
    query: 'query ShopPlans($accountId: ID!) {\n  shopPlans(accountId: $accountId, service: address) {\n    plan\n    clicks\n    price\n    currency\n  }\n}',
    variables: account,
  },
  {
    id: 'cleanse',
    service: 'Address cleanse',
    caption: 'The account’s address files and where each is in the cleanse (uk accounts).',
    query: 'query BureauFiles($accountId: ID!) {\n  bureauFiles(accountId: $accountId) {\n    id\n    name\n    status\n  }\n}',
    variables: account,
  },
];

/**
 * An operation as the request the guide shows: its query on one line in a JSON body. In the
 * here-document curlOf writes, the operation's own `$name`s are escaped (`\$accountId`) so that
 * only the reader's shell variables (`$ACCOUNT_ID`) are filled in.
 */
export function gatewayRequest(example: GraphQLExample): ApiExample {
  const query = JSON.stringify(example.query.replace(/\s+/g, ' ')).replace(/\$/g, '\\$');
  const variables = example.variables ? `, "variables": ${JSON.stringify(example.variables)}` : '';
  return {
    id: example.id,
    caption: example.caption,
    method: 'POST',
    base: '$PORTAL_URL',
    path: '/graphql',
    headers: bearerPortal,
    body: `{"query": ${query}${variables}}`,
    status: 200,
  };
}

export const gatewayExamples: ApiExample[] = graphqlExamples.map(gatewayRequest);

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
