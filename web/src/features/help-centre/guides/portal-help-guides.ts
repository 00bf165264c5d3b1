import type { Guide } from '../guide';

export const portalHelpGuides: Guide = {
  name: 'portalHelpGuides',
  title: 'Getting Started Guide',
  group: 'Getting started',
  summary: 'Find your way around the portal: home, the account bar, changing account, your settings and the first-visit tips.',
  sections: [
    {
      heading: 'What the portal is for',
      blocks: [
        {
          p: 'The Data Portal is where you use and run your subscriptions to our address and data-quality services. You look up addresses, check e-mail addresses and bank accounts, cleanse whole files of addresses, buy plans and click bundles, read how many **clicks** you have used, and decide who in your organisation may do what.',
        },
        {
          p: 'Almost everything is counted in clicks. Each address you retrieve, each e-mail address or bank account you check, counts one click on the subscription for that service. Suggestions while you type an address are free. When a subscription runs low you can top it up with a click bundle from the [Shop](/shop).',
        },
      ],
    },
    {
      heading: 'Home',
      blocks: [
        { shot: 'home' },
        {
          p: 'After you log in you arrive at [Home](/home). It shows who is signed in, the account the portal is acting for, and that account’s subscriptions.',
        },
        {
          terms: [
            ['Signed in as', 'Your user name (your e-mail address) and your company.'],
            ['Current account', 'The account your look-ups are counted against, with its organisation and your role in it (Owner or Member).'],
            [
              'Clicks left',
              'What remains of the subscription in this period, out of what the plan and its bundles hold (19,583 of 23,000 is a 20,000 plan with bundles of 1,000 and 2,000).',
            ],
            ['Renews', 'The day the period ends and, with automatic renewal on, starts again with a fresh allowance.'],
            ['Status', 'Whether the subscription is active. A subscription that is not active answers no look-ups.'],
          ],
        },
      ],
    },
    {
      heading: 'The account bar and Change Account',
      blocks: [
        {
          p: 'Your organisation may hold several accounts (Acme Ltd holds Acme Main and Acme Web, for example), and a partner looks after several organisations. The bar under the menus names the organisation and account you are working in. Everything you do is for that account: its clicks, its users, its files.',
        },
        {
          steps: [
            'Select **Change Account** in the account bar.',
            'Pick the partner or organisation, then the account. A level with only one choice is chosen for you.',
            'Use **Back** to go up a level. The portal remembers your choice for your next visit.',
          ],
        },
        {
          p: 'A **Pending Ownership** marker means someone has been invited to take ownership of the account and has not accepted yet. The basket icon shows how many items are waiting in this account’s basket.',
        },
      ],
    },
    {
      heading: 'Your settings',
      blocks: [
        { shot: 'userSettings' },
        {
          p: "Open your user name in the account bar and choose **My Settings**. [User Settings](/user) lists your details; **Edit details** changes your name, company and address, and **Change password** asks for your current password before taking a new one of at least 8 characters with a letter and a digit. Under **Privacy settings** you switch marketing, service messages (such as the low click balance warning at 10% and renewal reminders) and usage statistics on or off; each switch is saved as you change it, and only you (or the provider's staff) can change them.",
        },
      ],
    },
    {
      heading: 'Help tips and when something fails',
      blocks: [
        {
          p: 'On your first visit to each screen a few help tips point out its parts. Use **Next Tip** and the back arrow to move between them, **Got it** on the last, or **Hide Tips** to switch every tip off. Each guide in this [Help Centre](/helpcentre) explains one part of the portal in more depth.',
        },
        {
          p: 'When a request fails, a dialog titled **Error** says what the portal was trying to do (for example “Failed to load your details”) followed by the service’s reason. Read the reason first: it usually says what to change. If your session has ended you see “Authentication error: Authentication Failure” and are asked to log in again. A page that says it is not available while using this account needs another account: use Change Account or return home.',
        },
      ],
    },
  ],
};
