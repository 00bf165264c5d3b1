import type { Express } from 'express';
import type { SandboxContext } from '../context';
import { createAccountManagerApp } from './account-manager';
import { createAddressLookupApp } from './address-lookup';
import { createAutocompleteApp } from './autocomplete';
import { createBankSoapApp } from './bank-soap';
import { createBureauApp } from './bureau';
import { createEmailValidationApp } from './email-validation';
import { createFileServerApp } from './file-server';
import type { ServiceName } from './names';
import { createUserServerApp } from './user-server';

export const serviceFactories: Record<ServiceName, (ctx: SandboxContext) => Express> = {
  accountManager: createAccountManagerApp,
  userServer: createUserServerApp,
  bureau: createBureauApp,
  fileServerUk: (ctx) => createFileServerApp(ctx, 'uk'),
  fileServerAustralia: (ctx) => createFileServerApp(ctx, 'australia'),
  addressLookup: createAddressLookupApp,
  autocomplete: createAutocompleteApp,
  emailValidation: createEmailValidationApp,
  bankSoap: createBankSoapApp,
};
