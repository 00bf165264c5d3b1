import type { Guide } from '../guide';

export const servicesGuide: Guide = {
  name: 'servicesGuide',
  title: 'Services, Bundles and Tokens Guide',
  group: 'Administration',
  summary: 'Read each subscription and its click bundles, decide who may use which service, and run the API tokens your programs call with.',
  sections: [
    {
      heading: 'Subscriptions and bundles',
      blocks: [
        {
          p: '[Administration → Services](/administration/services) shows every subscription of the current account and who may use it. Only owners and the provider’s staff open it.',
        },
        { shot: 'services' },
        {
          terms: [
            [
              'Clicks left',
              'What remains, out of the plan’s allowance plus its bundles (17,576 of 21,000 is a 20,000 plan with a 1,000 bundle). Home, reporting and partner administration show the same figure.',
            ],
            ['Average clicks a day', 'Over the last 30 days.'],
            ['Change in use on the 30 days before', 'Positive when use is growing; a quickly growing service will run out sooner.'],
            ['Ends', 'When the period ends; with automatic renewal it starts again.'],
            [
              'Runs out',
              'The day the clicks left would be used up at the average of the last 30 days. Before the end date, you need more clicks in time; after it, they outlast the period. Not in use when nothing is being used.',
            ],
            ['Status and replaced by', 'Active or not; a plan that is being withdrawn says which plan replaces it.'],
            ['Bundles', 'Each click bundle, newest first: clicks, price, the day bought and the dates it can be used, with its **Invoice**.'],
          ],
        },
        {
          p: 'Buy more clicks in the [Shop](/shop). Staff who may add bundles see **Create bundle**, which adds a bundle to the chosen account; they can edit or delete it from its row.',
        },
      ],
    },
    {
      heading: 'Who may use each service',
      blocks: [
        {
          p: 'Under **Who may use each service** every user of the account, and every API token, has a switch per service: Address Lookup, Address Autocomplete, Email Validation, Payment Validation (uk accounts only), Name Validation. Everything is on until you switch it off. Switching a service off for a user stops them using it in the portal; for a token, stops programs using that token for it. Changes apply at once. A service that offers a **service JWT** (Address Autocomplete) lets you get a key lasting a day for web pages.',
        },
      ],
    },
    {
      heading: 'API tokens',
      blocks: [
        { shot: 'tokens' },
        {
          p: 'An API token lets one of your programs (your website, your CRM) call our look-up services for this account without a person signing in. Give each program its own token, so you can restrict, read and stop each one separately. [Administration → Tokens](/administration/tokens) lists them as cards.',
        },
        {
          steps: [
            'Select **Create token**, give it a **Tag** (its name, unique in the account) and confirm with your **Password**; Enter confirms.',
            'Copy the key into your program’s configuration. The card shows only the key’s start and end (sbx_975c••••••••6777 in the sandbox); the eye shows it whole and the copy button copies it.',
            'Restrict it with **Edit**: an **IP range** (one address or a range such as 203.0.113.0/24) it may be called from, a **Referrer** (the website it may be used on), and an **Expires on** date.',
            'Cap what it may spend with **Daily cap** (clicks a day) and **Daily cap per address** (clicks a day from one visitor), so a key copied from your web page cannot use up the account’s clicks. The counts start again at midnight, UK time (Sydney time for Australian accounts).',
            'Select **Blocked calls** to see what the services refused the key in the last 30 days, counted by reason, and the latest 50 with the address and page they came from: many addresses or strange pages suggest someone else is using the key, your own site being refused suggests a setting to change.',
            'Select **Try it** to make one real look-up with the token and see the answer or the refusal (it counts a click like any other).',
            'Select **Lock** to refuse every call with the token at once, **Unlock** to allow them again, or **Delete** to remove it for good.',
          ],
        },
        {
          p: '**Change all tokens** locks, unlocks, restricts or caps every token of the account in one go. Each card shows who created the token, when it was **Last used** and a sparkline of its clicks in the last 30 days; the [tokens report](/reporting/tokens) has the detail.',
        },
        {
          p: 'The account’s owners get an e-mail when a key reaches one of its daily caps, and when one key has as many refused calls within an hour as the number under **Alerts** at the foot of the Tokens screen (10 until you change it; empty for never). Each key sends at most one e-mail per reason and day, with a link to the token. Each owner can switch these e-mails off under **API token alerts** in [My Settings](/user).',
        },
      ],
    },
    {
      heading: 'When something fails',
      blocks: [
        {
          terms: [
            ['The token is locked', 'Unlock it on its card.'],
            ['Requests from … are outside the token’s IP range', 'The program calls from another address: widen the range or clear it.'],
            ['The token only accepts requests referred by …', 'Calls must come from the token’s website; set the referrer to the site that uses it.'],
            ['This token may not use …', 'The service is switched off for the token under Who may use each service.'],
            [
              'The token’s daily cap of … clicks is reached',
              'The key used its clicks for today: raise the cap, or wait for midnight. Blocked calls shows where the calls came from.',
            ],
            ['Requests from … reached the token’s daily cap of … per address', 'One visitor used their share for today; others are still answered.'],
            ['The account already has a token tagged …', 'Choose another tag.'],
          ],
        },
      ],
    },
  ],
};
