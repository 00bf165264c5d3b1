/** The provider's services the gateway calls, each on its own base address. */
export const serviceNames = [
  'accountManager',
  'userServer',
  'bureau',
  'fileServerUk',
  'fileServerAustralia',
  'addressLookup',
  'autocomplete',
  'emailValidation',
  'bankSoap',
] as const;

export type ServiceName = (typeof serviceNames)[number];

/** The environment variable holding each service's base address. */
export const serviceUrlVariables: Readonly<Record<ServiceName, string>> = {
  accountManager: 'ACCOUNT_MANAGER_URL',
  userServer: 'USER_SERVER_URL',
  bureau: 'BUREAU_URL',
  fileServerUk: 'FILE_SERVER_UK_URL',
  fileServerAustralia: 'FILE_SERVER_AUSTRALIA_URL',
  addressLookup: 'ADDRESS_LOOKUP_URL',
  autocomplete: 'AUTOCOMPLETE_URL',
  emailValidation: 'EMAIL_VALIDATION_URL',
  bankSoap: 'BANK_SOAP_URL',
};

/** How error messages name each service ("The user server did not answer in time"). */
export const serviceLabels: Readonly<Record<ServiceName, string>> = {
  accountManager: 'account manager',
  userServer: 'user server',
  bureau: 'bureau server',
  fileServerUk: 'file server (UK)',
  fileServerAustralia: 'file server (Australia)',
  addressLookup: 'address lookup server',
  autocomplete: 'autocomplete server',
  emailValidation: 'email validation server',
  bankSoap: 'bank account server',
};
