// The browser tests always run against a sandbox of their own, whatever the shell has configured:
// every upstream address set empty makes the portal start its sandbox in its place.
export const noUpstreams: Record<string, string> = Object.fromEntries(
  [
    'ACCOUNT_MANAGER_URL',
    'USER_SERVER_URL',
    'BUREAU_URL',
    'FILE_SERVER_UK_URL',
    'FILE_SERVER_AUSTRALIA_URL',
    'ADDRESS_LOOKUP_URL',
    'AUTOCOMPLETE_URL',
    'EMAIL_VALIDATION_URL',
    'BANK_SOAP_URL',
  ].map((name) => [name, '']),
);
