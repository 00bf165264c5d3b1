/** The demo sign-ins (as the repository's README lists them), for start-up banners. */
export const demoSignIns: { userName: string; roles: string; holds: string }[] = [
  { userName: 'owner@acme.example', roles: 'account', holds: 'owner of organisation Acme Ltd (so of both its accounts)' },
  { userName: 'member@acme.example', roles: 'account', holds: 'member (not owner) of account Acme Main only' },
  { userName: 'partner@northwind.example', roles: 'account', holds: 'owner of partner Northwind Partners' },
  { userName: 'referrer@referral.example', roles: 'account', holds: 'owner of partner Referral Co (a referrer)' },
  { userName: 'solo@solo.example', roles: 'account', holds: 'owner of organisation Solo Traders' },
  { userName: 'koala@koala.example', roles: 'account', holds: 'owner of organisation Koala Pty (territory australia)' },
  { userName: 'new@new.example', roles: 'account', holds: 'owner of organisation New Co, not yet validated; its validation code is 123456' },
  { userName: 'admin@provider.example', roles: 'admin', holds: 'staff' },
  { userName: 'super@provider.example', roles: 'super', holds: 'staff' },
  { userName: 'sales@provider.example', roles: 'sales', holds: 'staff' },
];
