import type { Block, Guide } from '../guide';
import { errorCodes } from '../../../lib/api-error-codes';
import { curlOf, gatewayExamples, lookupExamples, type ApiExample } from '../../../lib/api-examples';

const shown = (example: ApiExample): Block => ({ code: curlOf(example), caption: example.caption, example: example.id });

export const devDocsHelpGuide: Guide = {
  name: 'devDocsHelpGuide',
  title: 'Developers’ Guide',
  group: 'Developers',
  summary: 'Call the look-up services from your own programs with an API token, and query the portal’s GraphQL gateway.',
  sections: [
    {
      heading: 'Two ways in',
      blocks: [
        {
          p: 'Your programs can use our services without anyone signing in to the portal. For look-ups (address suggestions and addresses, e-mail verdicts, bank account checks) call the **look-up services** directly with an **API token**: a key made for one program, which you can restrict, lock and report on. For the things the portal itself shows (your subscriptions, clicks left, users, reports) query the portal’s **GraphQL gateway** with a **portal token**. Every call counts clicks exactly as the same look-up in the portal does.',
        },
        {
          p: 'The examples use curl in a POSIX shell and are run by our tests against the sandbox, so they work as written. Set the shell variables first: the services’ addresses (your account manager gives you the live ones; `npm run sandbox` prints the sandbox’s), your key and your account’s id.',
        },
        {
          code: [
            'export AUTOCOMPLETE_URL=https://autocomplete.example.com',
            'export ADDRESS_LOOKUP_URL=https://lookup.example.com',
            'export EMAIL_VALIDATION_URL=https://email.example.com',
            'export BANK_URL=https://bank.example.com',
            'export PORTAL_URL=https://portal.example.com',
            'export API_KEY=sbx_0123456789abcdef0123456789abcdef',
            'export ACCOUNT_ID=103',
          ].join('\n'),
          caption: 'The variables the examples read (placeholders: put in your own).',
        },
      ],
    },
    {
      heading: 'Get an API token',
      blocks: [
        {
          steps: [
            'As an owner of the account, open [Administration → Tokens](/administration/tokens) and select **Create token**.',
            'Give it a tag naming the program (website, crm) and confirm with your password. Copy the key it shows into the program’s configuration, never into code anyone can read.',
            'Restrict it: an IP range for a server, a referrer for a web page. Switch off services it does not need on [Administration → Services](/administration/services).',
            'Send the key as `Authorization: Bearer` with every call. The call acts for the token’s account.',
          ],
        },
      ],
    },
    {
      heading: 'Address lookup',
      blocks: [
        {
          p: 'Ask the autocomplete service for suggestions as the user types (free), then retrieve the chosen one by its id from the address lookup service (one click). Datasets are `uk-paf`, `au-gnaf` and `international` (with `country`, a code from `/countries/json`). The label options are those of the portal’s Label layout: `OutputFields` (1 to 10), `LabelFormat` (Standard, FixedPostcode, FixedTown), `TownFormat`, `ReserveOrgLine`, `IncludeCounty`; `ListOutputs=true` adds the named fields.',
        },
        shown(lookupExamples[0]!),
        { p: 'Put the id of the suggestion the user picked in `ADDRESS_ID` (for example `export ADDRESS_ID=uk-00abc`):' },
        shown(lookupExamples[1]!),
      ],
    },
    {
      heading: 'E-mail and bank account validation',
      blocks: [
        {
          p: 'E-mail validation is started, then read. The verdict has `status` (valid, risky, invalid, unknown), a `reason` for every verdict but valid (syntax, reservedDomain, noMailDomain, disposable, roleAccount, catchAll, and for unknown, unconfirmed) and a `suggestion` for a likely slip; the [Email Validation Guide](/helpcentre/emailValidationHelpGuide) explains each.',
        },
        shown(lookupExamples[2]!),
        { p: 'Put the `id` it answered in `VERIFICATION_ID`:' },
        shown(lookupExamples[3]!),
        {
          p: 'Bank accounts are checked by a SOAP service (its WSDL is at `$BANK_URL/?wsdl`). The answer holds `status` (valid, invalid, or unchecked when no check covers the number, as for a sort code outside the modulus checking table), `valid` (whether the number is accepted: true for unchecked too), the `reason` naming the modulus checks made, and the sort code and account number as checked; see the [Payment Validation Guide](/helpcentre/paymentHelp).',
        },
        shown(lookupExamples[4]!),
      ],
    },
    {
      heading: 'The GraphQL gateway',
      blocks: [
        {
          p: 'The gateway at `$PORTAL_URL/graphql` answers the same queries the portal makes; every type, field and argument is described in its schema. It takes a portal token: choose **Export API Token** in the breadcrumb bar’s menu, enter your password, and copy the token, which lasts a year, into `PORTAL_TOKEN`. Send queries as JSON with `query` and optional `variables`.',
        },
        {
          p: 'Try them first in the [GraphQL Explorer](/graphql) (also in the breadcrumb bar’s menu): the schema’s documentation with a search, completion as you type, variables, headers and a history, and these examples ready to open, one for each service. Opened from a browser signed in to the portal, it runs as you; anyone else puts `{"Authorization": "Bearer <token>"}` in its Headers. The whole schema is a file too, for code generators and reviews: [schema.graphql](/graphql/schema.graphql).',
        },
        ...gatewayExamples.map(shown),
        {
          p: 'The gateway refuses documents deeper than 8 levels, with more than 15 aliases, or costing more than 5,000, and counts at most 100 clicks a request. A field is removed only after a release in which it was deprecated with the reason and what to use instead; the schema’s changelog lists every change.',
        },
      ],
    },
    {
      heading: 'When a call fails',
      blocks: [
        { p: 'The look-up services answer an HTTP error status with `{"msg": "<reason>"}`:' },
        {
          terms: [
            ['401 Unknown API key', 'The key is mistyped or the token was deleted.'],
            ['403 The token is locked / expired', 'Unlock it, or give it a later expiry, on the Tokens screen.'],
            ['403 outside the token’s IP range / referrer', 'The call came from an address or page the token does not accept.'],
            [
              '403 the token’s daily cap … is reached',
              'The key, or the caller’s address, used its clicks for the day; the count starts again at midnight where the account is.',
            ],
            ['402 This account has no … subscription', 'The account needs a plan for that service: buy one in the [Shop](/shop).'],
            ['400 with a reason', 'A parameter is wrong; the `msg` names it, for example “OutputFields must be a whole number from 1 to 10”.'],
          ],
        },
        {
          p: 'The gateway answers failures in `errors`, each with a `message` saying what was refused and why, and `extensions` holding a `code` from the list below. Act on the code, never on the words, which may be improved. Most errors also carry `action` (what was being done), `msg` (the reason alone) and `upstreamStatus` (the service’s HTTP status, or null); a refusal of the portal’s own access rules carries `reason` as well (`NOT_GROUP_USER`, `NOT_OWNER`, `ROLE_REQUIRED`, `NOT_PARTNER`, `REFERRER_PARTNER`, `TERRITORY`, and `NOT_VALIDATED` for a session whose user has not validated yet, which may only validate). The look-ups report a service’s failure beside their input, in `failure`, with the same codes.',
        },
        { terms: errorCodes },
      ],
    },
  ],
};
