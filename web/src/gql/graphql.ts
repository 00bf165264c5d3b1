/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The currency prices are in: it follows the territory of the plan. */
export type Currency =
  /** Australian dollars (A$), for australia plans. */
  | 'AUD'
  /** Pounds sterling (£), for uk plans. */
  | 'GBP';

/** Why an address got its verdict, where a reason applies. */
export type EmailReason =
  /** The domain accepts mail for any address, so this one cannot be confirmed. */
  | 'catchAll'
  /** The domain hands out throwaway addresses. */
  | 'disposable'
  /** The domain receives no mail. */
  | 'noMailDomain'
  /** The address belongs to a role (info@, sales@...), not a person. */
  | 'roleAccount'
  /** The address is not written as an e-mail address can be. */
  | 'syntax';

/** The verdict on an e-mail address. */
export type EmailStatus =
  /** Mail to it cannot be delivered. */
  | 'invalid'
  /** It may accept mail, but sending to it is a risk (disposable, role account, catch-all). */
  | 'risky'
  /** The verdict could not be reached. */
  | 'unknown'
  /** Mail to it should be delivered. */
  | 'valid';

/** A finer kind of group. */
export type GroupSubtype =
  /** A corporate organisation. */
  | 'corporate'
  /** A referrer partner: it may not use applications, the shop, leads or administration. */
  | 'referrer';

/** The level of a group in the hierarchy partner, then organisation, then account. */
export type GroupType =
  /** An account, which holds subscriptions, tokens and usage. */
  | 'account'
  /** A customer organisation; it holds accounts. */
  | 'organisation'
  /** A partner, which resells to or refers organisations. */
  | 'partner';

/** How the portal asks for an address label. Defaults: 7 lines (uk) or 5 (australia), FixedTown, Uppercase, organisation line AsRequired, county AsRequired (uk) or Always (australia). */
export type LabelConfigurationInput = {
  /** Whether the county is put on the label. */
  includeCounty: LineRule;
  /** How the lines are laid out. */
  labelFormat: LabelFormat;
  /** How many lines the label has (1 to 10). */
  outputFields: number;
  /** Whether the first line is kept for the organisation. */
  reserveOrgLine: LineRule;
  /** How the post town is written. */
  townFormat: TownFormat;
};

/** How the lines of an address label are laid out. */
export type LabelFormat =
  /** The postcode always on the last line, blank lines above it as needed. */
  | 'FixedPostcode'
  /** The town always on the second-last line and the postcode on the last. */
  | 'FixedTown'
  /** Lines as the address needs them, town and postcode at the end. */
  | 'Standard';

/** When a label line is used. */
export type LineRule =
  /** Always; left blank when the address has nothing for it. */
  | 'Always'
  /** Only when the address has something for it. */
  | 'AsRequired'
  /** Never. */
  | 'Never';

/**
 * A group to create. Give `userId` to create an organisation owned by that user (it comes with one
 * account whose name is empty), or `groupId` to create a group directly below that group. Giving
 * neither fails with code `BAD_REQUEST` and the message `No user or group id provided`.
 */
export type NewGroupInput = {
  /** The country of the new group; by default that of the user or parent group. */
  country?: string | null | undefined;
  /** The group to create the new group in. The signed-in user must own it; staff may use any group. */
  groupId?: string | number | null | undefined;
  /** The new group's name. */
  name: string;
  /** What to create: an account below an organisation or partner, or an organisation below a partner or user. */
  type: NewGroupType;
  /** The user who will own the new organisation: the signed-in user (staff may give anyone). `type` must then be organisation. */
  userId?: string | number | null | undefined;
};

/** The kinds of group a customer may create; partners are set up by the provider. */
export type NewGroupType =
  /** An account: under an organisation or a partner. */
  | 'account'
  /** An organisation: under a user (who then owns it) or under a partner. */
  | 'organisation';

/** The provider's services, as plans name them. */
export type PlanService =
  /** Address lookup (and international address lookup). */
  | 'address'
  /** Payment (bank account) validation; uk only. */
  | 'bankcode'
  /** E-mail address validation. */
  | 'email'
  /** Name validation. */
  | 'name';

/** What a new customer gives to register. */
export type RegistrationInput = {
  /** The charity number, when registering a charity. The charity is then verified by the provider. */
  charityPSLNumber?: string | null | undefined;
  /** The company's name; the new organisation is named after it. */
  companyName: string;
  /** The country of the company's address. */
  country: string;
  /** The e-mail address; it becomes the user name. */
  email: string;
  /** The password to sign in with: at least 8 characters, with a letter and a digit. */
  password: string;
  /** The person's own name. */
  personalName: string;
  /** The territory the registration is made in (from the host the customer used). */
  territory: Territory;
};

/** A role held by a signed-in user. The staff roles (sales, admin, super) may act across groups. */
export type Role =
  /** A customer: what the user may do depends on the groups they own or belong to. */
  | 'account'
  /** Provider staff: data administration, address cleanse administration and account search. */
  | 'admin'
  /** Provider sales staff: account search, the creation wizard and bundle creation. */
  | 'sales'
  /** Provider staff with every permission, including creating accounts and administering lead forms. */
  | 'super';

/**
 * The territory a user, group or request belongs to. The portal decides it from the host name:
 * a host beginning with `au.` or ending with `.au` is australia, every other host is uk.
 */
export type Territory =
  /** Australia. Prices are in Australian dollars (A$). */
  | 'australia'
  /** The United Kingdom. Prices are in pounds (£); payment validation and address cleanse upload are offered. */
  | 'uk';

/** How the post town is written on the label. */
export type TownFormat =
  /** Post Town */
  | 'Lowercase'
  /** POST TOWN */
  | 'Uppercase';

export type CreateGroupMutationVariables = Exact<{
  input: NewGroupInput;
}>;


export type CreateGroupMutation = { createGroup: { id: string, accountId: string | null } };

export type ExportApiTokenMutationVariables = Exact<{
  userName: string;
  password: string;
  accountId: string | number;
}>;


export type ExportApiTokenMutation = { exportApiToken: string };

export type ShellGroup_GroupFragment = { id: string, parentId: string | null, parentName: string | null, name: string, type: GroupType, subtype: GroupSubtype | null, territory: Territory, isOwner: boolean, isMember: boolean, isManager: boolean, pendingOwnership: boolean };

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { myGroups: Array<{ id: string, parentId: string | null, parentName: string | null, name: string, type: GroupType, subtype: GroupSubtype | null, territory: Territory, isOwner: boolean, isMember: boolean, isManager: boolean, pendingOwnership: boolean, children: Array<{ id: string, parentId: string | null, parentName: string | null, name: string, type: GroupType, subtype: GroupSubtype | null, territory: Territory, isOwner: boolean, isMember: boolean, isManager: boolean, pendingOwnership: boolean, children: Array<{ id: string, parentId: string | null, parentName: string | null, name: string, type: GroupType, subtype: GroupSubtype | null, territory: Territory, isOwner: boolean, isMember: boolean, isManager: boolean, pendingOwnership: boolean }> }> }> };

export type AddressDatasetsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type AddressDatasetsQuery = { addressDatasets: Array<{ ref: string, name: string, international: boolean }> };

export type AddressResult_AddressFragment = { id: string, label: Array<string>, fields: Array<{ name: string, value: string }> };

export type AddressSuggestionsQueryVariables = Exact<{
  accountId: string | number;
  dataset: string | number;
  text: string;
  country?: string | null | undefined;
}>;


export type AddressSuggestionsQuery = { addressSuggestions: { text: string, suggestions: Array<{ id: string, text: string }>, failure: { code: string, message: string } | null } };

export type AddressCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressCountriesQuery = { addressCountries: Array<{ code: string, name: string }> };

export type AddressQueryVariables = Exact<{
  accountId: string | number;
  dataset: string | number;
  id: string | number;
  country?: string | null | undefined;
  configuration: LabelConfigurationInput;
}>;


export type AddressQuery = { address: { address: { id: string, label: Array<string>, fields: Array<{ name: string, value: string }> } | null, failure: { code: string, message: string } | null } };

export type EmailResultsTable_ValidationFragment = { email: string, status: EmailStatus | null, reason: EmailReason | null, suggestion: string | null, failure: { code: string, message: string } | null };

export type EmailValidationQueryVariables = Exact<{
  accountId: string | number;
  emails: Array<string> | string;
}>;


export type EmailValidationQuery = { emailValidation: Array<{ email: string, status: EmailStatus | null, reason: EmailReason | null, suggestion: string | null, failure: { code: string, message: string } | null }> };

export type PaymentResult_ValidationFragment = { sortCode: string, accountNumber: string, valid: boolean, reason: string };

export type BankAccountValidationQueryVariables = Exact<{
  accountId: string | number;
  sortCode: string;
  accountNumber: string;
}>;


export type BankAccountValidationQuery = { bankAccountValidation: { sortCode: string, accountNumber: string, valid: boolean, reason: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  userName: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  userName: string;
  activationCode: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ValidateUserMutationVariables = Exact<{
  code: string;
}>;


export type ValidateUserMutation = { validateUser: { jwt: string, id: string, userName: string, recycleDate: number, roles: Array<Role>, territory: Territory, validated: boolean, accountId: string | null } };

export type SendValidationCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendValidationCodeMutation = { sendValidationCode: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegistrationInput;
  captchaToken: string;
}>;


export type RegisterMutation = { register: { userId: string } };

export type SignInMutationVariables = Exact<{
  userName: string;
  password: string;
  captchaToken?: string | null | undefined;
}>;


export type SignInMutation = { signIn: { jwt: string, id: string, userName: string, recycleDate: number, roles: Array<Role>, territory: Territory, validated: boolean, accountId: string | null } };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { me: { id: string, name: string, personalName: string | null, companyName: string | null } };

export type SubscriptionsCard_PlanFragment = { planId: number, service: PlanService, plan: string, status: string, remainClicks: number, currency: Currency, subscription: { clicks: number, price: number, estimatedRenewalDate: string | null } };

export type AccountPlansQueryVariables = Exact<{
  accountId: string | number;
}>;


export type AccountPlansQuery = { accountPlans: Array<{ planId: number, service: PlanService, plan: string, status: string, remainClicks: number, currency: Currency, subscription: { clicks: number, price: number, estimatedRenewalDate: string | null } }> };

export type SessionUser_SessionFragment = { jwt: string, id: string, userName: string, recycleDate: number, roles: Array<Role>, territory: Territory, validated: boolean, accountId: string | null };

export type ReauthenticateMutationVariables = Exact<{
  accountId?: string | number | null | undefined;
}>;


export type ReauthenticateMutation = { reauthenticate: { jwt: string, id: string, userName: string, recycleDate: number, roles: Array<Role>, territory: Territory, validated: boolean, accountId: string | null } };

export const ShellGroup_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellGroup_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOwnership"}}]}}]} as unknown as DocumentNode<ShellGroup_GroupFragment, unknown>;
export const AddressResult_AddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressResult_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<AddressResult_AddressFragment, unknown>;
export const EmailResultsTable_ValidationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailResultsTable_validation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailValidation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EmailResultsTable_ValidationFragment, unknown>;
export const PaymentResult_ValidationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentResult_validation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountValidation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sortCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<PaymentResult_ValidationFragment, unknown>;
export const SubscriptionsCard_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionsCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remainClicks"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRenewalDate"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsCard_PlanFragment, unknown>;
export const SessionUser_SessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recycleDate"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]} as unknown as DocumentNode<SessionUser_SessionFragment, unknown>;
export const CreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]} as unknown as DocumentNode<CreateGroupMutation, CreateGroupMutationVariables>;
export const ExportApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}]}]}}]} as unknown as DocumentNode<ExportApiTokenMutation, ExportApiTokenMutationVariables>;
export const ShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellGroup_group"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellGroup_group"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellGroup_group"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellGroup_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOwnership"}}]}}]} as unknown as DocumentNode<ShellQuery, ShellQueryVariables>;
export const AddressDatasetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressDatasets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressDatasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"international"}}]}}]}}]} as unknown as DocumentNode<AddressDatasetsQuery, AddressDatasetsQueryVariables>;
export const AddressSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataset"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddressSuggestionsQuery, AddressSuggestionsQueryVariables>;
export const AddressCountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddressCountriesQuery, AddressCountriesQueryVariables>;
export const AddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Address"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configuration"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataset"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"configuration"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configuration"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressResult_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressResult_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<AddressQuery, AddressQueryVariables>;
export const EmailValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emails"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"emails"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emails"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailResultsTable_validation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailResultsTable_validation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailValidation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EmailValidationQuery, EmailValidationQueryVariables>;
export const BankAccountValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankAccountValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentResult_validation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentResult_validation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountValidation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sortCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<BankAccountValidationQuery, BankAccountValidationQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activationCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}},{"kind":"Argument","name":{"kind":"Name","value":"activationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activationCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ValidateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recycleDate"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]} as unknown as DocumentNode<ValidateUserMutation, ValidateUserMutationVariables>;
export const SendValidationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendValidationCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendValidationCode"}}]}}]} as unknown as DocumentNode<SendValidationCodeMutation, SendValidationCodeMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"captchaToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"captchaToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"captchaToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"captchaToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"captchaToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"captchaToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recycleDate"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"personalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const AccountPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionsCard_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionsCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remainClicks"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRenewalDate"}}]}}]}}]} as unknown as DocumentNode<AccountPlansQuery, AccountPlansQueryVariables>;
export const ReauthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Reauthenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reauthenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recycleDate"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"territory"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]} as unknown as DocumentNode<ReauthenticateMutation, ReauthenticateMutationVariables>;