import type { Guide } from '../guide';

export const accountAdminHelpGuide: Guide = {
  name: 'accountAdminHelpGuide',
  title: 'Account Administration Guide',
  group: 'Administration',
  summary:
    'Keep the account’s address and status up to date, invite colleagues, set what each user may do, remove people who leave, and, for partners, track leads and customers.',
  sections: [
    {
      heading: 'What account administration is for',
      blocks: [
        {
          p: '[Administration → Account](/administration/account) is where the owner of an account runs it: its name and address, its corporate and charity status, and the people who use it. Only owners of the account (and the provider’s staff) can open it. The screen acts for the account in the account bar; change account to administer another.',
        },
        { shot: 'account' },
      ],
    },
    {
      heading: 'The account’s details and status',
      blocks: [
        {
          terms: [
            ['Edit account', 'Changes the account’s name and postal address. The name may not be blank.'],
            [
              'Corporate status',
              'An organisation can be marked corporate, which affects the prices and terms it is offered; **Remove corporate status** undoes it.',
            ],
            [
              'Charity status',
              'Enter the **Charity number** and tick the postal operator or Ordnance Survey discounts that apply, then **Set charity number**. The provider verifies it: the status reads pending until it is confirmed valid or not valid. You can remove it at any time.',
            ],
            [
              'Delete',
              'Deletes the account or organisation. A group that still holds other groups must have them deleted first, and an account with subscriptions or charges cannot be deleted.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Invite a colleague',
      blocks: [
        { shot: 'invite' },
        {
          steps: [
            'Select **Invite user**.',
            'Enter their **E-mail address**. They need not have a user yet: the e-mail’s link lets them register or log in, then join.',
            'Choose the **Access level**: **Member** uses the account’s services; **Owner** also runs the account, buys and reads its reports.',
            'Leave **Expires after** at 1 day and 0 hours, or give them longer in days and hours; the form says when the invitation would lapse.',
            'Tick **Take ownership** to hand the account over: the account shows **Pending Ownership** until they accept.',
            'Select **Send invitation**. It waits under **Pending invitations** until the link is followed; **Withdraw** cancels it.',
          ],
        },
      ],
    },
    {
      heading: 'Change what a user may do',
      blocks: [
        {
          p: 'The **Users** table lists everyone with access to the account: name, e-mail address, **Access level** (and the group it comes from, such as an owner of the organisation above), when they were **Last active**, and whether they are Active or Locked. **Find a user** filters it; it pages 25 at a time.',
        },
        {
          steps: [
            'Select **Edit** beside the user.',
            'Change their access level, or switch their permissions on and off; each switch is saved as you change it.',
            "A lock stops someone signing in to every account, other organisations' too, so only the provider's staff can lock or unlock a user: ask them, or remove the user from your account.",
            'Select **Remove from account** and confirm to take their access to this account away. Their user stays, for any other groups they belong to.',
          ],
        },
        {
          p: 'Which services each user may use is set on [Administration → Services](/administration/services); see the [Services, Bundles and Tokens Guide](/helpcentre/servicesGuide).',
        },
      ],
    },
    {
      heading: 'Partners: leads and the organisations you look after',
      blocks: [
        {
          p: 'When a partner is selected in the account bar, its owners get a **Partner** menu. **Leads** is where a reselling partner tells us about companies it is bringing to us; referrer partners do not have it. **Administration** shows the organisations the partner looks after.',
        },
        { shot: 'partnerLeads' },
        {
          steps: [
            'Open [Leads](/partner/leads). **Find** searches company, contact and service; **Status** shows only open, won or lost leads. Select a lead to read it in full, mark it won or lost, or delete it.',
            'Select **Create lead**. Fill in the company name, the contact’s name and **E-mail address**, tick the services it wants (Address Lookup, Payment Validation, Address Cleanse) with the quantity, and give the **Probability (%)** it signs (0 to 100) and the **Close date** you expect.',
            'Tick **Joint meeting wanted** if you would like us to meet the company with you, add a description, and select **Submit lead**. Nothing is sent until the form is complete; a field that is missing says so.',
          ],
        },
        { shot: 'partnerAdministration' },
        {
          p: '[Partner Administration](/partner/administration) lists each organisation under the partner with its accounts: the plan and dataset of each subscription, its **Clicks left** of the plan’s allowance and bundles (with a bar of what is left), the start and end dates, and the day the clicks left run out at the recent rate (**Runs out**), marked where that comes before the plan ends. The figures are the ones the account’s owner sees. Use it to see which customers will soon need more clicks.',
        },
      ],
    },
    {
      heading: 'When something fails',
      blocks: [
        {
          terms: [
            ['This is you. Another owner can change your own access.', 'You cannot lower your own access or lock yourself; ask another owner.'],
            ['That group still holds other groups: delete them first', 'Delete or move its accounts before the organisation.'],
            ['An invitation never arrives', 'Check the address for typing slips and spam folders, withdraw it and send it again; it lapses after its expiry.'],
            ['This page is not currently available while using this account', 'You are not an owner of the account in the account bar. Change account.'],
            ['The page you were looking for is only available for partners', 'Select a partner with Change Account before opening the Partner menu’s pages.'],
          ],
        },
      ],
    },
  ],
};
