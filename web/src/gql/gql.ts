/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CreateGroup($input: NewGroupInput!) {\n    createGroup(input: $input) {\n      id\n      accountId\n    }\n  }\n": typeof types.CreateGroupDocument,
    "\n  mutation ExportApiToken($userName: String!, $password: String!, $accountId: ID!) {\n    exportApiToken(userName: $userName, password: $password, accountId: $accountId)\n  }\n": typeof types.ExportApiTokenDocument,
    "\n  fragment ShellGroup_group on Group {\n    id\n    parentId\n    parentName\n    name\n    type\n    subtype\n    territory\n    isOwner\n    isMember\n    isManager\n    pendingOwnership\n  }\n": typeof types.ShellGroup_GroupFragmentDoc,
    "\n  query Shell {\n    myGroups {\n      ...ShellGroup_group\n      children {\n        ...ShellGroup_group\n        children {\n          ...ShellGroup_group\n        }\n      }\n    }\n  }\n": typeof types.ShellDocument,
    "\n  query AddressDatasets($accountId: ID!) {\n    addressDatasets(accountId: $accountId) {\n      ref\n      name\n      international\n    }\n  }\n": typeof types.AddressDatasetsDocument,
    "\n  fragment AddressResult_address on Address {\n    id\n    label\n    fields {\n      name\n      value\n    }\n  }\n": typeof types.AddressResult_AddressFragmentDoc,
    "\n  query AddressSuggestions($accountId: ID!, $dataset: ID!, $text: String!, $country: String) {\n    addressSuggestions(accountId: $accountId, dataset: $dataset, text: $text, country: $country) {\n      text\n      suggestions {\n        id\n        text\n      }\n      failure {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddressSuggestionsDocument,
    "\n  query AddressCountries {\n    addressCountries {\n      code\n      name\n    }\n  }\n": typeof types.AddressCountriesDocument,
    "\n  query Address($accountId: ID!, $dataset: ID!, $id: ID!, $country: String, $configuration: LabelConfigurationInput!) {\n    address(accountId: $accountId, dataset: $dataset, id: $id, country: $country, configuration: $configuration) {\n      address {\n        ...AddressResult_address\n      }\n      failure {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddressDocument,
    "\n  fragment EmailResultsTable_validation on EmailValidation {\n    email\n    status\n    reason\n    suggestion\n    failure {\n      code\n      message\n    }\n  }\n": typeof types.EmailResultsTable_ValidationFragmentDoc,
    "\n  query EmailValidation($accountId: ID!, $emails: [String!]!) {\n    emailValidation(accountId: $accountId, emails: $emails) {\n      ...EmailResultsTable_validation\n    }\n  }\n": typeof types.EmailValidationDocument,
    "\n  fragment PaymentResult_validation on BankAccountValidation {\n    sortCode\n    accountNumber\n    valid\n    reason\n  }\n": typeof types.PaymentResult_ValidationFragmentDoc,
    "\n  query BankAccountValidation($accountId: ID!, $sortCode: String!, $accountNumber: String!) {\n    bankAccountValidation(accountId: $accountId, sortCode: $sortCode, accountNumber: $accountNumber) {\n      ...PaymentResult_validation\n    }\n  }\n": typeof types.BankAccountValidationDocument,
    "\n  mutation RequestPasswordReset($userName: String!) {\n    requestPasswordReset(userName: $userName)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($userName: String!, $activationCode: String!, $password: String!) {\n    resetPassword(userName: $userName, activationCode: $activationCode, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ValidateUser($code: String!) {\n    validateUser(code: $code) {\n      ...SessionUser_session\n    }\n  }\n": typeof types.ValidateUserDocument,
    "\n  mutation SendValidationCode {\n    sendValidationCode\n  }\n": typeof types.SendValidationCodeDocument,
    "\n  mutation Register($input: RegistrationInput!, $captchaToken: String!) {\n    register(input: $input, captchaToken: $captchaToken) {\n      userId\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SignIn($userName: String!, $password: String!, $captchaToken: String) {\n    signIn(userName: $userName, password: $password, captchaToken: $captchaToken) {\n      ...SessionUser_session\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query Home {\n    me {\n      id\n      name\n      personalName\n      companyName\n    }\n  }\n": typeof types.HomeDocument,
    "\n  fragment SubscriptionsCard_plan on AccountPlan {\n    planId\n    service\n    plan\n    status\n    remainClicks\n    currency\n    subscription {\n      clicks\n      price\n      estimatedRenewalDate\n    }\n  }\n": typeof types.SubscriptionsCard_PlanFragmentDoc,
    "\n  query AccountPlans($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...SubscriptionsCard_plan\n    }\n  }\n": typeof types.AccountPlansDocument,
    "\n  fragment SessionUser_session on SessionUser {\n    jwt\n    id\n    userName\n    recycleDate\n    roles\n    territory\n    validated\n    accountId\n  }\n": typeof types.SessionUser_SessionFragmentDoc,
    "\n  mutation Reauthenticate($accountId: ID) {\n    reauthenticate(accountId: $accountId) {\n      ...SessionUser_session\n    }\n  }\n": typeof types.ReauthenticateDocument,
};
const documents: Documents = {
    "\n  mutation CreateGroup($input: NewGroupInput!) {\n    createGroup(input: $input) {\n      id\n      accountId\n    }\n  }\n": types.CreateGroupDocument,
    "\n  mutation ExportApiToken($userName: String!, $password: String!, $accountId: ID!) {\n    exportApiToken(userName: $userName, password: $password, accountId: $accountId)\n  }\n": types.ExportApiTokenDocument,
    "\n  fragment ShellGroup_group on Group {\n    id\n    parentId\n    parentName\n    name\n    type\n    subtype\n    territory\n    isOwner\n    isMember\n    isManager\n    pendingOwnership\n  }\n": types.ShellGroup_GroupFragmentDoc,
    "\n  query Shell {\n    myGroups {\n      ...ShellGroup_group\n      children {\n        ...ShellGroup_group\n        children {\n          ...ShellGroup_group\n        }\n      }\n    }\n  }\n": types.ShellDocument,
    "\n  query AddressDatasets($accountId: ID!) {\n    addressDatasets(accountId: $accountId) {\n      ref\n      name\n      international\n    }\n  }\n": types.AddressDatasetsDocument,
    "\n  fragment AddressResult_address on Address {\n    id\n    label\n    fields {\n      name\n      value\n    }\n  }\n": types.AddressResult_AddressFragmentDoc,
    "\n  query AddressSuggestions($accountId: ID!, $dataset: ID!, $text: String!, $country: String) {\n    addressSuggestions(accountId: $accountId, dataset: $dataset, text: $text, country: $country) {\n      text\n      suggestions {\n        id\n        text\n      }\n      failure {\n        code\n        message\n      }\n    }\n  }\n": types.AddressSuggestionsDocument,
    "\n  query AddressCountries {\n    addressCountries {\n      code\n      name\n    }\n  }\n": types.AddressCountriesDocument,
    "\n  query Address($accountId: ID!, $dataset: ID!, $id: ID!, $country: String, $configuration: LabelConfigurationInput!) {\n    address(accountId: $accountId, dataset: $dataset, id: $id, country: $country, configuration: $configuration) {\n      address {\n        ...AddressResult_address\n      }\n      failure {\n        code\n        message\n      }\n    }\n  }\n": types.AddressDocument,
    "\n  fragment EmailResultsTable_validation on EmailValidation {\n    email\n    status\n    reason\n    suggestion\n    failure {\n      code\n      message\n    }\n  }\n": types.EmailResultsTable_ValidationFragmentDoc,
    "\n  query EmailValidation($accountId: ID!, $emails: [String!]!) {\n    emailValidation(accountId: $accountId, emails: $emails) {\n      ...EmailResultsTable_validation\n    }\n  }\n": types.EmailValidationDocument,
    "\n  fragment PaymentResult_validation on BankAccountValidation {\n    sortCode\n    accountNumber\n    valid\n    reason\n  }\n": types.PaymentResult_ValidationFragmentDoc,
    "\n  query BankAccountValidation($accountId: ID!, $sortCode: String!, $accountNumber: String!) {\n    bankAccountValidation(accountId: $accountId, sortCode: $sortCode, accountNumber: $accountNumber) {\n      ...PaymentResult_validation\n    }\n  }\n": types.BankAccountValidationDocument,
    "\n  mutation RequestPasswordReset($userName: String!) {\n    requestPasswordReset(userName: $userName)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($userName: String!, $activationCode: String!, $password: String!) {\n    resetPassword(userName: $userName, activationCode: $activationCode, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ValidateUser($code: String!) {\n    validateUser(code: $code) {\n      ...SessionUser_session\n    }\n  }\n": types.ValidateUserDocument,
    "\n  mutation SendValidationCode {\n    sendValidationCode\n  }\n": types.SendValidationCodeDocument,
    "\n  mutation Register($input: RegistrationInput!, $captchaToken: String!) {\n    register(input: $input, captchaToken: $captchaToken) {\n      userId\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SignIn($userName: String!, $password: String!, $captchaToken: String) {\n    signIn(userName: $userName, password: $password, captchaToken: $captchaToken) {\n      ...SessionUser_session\n    }\n  }\n": types.SignInDocument,
    "\n  query Home {\n    me {\n      id\n      name\n      personalName\n      companyName\n    }\n  }\n": types.HomeDocument,
    "\n  fragment SubscriptionsCard_plan on AccountPlan {\n    planId\n    service\n    plan\n    status\n    remainClicks\n    currency\n    subscription {\n      clicks\n      price\n      estimatedRenewalDate\n    }\n  }\n": types.SubscriptionsCard_PlanFragmentDoc,
    "\n  query AccountPlans($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...SubscriptionsCard_plan\n    }\n  }\n": types.AccountPlansDocument,
    "\n  fragment SessionUser_session on SessionUser {\n    jwt\n    id\n    userName\n    recycleDate\n    roles\n    territory\n    validated\n    accountId\n  }\n": types.SessionUser_SessionFragmentDoc,
    "\n  mutation Reauthenticate($accountId: ID) {\n    reauthenticate(accountId: $accountId) {\n      ...SessionUser_session\n    }\n  }\n": types.ReauthenticateDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGroup($input: NewGroupInput!) {\n    createGroup(input: $input) {\n      id\n      accountId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGroup($input: NewGroupInput!) {\n    createGroup(input: $input) {\n      id\n      accountId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportApiToken($userName: String!, $password: String!, $accountId: ID!) {\n    exportApiToken(userName: $userName, password: $password, accountId: $accountId)\n  }\n"): (typeof documents)["\n  mutation ExportApiToken($userName: String!, $password: String!, $accountId: ID!) {\n    exportApiToken(userName: $userName, password: $password, accountId: $accountId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellGroup_group on Group {\n    id\n    parentId\n    parentName\n    name\n    type\n    subtype\n    territory\n    isOwner\n    isMember\n    isManager\n    pendingOwnership\n  }\n"): (typeof documents)["\n  fragment ShellGroup_group on Group {\n    id\n    parentId\n    parentName\n    name\n    type\n    subtype\n    territory\n    isOwner\n    isMember\n    isManager\n    pendingOwnership\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell {\n    myGroups {\n      ...ShellGroup_group\n      children {\n        ...ShellGroup_group\n        children {\n          ...ShellGroup_group\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Shell {\n    myGroups {\n      ...ShellGroup_group\n      children {\n        ...ShellGroup_group\n        children {\n          ...ShellGroup_group\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressDatasets($accountId: ID!) {\n    addressDatasets(accountId: $accountId) {\n      ref\n      name\n      international\n    }\n  }\n"): (typeof documents)["\n  query AddressDatasets($accountId: ID!) {\n    addressDatasets(accountId: $accountId) {\n      ref\n      name\n      international\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressResult_address on Address {\n    id\n    label\n    fields {\n      name\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment AddressResult_address on Address {\n    id\n    label\n    fields {\n      name\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressSuggestions($accountId: ID!, $dataset: ID!, $text: String!, $country: String) {\n    addressSuggestions(accountId: $accountId, dataset: $dataset, text: $text, country: $country) {\n      text\n      suggestions {\n        id\n        text\n      }\n      failure {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query AddressSuggestions($accountId: ID!, $dataset: ID!, $text: String!, $country: String) {\n    addressSuggestions(accountId: $accountId, dataset: $dataset, text: $text, country: $country) {\n      text\n      suggestions {\n        id\n        text\n      }\n      failure {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressCountries {\n    addressCountries {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query AddressCountries {\n    addressCountries {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Address($accountId: ID!, $dataset: ID!, $id: ID!, $country: String, $configuration: LabelConfigurationInput!) {\n    address(accountId: $accountId, dataset: $dataset, id: $id, country: $country, configuration: $configuration) {\n      address {\n        ...AddressResult_address\n      }\n      failure {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query Address($accountId: ID!, $dataset: ID!, $id: ID!, $country: String, $configuration: LabelConfigurationInput!) {\n    address(accountId: $accountId, dataset: $dataset, id: $id, country: $country, configuration: $configuration) {\n      address {\n        ...AddressResult_address\n      }\n      failure {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmailResultsTable_validation on EmailValidation {\n    email\n    status\n    reason\n    suggestion\n    failure {\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment EmailResultsTable_validation on EmailValidation {\n    email\n    status\n    reason\n    suggestion\n    failure {\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailValidation($accountId: ID!, $emails: [String!]!) {\n    emailValidation(accountId: $accountId, emails: $emails) {\n      ...EmailResultsTable_validation\n    }\n  }\n"): (typeof documents)["\n  query EmailValidation($accountId: ID!, $emails: [String!]!) {\n    emailValidation(accountId: $accountId, emails: $emails) {\n      ...EmailResultsTable_validation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentResult_validation on BankAccountValidation {\n    sortCode\n    accountNumber\n    valid\n    reason\n  }\n"): (typeof documents)["\n  fragment PaymentResult_validation on BankAccountValidation {\n    sortCode\n    accountNumber\n    valid\n    reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankAccountValidation($accountId: ID!, $sortCode: String!, $accountNumber: String!) {\n    bankAccountValidation(accountId: $accountId, sortCode: $sortCode, accountNumber: $accountNumber) {\n      ...PaymentResult_validation\n    }\n  }\n"): (typeof documents)["\n  query BankAccountValidation($accountId: ID!, $sortCode: String!, $accountNumber: String!) {\n    bankAccountValidation(accountId: $accountId, sortCode: $sortCode, accountNumber: $accountNumber) {\n      ...PaymentResult_validation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($userName: String!) {\n    requestPasswordReset(userName: $userName)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($userName: String!) {\n    requestPasswordReset(userName: $userName)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($userName: String!, $activationCode: String!, $password: String!) {\n    resetPassword(userName: $userName, activationCode: $activationCode, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($userName: String!, $activationCode: String!, $password: String!) {\n    resetPassword(userName: $userName, activationCode: $activationCode, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidateUser($code: String!) {\n    validateUser(code: $code) {\n      ...SessionUser_session\n    }\n  }\n"): (typeof documents)["\n  mutation ValidateUser($code: String!) {\n    validateUser(code: $code) {\n      ...SessionUser_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendValidationCode {\n    sendValidationCode\n  }\n"): (typeof documents)["\n  mutation SendValidationCode {\n    sendValidationCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegistrationInput!, $captchaToken: String!) {\n    register(input: $input, captchaToken: $captchaToken) {\n      userId\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegistrationInput!, $captchaToken: String!) {\n    register(input: $input, captchaToken: $captchaToken) {\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($userName: String!, $password: String!, $captchaToken: String) {\n    signIn(userName: $userName, password: $password, captchaToken: $captchaToken) {\n      ...SessionUser_session\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($userName: String!, $password: String!, $captchaToken: String) {\n    signIn(userName: $userName, password: $password, captchaToken: $captchaToken) {\n      ...SessionUser_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    me {\n      id\n      name\n      personalName\n      companyName\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    me {\n      id\n      name\n      personalName\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionsCard_plan on AccountPlan {\n    planId\n    service\n    plan\n    status\n    remainClicks\n    currency\n    subscription {\n      clicks\n      price\n      estimatedRenewalDate\n    }\n  }\n"): (typeof documents)["\n  fragment SubscriptionsCard_plan on AccountPlan {\n    planId\n    service\n    plan\n    status\n    remainClicks\n    currency\n    subscription {\n      clicks\n      price\n      estimatedRenewalDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPlans($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...SubscriptionsCard_plan\n    }\n  }\n"): (typeof documents)["\n  query AccountPlans($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...SubscriptionsCard_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser_session on SessionUser {\n    jwt\n    id\n    userName\n    recycleDate\n    roles\n    territory\n    validated\n    accountId\n  }\n"): (typeof documents)["\n  fragment SessionUser_session on SessionUser {\n    jwt\n    id\n    userName\n    recycleDate\n    roles\n    territory\n    validated\n    accountId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Reauthenticate($accountId: ID) {\n    reauthenticate(accountId: $accountId) {\n      ...SessionUser_session\n    }\n  }\n"): (typeof documents)["\n  mutation Reauthenticate($accountId: ID) {\n    reauthenticate(accountId: $accountId) {\n      ...SessionUser_session\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;