import type { Guide } from '../guide';

export const addressLookupHelpGuide: Guide = {
  name: 'addressLookupHelpGuide',
  title: 'Address Lookup Guide',
  group: 'Applications',
  summary: 'Find a full postal address as you type, and copy it as a label laid out your way or as separate fields.',
  sections: [
    {
      heading: 'What Address Lookup is for',
      blocks: [
        {
          p: '[Address Lookup](/applications/addresslookup) finds a complete, correctly written postal address from a few characters: part of a street, a building name or a postcode. Use it to check an address a customer gave you over the phone, or to fill in a delivery address without typing mistakes. Owners and members of the account can use it.',
        },
        { shot: 'addressLookup' },
      ],
    },
    {
      heading: 'Step by step',
      blocks: [
        {
          steps: [
            'Choose the **Dataset**: your territory’s own addresses (UK addresses (PAF) in the uk, Australian addresses (G-NAF) in australia) or **International addresses**. With International, also choose the country.',
            'Type at least two characters into **Search for an address**. Suggestions appear as you type; every word you type must start a word of the address, so “10 down” and the postcode “SW1A 2” both work, with or without the space in the postcode.',
            'Move through the suggestions with the arrow keys and press Enter, or click one.',
            'The address appears as a **label** and as **fields** (organisation, sub-building, building name and number, street, locality, town, county, postcode, country). Copy whichever your system needs.',
          ],
        },
      ],
    },
    {
      heading: 'The label settings',
      blocks: [
        {
          p: 'Under **Label layout** you decide how the label is written. A change costs nothing and applies to the next address you retrieve: the label already shown keeps the layout it was retrieved in, and **Retrieve again in the new layout (1 click)** above it lays it out again for one click. Your choice is kept in this browser for your next visit; **Reset to defaults** puts back the territory’s defaults (7 lines, Fixed town, uppercase town, organisation and county as required in the uk; 5 lines and county always in australia).',
        },
        {
          terms: [
            [
              'Lines on the label',
              'Exactly this many lines, 1 to 10. When the address has more lines than fit, the most detailed lines are joined with commas; blank lines fill the rest.',
            ],
            [
              'Label format',
              '**Standard** writes the lines one after another with blanks at the end; **Fixed postcode** keeps the postcode on the last line; **Fixed town** puts the town on the second-last line and the postcode on the last, as most mailing software expects.',
            ],
            ['Post town', 'Uppercase (LONDON), as Royal Mail prefers, or Capitalised (London).'],
            [
              'Line for the organisation',
              'As required puts a company name first when there is one; Always keeps the first line for it even when blank; Never leaves it out.',
            ],
            ['County', 'As required includes it when there is room; Always gives it a line; Never leaves it out.'],
          ],
        },
      ],
    },
    {
      heading: 'What costs clicks',
      blocks: [
        {
          p: 'Suggestions are free. Each address you pick and retrieve counts **one click** on the account’s address lookup subscription, whatever the label settings. Changing the label settings counts nothing; retrieving the address shown again in a new layout counts one click, as the button says. Picking the same address again counts again. Watch your balance on [Home](/home) or in the [reporting summary](/reporting/summary).',
        },
      ],
    },
    {
      heading: 'When something fails',
      blocks: [
        {
          terms: [
            ['No suggestions', 'Check the dataset: an Australian address will not be found in the UK dataset. Try fewer words, or the postcode alone.'],
            [
              'This account has no address lookup subscription',
              'The account holds no active address lookup plan. Buy one in the [Shop](/shop), or change to an account that has one.',
            ],
            ['That dataset is not available to this account', 'The dataset belongs to another territory. Choose your own or International.'],
            ['Not allowed to use that account', 'You are neither an owner nor a member of the account; ask its owner to invite you, or change account.'],
          ],
        },
      ],
    },
  ],
};
