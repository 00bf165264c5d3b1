export type ServiceName =
  'accountManager' | 'userServer' | 'bureau' | 'fileServerUk' | 'fileServerAustralia' | 'addressLookup' | 'autocomplete' | 'emailValidation' | 'bankSoap';

/** In the order of the README table, which is also the order of ports from SANDBOX_PORT_BASE. */
export const serviceNames: readonly ServiceName[] = [
  'accountManager',
  'userServer',
  'bureau',
  'fileServerUk',
  'fileServerAustralia',
  'addressLookup',
  'autocomplete',
  'emailValidation',
  'bankSoap',
];

export const serviceEnvVars: Record<ServiceName, string> = {
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
