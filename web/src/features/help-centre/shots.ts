/**
 * The screenshots the guides show, as plain data shared by the guides (which picture, its alt text)
 * and the screenshot script in e2e/src/help-screenshots.ts (where to take it). Each is taken from
 * the running portal against the sandbox, signed in as `user` (owner@acme.example unless named), 1280 px wide, and kept
 * in web/public/help/{id}.png, which the build copies beside the app: the pictures are served as
 * files, so they add nothing to any route's chunk, and a guide names a picture by its id, so the
 * type check catches a guide showing a picture the script does not take.
 */
export interface Shot {
  /** Who the picture is taken as, where it is not owner@acme.example. */
  user?: 'partner@northwind.example';
  /** The portal path the picture shows. */
  path: string;
  /** The page's h1 once the screen is there: the script fails when it never appears. */
  heading: string;
  /** What the picture shows, for someone who cannot see it. */
  alt: string;
  /** Something a person does on the screen before the picture is taken (the script knows each). */
  action?: 'retrieveAddress' | 'validateEmails' | 'validateAccount';
}

export const shots = {
  home: {
    path: '/home',
    heading: 'Welcome, Olivia Owner',
    alt: 'The home page: who is signed in, the current account Acme Main of Acme Ltd, and its subscriptions with the clicks left, renewal date, price and status of each.',
  },
  userSettings: {
    path: '/user',
    heading: 'User Settings',
    alt: 'User Settings: the signed-in user’s details with Edit and Change password, and their privacy settings as switches.',
  },
  addressLookup: {
    path: '/applications/addresslookup',
    heading: 'Address Lookup',
    alt: 'Address Lookup after picking a suggestion for a High Street address: the address as a label on the left, as named fields on the right, and the Label layout settings below.',
    action: 'retrieveAddress',
  },
  emailValidation: {
    path: '/applications/emailvalidation',
    heading: 'Email Validation',
    alt: 'Email Validation with four addresses checked: a table giving each address its verdict (valid, risky, invalid), the reason and a suggested correction.',
    action: 'validateEmails',
  },
  paymentValidation: {
    path: '/applications/paymentvalidation',
    heading: 'Payment Validation',
    alt: 'Payment Validation with sort code 08-99-99 and account number 66374958 checked: the result says whether they pass and names the modulus checks made.',
    action: 'validateAccount',
  },
  cleanseFiles: {
    path: '/applications/addresscleanse',
    heading: 'Address Cleanse',
    alt: 'The Address Cleanse file list: the file customers-2026.csv, Finished, with its size, rows and dates, an actions menu, and the Upload a file button.',
  },
  cleanseUpload: {
    path: '/applications/addresscleanse/upload',
    heading: 'Upload an address file',
    alt: 'The upload page: a drop area for a CSV, TSV or text file with a Choose a file button.',
  },
  cleanseFields: {
    path: '/applications/addresscleanse/file/401/updatefields',
    heading: 'Update Fields',
    alt: 'Update Fields: each column of the file with its first two rows, the address field chosen for it and its order, and Save and continue.',
  },
  cleanseProperties: {
    path: '/applications/addresscleanse/file/401/properties',
    heading: 'Properties',
    alt: 'Properties: address matching against UK Addresses (PAF) with corrections, duplicates and what happens to them, suppression choices, output groups and output fields, and Save and run the test.',
  },
  cleanseFile: {
    path: '/applications/addresscleanse/file/401',
    heading: 'customers-2026.csv',
    alt: 'A finished file: the full results with Download the cleansed file and the summary report, what happened to each of the 12,480 records and into which file, match levels, changes and a sample of them; then the costs with the invoice, and the test results.',
  },
  cleansePrices: {
    path: '/administration/addresscleanse',
    heading: 'Address Cleanse Prices',
    alt: 'Address Cleanse Prices as the owner sees them: the prices that apply to the account and its job charges, read-only.',
  },
  shop: {
    path: '/shop',
    heading: 'Shop',
    alt: 'The shop: a card per service with its lowest price, then Payment and automatic renewals with the saved card, who may pay and each subscription’s renewal switch.',
  },
  shopService: {
    path: '/shop/addresslookup',
    heading: 'Address Lookup',
    alt: 'The Address Lookup shop page: tabs for all, plans and click bundles, and a card per plan with its price bands, a Clicks field and Add to basket.',
  },
  basket: {
    path: '/shop/basket',
    heading: 'Basket',
    alt: 'The basket, empty, beside the checkout form: company, name, e-mail address, address lines, town, county, postcode and country, and Go to payment.',
  },
  reportingSummary: {
    path: '/reporting/summary',
    heading: 'Summary',
    alt: 'The reporting summary for the last 30 days: each subscription’s clicks used and left, average a day, change and run-out day, then the forecast chart of clicks left.',
  },
  reportingServices: {
    path: '/reporting/services',
    heading: 'Services',
    alt: 'The services report: clicks per day for each subscription as a chart, weeks that changed by more than 25% pointed out, and Show the figures and Export CSV.',
  },
  reportingTokens: {
    path: '/reporting/tokens',
    heading: 'Tokens',
    alt: 'The tokens report: clicks per API token per day, the locked crm token’s line flat since it was locked, and the total clicks.',
  },
  account: {
    path: '/administration/account',
    heading: 'Account',
    alt: 'Administration, Account: Acme Main’s address, corporate and charity status, and its users with their access levels, Edit account and Invite user.',
  },
  invite: {
    path: '/administration/account/invite',
    heading: 'Invite User',
    alt: 'Invite user: the e-mail address of the person to invite and the access level they will have.',
  },
  services: {
    path: '/administration/services',
    heading: 'Services',
    alt: 'Administration, Services: each subscription with clicks left, average use, end date and status, its click bundles with invoices, and the services each user and token may use.',
  },
  tokens: {
    path: '/administration/tokens',
    heading: 'Tokens',
    alt: 'Administration, Tokens: the website and crm tokens as cards with their key, restrictions, lock state, last use and a sparkline of clicks, and New token.',
  },
  partnerLeads: {
    user: 'partner@northwind.example',
    path: '/partner/leads',
    heading: 'Leads',
    alt: 'Northwind Partners’ leads: a table of company, contact, services, opened and close dates and status (Open, Lost, Won), with Find, a Status filter and Create lead.',
  },
  partnerAdministration: {
    user: 'partner@northwind.example',
    path: '/partner/administration',
    heading: 'Partner Administration',
    alt: 'Partner Administration for Northwind Partners: each organisation it looks after, with its accounts’ plans, datasets, clicks used and remaining, and their dates.',
  },
} satisfies Record<string, Shot>;

export type ShotId = keyof typeof shots;
