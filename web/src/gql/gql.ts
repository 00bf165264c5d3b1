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
    "\n  fragment UserPermissionsEditor_setting on UserPermission {\n    permissionId\n    userId\n    name\n    enabled\n    permission {\n      id\n      refId\n      description\n      admin\n      isNotification\n    }\n  }\n": typeof types.UserPermissionsEditor_SettingFragmentDoc,
    "\n  fragment UserPermissionsEditor_user on User {\n    id\n    permissions {\n      ...UserPermissionsEditor_setting\n      children {\n        ...UserPermissionsEditor_setting\n      }\n    }\n  }\n": typeof types.UserPermissionsEditor_UserFragmentDoc,
    "\n  mutation SetUserPermission($userId: ID!, $permissionId: ID!, $enabled: Boolean!) {\n    setUserPermission(userId: $userId, permissionId: $permissionId, enabled: $enabled) {\n      ...UserPermissionsEditor_user\n    }\n  }\n": typeof types.SetUserPermissionDocument,
    "\n  query UserPermissions($userId: ID!) {\n    user(id: $userId) {\n      ...UserPermissionsEditor_user\n    }\n  }\n": typeof types.UserPermissionsDocument,
    "\n  query AccountAdministration($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...GroupDetailsCard_group\n      }\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n": typeof types.AccountAdministrationDocument,
    "\n  query CanDeleteAccount($accountId: ID!) {\n    canDeleteAccount(accountId: $accountId) {\n      canDelete\n      reason\n    }\n  }\n": typeof types.CanDeleteAccountDocument,
    "\n  mutation DeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n": typeof types.DeleteGroupDocument,
    "\n  fragment EditAccountForm_group on Group {\n    id\n    name\n    type\n    territory\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n": typeof types.EditAccountForm_GroupFragmentDoc,
    "\n  mutation UpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      ...EditAccountForm_group\n      ...GroupDetailsCard_group\n    }\n  }\n": typeof types.UpdateGroupDocument,
    "\n  query EditAccount($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...EditAccountForm_group\n      }\n    }\n  }\n": typeof types.EditAccountDocument,
    "\n  fragment EditGroupUser_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n": typeof types.EditGroupUser_UserFragmentDoc,
    "\n  query EditGroupUser($groupId: ID!, $userId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n      user(userId: $userId) {\n        ...EditGroupUser_user\n      }\n    }\n  }\n": typeof types.EditGroupUserDocument,
    "\n  fragment GroupDetailsCard_group on Group {\n    id\n    name\n    type\n    subtype\n    territory\n    pendingOwnership\n    parentName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n    charity {\n      number\n      status\n    }\n  }\n": typeof types.GroupDetailsCard_GroupFragmentDoc,
    "\n  fragment GroupUsersTable_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n": typeof types.GroupUsersTable_UserFragmentDoc,
    "\n  query GroupUsersPage($groupId: ID!, $offset: Int!, $limit: Int!, $orderBy: GroupUserOrder!, $filter: String) {\n    groupAdministration(groupId: $groupId) {\n      id\n      users(offset: $offset, limit: $limit, orderBy: $orderBy, filter: $filter) {\n        totalCount\n        offset\n        limit\n        users {\n          ...GroupUsersTable_user\n        }\n      }\n    }\n  }\n": typeof types.GroupUsersPageDocument,
    "\n  fragment InvitationsCard_invitation on GroupInvitation {\n    id\n    email\n    accessLevel\n    takeOwnership\n    sentAt\n    expires\n  }\n": typeof types.InvitationsCard_InvitationFragmentDoc,
    "\n  mutation WithdrawInvitation($groupId: ID!, $email: String!) {\n    withdrawInvitation(groupId: $groupId, email: $email)\n  }\n": typeof types.WithdrawInvitationDocument,
    "\n  mutation InviteGroupUser($groupId: ID!, $input: InvitationInput!) {\n    inviteGroupUser(groupId: $groupId, input: $input) {\n      ...InvitationsCard_invitation\n    }\n  }\n": typeof types.InviteGroupUserDocument,
    "\n  query InviteGroup($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n    }\n  }\n": typeof types.InviteGroupDocument,
    "\n  mutation SetGroupUserAccessLevel($groupId: ID!, $userId: ID!, $accessLevel: AccessLevel!) {\n    setGroupUserAccessLevel(groupId: $groupId, userId: $userId, accessLevel: $accessLevel) {\n      ...EditGroupUser_user\n    }\n  }\n": typeof types.SetGroupUserAccessLevelDocument,
    "\n  mutation SetGroupUserLocked($groupId: ID!, $userId: ID!, $locked: Boolean!) {\n    setGroupUserLocked(groupId: $groupId, userId: $userId, locked: $locked) {\n      ...EditGroupUser_user\n    }\n  }\n": typeof types.SetGroupUserLockedDocument,
    "\n  mutation RemoveGroupUser($groupId: ID!, $userId: ID!) {\n    removeGroupUser(groupId: $groupId, userId: $userId)\n  }\n": typeof types.RemoveGroupUserDocument,
    "\n  fragment GroupStatus_group on Group {\n    id\n    name\n    type\n    subtype\n    isOwner\n    charity {\n      number\n      status\n      isPostalOperatorDiscount\n      isOSDiscount\n    }\n  }\n": typeof types.GroupStatus_GroupFragmentDoc,
    "\n  query GroupStatus($groupId: ID!) {\n    groupStatus(groupId: $groupId) {\n      ...GroupStatus_group\n      parent {\n        ...GroupStatus_group\n        parent {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n": typeof types.GroupStatusDocument,
    "\n  mutation EnableCorporate($groupId: ID!) {\n    enableCorporate(groupId: $groupId) {\n      ...GroupStatus_group\n    }\n  }\n": typeof types.EnableCorporateDocument,
    "\n  mutation DisableCorporate($groupId: ID!) {\n    disableCorporate(groupId: $groupId) {\n      ...GroupStatus_group\n    }\n  }\n": typeof types.DisableCorporateDocument,
    "\n  mutation UpdateCharity($groupId: ID!, $input: CharityInput!) {\n    updateCharity(groupId: $groupId, input: $input) {\n      ...GroupStatus_group\n    }\n  }\n": typeof types.UpdateCharityDocument,
    "\n  mutation ConfirmCharity($groupId: ID!, $input: CharityInput!, $isValid: Boolean!) {\n    confirmCharity(groupId: $groupId, input: $input, isValid: $isValid) {\n      ...GroupStatus_group\n    }\n  }\n": typeof types.ConfirmCharityDocument,
    "\n  mutation RemoveCharity($groupId: ID!) {\n    removeCharity(groupId: $groupId) {\n      ...GroupStatus_group\n    }\n  }\n": typeof types.RemoveCharityDocument,
    "\n  mutation MigrateToPartner($groupId: ID!, $partnerType: PartnerType!) {\n    migrateOrganisationToPartner(groupId: $groupId, partnerType: $partnerType) {\n      ...GroupStatus_group\n      parentId\n      parent {\n        id\n        name\n        type\n      }\n    }\n  }\n": typeof types.MigrateToPartnerDocument,
    "\n  mutation RemoveFromPartner($groupId: ID!) {\n    removeFromPartner(groupId: $groupId) {\n      ...GroupStatus_group\n      parentId\n      parent {\n        id\n        name\n        type\n      }\n    }\n  }\n": typeof types.RemoveFromPartnerDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n      type\n      isOwner\n      isMember\n    }\n  }\n": typeof types.AcceptInvitationDocument,
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
    "\n  query SearchTokens($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      tokens(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          accountId\n          accountName\n          tag\n          locked\n          userName\n        }\n      }\n    }\n  }\n": typeof types.SearchTokensDocument,
    "\n  query SearchGroups($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      groups(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          name\n          type\n          subtype\n          parentName\n          territory\n        }\n      }\n    }\n  }\n": typeof types.SearchGroupsDocument,
    "\n  query SearchUsers($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      users(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          name\n          personalName\n          companyName\n          locked\n        }\n      }\n    }\n  }\n": typeof types.SearchUsersDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  fragment EditUserForm_user on User {\n    id\n    email\n    personalName\n    companyName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n": typeof types.EditUserForm_UserFragmentDoc,
    "\n  mutation UpdateUser($id: ID!, $input: UserDetailsInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserDetails_user\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  query EditUser($id: ID!) {\n    user(id: $id) {\n      ...EditUserForm_user\n    }\n  }\n": typeof types.EditUserDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment UserDetails_user on User {\n    id\n    name\n    email\n    personalName\n    companyName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n    territory\n    createTimestamp\n    updateTimestamp\n  }\n": typeof types.UserDetails_UserFragmentDoc,
    "\n  query UserSettings($id: ID!) {\n    user(id: $id) {\n      ...UserDetails_user\n      ...UserPermissionsEditor_user\n    }\n  }\n": typeof types.UserSettingsDocument,
    "\n  query WelcomeWizard($organisationId: ID!, $accountId: ID!) {\n    organisation: groupAdministration(groupId: $organisationId) {\n      id\n      group {\n        id\n        name\n        address1\n        address2\n        town\n        county\n        postcode\n        country\n      }\n      users(limit: 1) {\n        totalCount\n      }\n      invitations {\n        id\n        email\n        accessLevel\n      }\n    }\n    account: groupAdministration(groupId: $accountId) {\n      id\n      group {\n        id\n        name\n      }\n    }\n    accountPlans(accountId: $accountId) {\n      service\n      plan\n      planId\n    }\n  }\n": typeof types.WelcomeWizardDocument,
    "\n  mutation WelcomeInvite($groupId: ID!, $input: InvitationInput!) {\n    inviteGroupUser(groupId: $groupId, input: $input) {\n      id\n      email\n      accessLevel\n    }\n  }\n": typeof types.WelcomeInviteDocument,
    "\n  mutation WizardCreateGroup($input: NewGroupInput!) {\n    createGroup(input: $input) {\n      id\n      accountId\n    }\n  }\n": typeof types.WizardCreateGroupDocument,
    "\n  mutation WizardUpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      name\n      address1\n      address2\n      town\n      county\n      postcode\n      country\n    }\n  }\n": typeof types.WizardUpdateGroupDocument,
    "\n  mutation WizardDeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n": typeof types.WizardDeleteGroupDocument,
    "\n  query WizardOwnerSearch($filter: String!) {\n    search(filter: $filter) {\n      filter\n      users(limit: 10) {\n        total\n        items {\n          id\n          name\n          personalName\n          companyName\n        }\n      }\n    }\n  }\n": typeof types.WizardOwnerSearchDocument,
    "\n  fragment SessionUser_session on SessionUser {\n    jwt\n    id\n    userName\n    recycleDate\n    roles\n    territory\n    validated\n    accountId\n  }\n": typeof types.SessionUser_SessionFragmentDoc,
    "\n  mutation Reauthenticate($accountId: ID) {\n    reauthenticate(accountId: $accountId) {\n      ...SessionUser_session\n    }\n  }\n": typeof types.ReauthenticateDocument,
};
const documents: Documents = {
    "\n  mutation CreateGroup($input: NewGroupInput!) {\n    createGroup(input: $input) {\n      id\n      accountId\n    }\n  }\n": types.CreateGroupDocument,
    "\n  mutation ExportApiToken($userName: String!, $password: String!, $accountId: ID!) {\n    exportApiToken(userName: $userName, password: $password, accountId: $accountId)\n  }\n": types.ExportApiTokenDocument,
    "\n  fragment ShellGroup_group on Group {\n    id\n    parentId\n    parentName\n    name\n    type\n    subtype\n    territory\n    isOwner\n    isMember\n    isManager\n    pendingOwnership\n  }\n": types.ShellGroup_GroupFragmentDoc,
    "\n  query Shell {\n    myGroups {\n      ...ShellGroup_group\n      children {\n        ...ShellGroup_group\n        children {\n          ...ShellGroup_group\n        }\n      }\n    }\n  }\n": types.ShellDocument,
    "\n  fragment UserPermissionsEditor_setting on UserPermission {\n    permissionId\n    userId\n    name\n    enabled\n    permission {\n      id\n      refId\n      description\n      admin\n      isNotification\n    }\n  }\n": types.UserPermissionsEditor_SettingFragmentDoc,
    "\n  fragment UserPermissionsEditor_user on User {\n    id\n    permissions {\n      ...UserPermissionsEditor_setting\n      children {\n        ...UserPermissionsEditor_setting\n      }\n    }\n  }\n": types.UserPermissionsEditor_UserFragmentDoc,
    "\n  mutation SetUserPermission($userId: ID!, $permissionId: ID!, $enabled: Boolean!) {\n    setUserPermission(userId: $userId, permissionId: $permissionId, enabled: $enabled) {\n      ...UserPermissionsEditor_user\n    }\n  }\n": types.SetUserPermissionDocument,
    "\n  query UserPermissions($userId: ID!) {\n    user(id: $userId) {\n      ...UserPermissionsEditor_user\n    }\n  }\n": types.UserPermissionsDocument,
    "\n  query AccountAdministration($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...GroupDetailsCard_group\n      }\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n": types.AccountAdministrationDocument,
    "\n  query CanDeleteAccount($accountId: ID!) {\n    canDeleteAccount(accountId: $accountId) {\n      canDelete\n      reason\n    }\n  }\n": types.CanDeleteAccountDocument,
    "\n  mutation DeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n": types.DeleteGroupDocument,
    "\n  fragment EditAccountForm_group on Group {\n    id\n    name\n    type\n    territory\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n": types.EditAccountForm_GroupFragmentDoc,
    "\n  mutation UpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      ...EditAccountForm_group\n      ...GroupDetailsCard_group\n    }\n  }\n": types.UpdateGroupDocument,
    "\n  query EditAccount($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...EditAccountForm_group\n      }\n    }\n  }\n": types.EditAccountDocument,
    "\n  fragment EditGroupUser_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n": types.EditGroupUser_UserFragmentDoc,
    "\n  query EditGroupUser($groupId: ID!, $userId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n      user(userId: $userId) {\n        ...EditGroupUser_user\n      }\n    }\n  }\n": types.EditGroupUserDocument,
    "\n  fragment GroupDetailsCard_group on Group {\n    id\n    name\n    type\n    subtype\n    territory\n    pendingOwnership\n    parentName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n    charity {\n      number\n      status\n    }\n  }\n": types.GroupDetailsCard_GroupFragmentDoc,
    "\n  fragment GroupUsersTable_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n": types.GroupUsersTable_UserFragmentDoc,
    "\n  query GroupUsersPage($groupId: ID!, $offset: Int!, $limit: Int!, $orderBy: GroupUserOrder!, $filter: String) {\n    groupAdministration(groupId: $groupId) {\n      id\n      users(offset: $offset, limit: $limit, orderBy: $orderBy, filter: $filter) {\n        totalCount\n        offset\n        limit\n        users {\n          ...GroupUsersTable_user\n        }\n      }\n    }\n  }\n": types.GroupUsersPageDocument,
    "\n  fragment InvitationsCard_invitation on GroupInvitation {\n    id\n    email\n    accessLevel\n    takeOwnership\n    sentAt\n    expires\n  }\n": types.InvitationsCard_InvitationFragmentDoc,
    "\n  mutation WithdrawInvitation($groupId: ID!, $email: String!) {\n    withdrawInvitation(groupId: $groupId, email: $email)\n  }\n": types.WithdrawInvitationDocument,
    "\n  mutation InviteGroupUser($groupId: ID!, $input: InvitationInput!) {\n    inviteGroupUser(groupId: $groupId, input: $input) {\n      ...InvitationsCard_invitation\n    }\n  }\n": types.InviteGroupUserDocument,
    "\n  query InviteGroup($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n    }\n  }\n": types.InviteGroupDocument,
    "\n  mutation SetGroupUserAccessLevel($groupId: ID!, $userId: ID!, $accessLevel: AccessLevel!) {\n    setGroupUserAccessLevel(groupId: $groupId, userId: $userId, accessLevel: $accessLevel) {\n      ...EditGroupUser_user\n    }\n  }\n": types.SetGroupUserAccessLevelDocument,
    "\n  mutation SetGroupUserLocked($groupId: ID!, $userId: ID!, $locked: Boolean!) {\n    setGroupUserLocked(groupId: $groupId, userId: $userId, locked: $locked) {\n      ...EditGroupUser_user\n    }\n  }\n": types.SetGroupUserLockedDocument,
    "\n  mutation RemoveGroupUser($groupId: ID!, $userId: ID!) {\n    removeGroupUser(groupId: $groupId, userId: $userId)\n  }\n": types.RemoveGroupUserDocument,
    "\n  fragment GroupStatus_group on Group {\n    id\n    name\n    type\n    subtype\n    isOwner\n    charity {\n      number\n      status\n      isPostalOperatorDiscount\n      isOSDiscount\n    }\n  }\n": types.GroupStatus_GroupFragmentDoc,
    "\n  query GroupStatus($groupId: ID!) {\n    groupStatus(groupId: $groupId) {\n      ...GroupStatus_group\n      parent {\n        ...GroupStatus_group\n        parent {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n": types.GroupStatusDocument,
    "\n  mutation EnableCorporate($groupId: ID!) {\n    enableCorporate(groupId: $groupId) {\n      ...GroupStatus_group\n    }\n  }\n": types.EnableCorporateDocument,
    "\n  mutation DisableCorporate($groupId: ID!) {\n    disableCorporate(groupId: $groupId) {\n      ...GroupStatus_group\n    }\n  }\n": types.DisableCorporateDocument,
    "\n  mutation UpdateCharity($groupId: ID!, $input: CharityInput!) {\n    updateCharity(groupId: $groupId, input: $input) {\n      ...GroupStatus_group\n    }\n  }\n": types.UpdateCharityDocument,
    "\n  mutation ConfirmCharity($groupId: ID!, $input: CharityInput!, $isValid: Boolean!) {\n    confirmCharity(groupId: $groupId, input: $input, isValid: $isValid) {\n      ...GroupStatus_group\n    }\n  }\n": types.ConfirmCharityDocument,
    "\n  mutation RemoveCharity($groupId: ID!) {\n    removeCharity(groupId: $groupId) {\n      ...GroupStatus_group\n    }\n  }\n": types.RemoveCharityDocument,
    "\n  mutation MigrateToPartner($groupId: ID!, $partnerType: PartnerType!) {\n    migrateOrganisationToPartner(groupId: $groupId, partnerType: $partnerType) {\n      ...GroupStatus_group\n      parentId\n      parent {\n        id\n        name\n        type\n      }\n    }\n  }\n": types.MigrateToPartnerDocument,
    "\n  mutation RemoveFromPartner($groupId: ID!) {\n    removeFromPartner(groupId: $groupId) {\n      ...GroupStatus_group\n      parentId\n      parent {\n        id\n        name\n        type\n      }\n    }\n  }\n": types.RemoveFromPartnerDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n      type\n      isOwner\n      isMember\n    }\n  }\n": types.AcceptInvitationDocument,
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
    "\n  query SearchTokens($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      tokens(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          accountId\n          accountName\n          tag\n          locked\n          userName\n        }\n      }\n    }\n  }\n": types.SearchTokensDocument,
    "\n  query SearchGroups($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      groups(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          name\n          type\n          subtype\n          parentName\n          territory\n        }\n      }\n    }\n  }\n": types.SearchGroupsDocument,
    "\n  query SearchUsers($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      users(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          name\n          personalName\n          companyName\n          locked\n        }\n      }\n    }\n  }\n": types.SearchUsersDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  fragment EditUserForm_user on User {\n    id\n    email\n    personalName\n    companyName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n": types.EditUserForm_UserFragmentDoc,
    "\n  mutation UpdateUser($id: ID!, $input: UserDetailsInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserDetails_user\n    }\n  }\n": types.UpdateUserDocument,
    "\n  query EditUser($id: ID!) {\n    user(id: $id) {\n      ...EditUserForm_user\n    }\n  }\n": types.EditUserDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  fragment UserDetails_user on User {\n    id\n    name\n    email\n    personalName\n    companyName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n    territory\n    createTimestamp\n    updateTimestamp\n  }\n": types.UserDetails_UserFragmentDoc,
    "\n  query UserSettings($id: ID!) {\n    user(id: $id) {\n      ...UserDetails_user\n      ...UserPermissionsEditor_user\n    }\n  }\n": types.UserSettingsDocument,
    "\n  query WelcomeWizard($organisationId: ID!, $accountId: ID!) {\n    organisation: groupAdministration(groupId: $organisationId) {\n      id\n      group {\n        id\n        name\n        address1\n        address2\n        town\n        county\n        postcode\n        country\n      }\n      users(limit: 1) {\n        totalCount\n      }\n      invitations {\n        id\n        email\n        accessLevel\n      }\n    }\n    account: groupAdministration(groupId: $accountId) {\n      id\n      group {\n        id\n        name\n      }\n    }\n    accountPlans(accountId: $accountId) {\n      service\n      plan\n      planId\n    }\n  }\n": types.WelcomeWizardDocument,
    "\n  mutation WelcomeInvite($groupId: ID!, $input: InvitationInput!) {\n    inviteGroupUser(groupId: $groupId, input: $input) {\n      id\n      email\n      accessLevel\n    }\n  }\n": types.WelcomeInviteDocument,
    "\n  mutation WizardCreateGroup($input: NewGroupInput!) {\n    createGroup(input: $input) {\n      id\n      accountId\n    }\n  }\n": types.WizardCreateGroupDocument,
    "\n  mutation WizardUpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      name\n      address1\n      address2\n      town\n      county\n      postcode\n      country\n    }\n  }\n": types.WizardUpdateGroupDocument,
    "\n  mutation WizardDeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n": types.WizardDeleteGroupDocument,
    "\n  query WizardOwnerSearch($filter: String!) {\n    search(filter: $filter) {\n      filter\n      users(limit: 10) {\n        total\n        items {\n          id\n          name\n          personalName\n          companyName\n        }\n      }\n    }\n  }\n": types.WizardOwnerSearchDocument,
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
export function graphql(source: "\n  fragment UserPermissionsEditor_setting on UserPermission {\n    permissionId\n    userId\n    name\n    enabled\n    permission {\n      id\n      refId\n      description\n      admin\n      isNotification\n    }\n  }\n"): (typeof documents)["\n  fragment UserPermissionsEditor_setting on UserPermission {\n    permissionId\n    userId\n    name\n    enabled\n    permission {\n      id\n      refId\n      description\n      admin\n      isNotification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserPermissionsEditor_user on User {\n    id\n    permissions {\n      ...UserPermissionsEditor_setting\n      children {\n        ...UserPermissionsEditor_setting\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment UserPermissionsEditor_user on User {\n    id\n    permissions {\n      ...UserPermissionsEditor_setting\n      children {\n        ...UserPermissionsEditor_setting\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserPermission($userId: ID!, $permissionId: ID!, $enabled: Boolean!) {\n    setUserPermission(userId: $userId, permissionId: $permissionId, enabled: $enabled) {\n      ...UserPermissionsEditor_user\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserPermission($userId: ID!, $permissionId: ID!, $enabled: Boolean!) {\n    setUserPermission(userId: $userId, permissionId: $permissionId, enabled: $enabled) {\n      ...UserPermissionsEditor_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserPermissions($userId: ID!) {\n    user(id: $userId) {\n      ...UserPermissionsEditor_user\n    }\n  }\n"): (typeof documents)["\n  query UserPermissions($userId: ID!) {\n    user(id: $userId) {\n      ...UserPermissionsEditor_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountAdministration($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...GroupDetailsCard_group\n      }\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountAdministration($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...GroupDetailsCard_group\n      }\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CanDeleteAccount($accountId: ID!) {\n    canDeleteAccount(accountId: $accountId) {\n      canDelete\n      reason\n    }\n  }\n"): (typeof documents)["\n  query CanDeleteAccount($accountId: ID!) {\n    canDeleteAccount(accountId: $accountId) {\n      canDelete\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n"): (typeof documents)["\n  mutation DeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditAccountForm_group on Group {\n    id\n    name\n    type\n    territory\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n"): (typeof documents)["\n  fragment EditAccountForm_group on Group {\n    id\n    name\n    type\n    territory\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      ...EditAccountForm_group\n      ...GroupDetailsCard_group\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      ...EditAccountForm_group\n      ...GroupDetailsCard_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditAccount($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...EditAccountForm_group\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditAccount($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...EditAccountForm_group\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditGroupUser_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n"): (typeof documents)["\n  fragment EditGroupUser_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditGroupUser($groupId: ID!, $userId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n      user(userId: $userId) {\n        ...EditGroupUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditGroupUser($groupId: ID!, $userId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n      user(userId: $userId) {\n        ...EditGroupUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupDetailsCard_group on Group {\n    id\n    name\n    type\n    subtype\n    territory\n    pendingOwnership\n    parentName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n    charity {\n      number\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment GroupDetailsCard_group on Group {\n    id\n    name\n    type\n    subtype\n    territory\n    pendingOwnership\n    parentName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n    charity {\n      number\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupUsersTable_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n"): (typeof documents)["\n  fragment GroupUsersTable_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupUsersPage($groupId: ID!, $offset: Int!, $limit: Int!, $orderBy: GroupUserOrder!, $filter: String) {\n    groupAdministration(groupId: $groupId) {\n      id\n      users(offset: $offset, limit: $limit, orderBy: $orderBy, filter: $filter) {\n        totalCount\n        offset\n        limit\n        users {\n          ...GroupUsersTable_user\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupUsersPage($groupId: ID!, $offset: Int!, $limit: Int!, $orderBy: GroupUserOrder!, $filter: String) {\n    groupAdministration(groupId: $groupId) {\n      id\n      users(offset: $offset, limit: $limit, orderBy: $orderBy, filter: $filter) {\n        totalCount\n        offset\n        limit\n        users {\n          ...GroupUsersTable_user\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitationsCard_invitation on GroupInvitation {\n    id\n    email\n    accessLevel\n    takeOwnership\n    sentAt\n    expires\n  }\n"): (typeof documents)["\n  fragment InvitationsCard_invitation on GroupInvitation {\n    id\n    email\n    accessLevel\n    takeOwnership\n    sentAt\n    expires\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawInvitation($groupId: ID!, $email: String!) {\n    withdrawInvitation(groupId: $groupId, email: $email)\n  }\n"): (typeof documents)["\n  mutation WithdrawInvitation($groupId: ID!, $email: String!) {\n    withdrawInvitation(groupId: $groupId, email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteGroupUser($groupId: ID!, $input: InvitationInput!) {\n    inviteGroupUser(groupId: $groupId, input: $input) {\n      ...InvitationsCard_invitation\n    }\n  }\n"): (typeof documents)["\n  mutation InviteGroupUser($groupId: ID!, $input: InvitationInput!) {\n    inviteGroupUser(groupId: $groupId, input: $input) {\n      ...InvitationsCard_invitation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InviteGroup($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query InviteGroup($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGroupUserAccessLevel($groupId: ID!, $userId: ID!, $accessLevel: AccessLevel!) {\n    setGroupUserAccessLevel(groupId: $groupId, userId: $userId, accessLevel: $accessLevel) {\n      ...EditGroupUser_user\n    }\n  }\n"): (typeof documents)["\n  mutation SetGroupUserAccessLevel($groupId: ID!, $userId: ID!, $accessLevel: AccessLevel!) {\n    setGroupUserAccessLevel(groupId: $groupId, userId: $userId, accessLevel: $accessLevel) {\n      ...EditGroupUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGroupUserLocked($groupId: ID!, $userId: ID!, $locked: Boolean!) {\n    setGroupUserLocked(groupId: $groupId, userId: $userId, locked: $locked) {\n      ...EditGroupUser_user\n    }\n  }\n"): (typeof documents)["\n  mutation SetGroupUserLocked($groupId: ID!, $userId: ID!, $locked: Boolean!) {\n    setGroupUserLocked(groupId: $groupId, userId: $userId, locked: $locked) {\n      ...EditGroupUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGroupUser($groupId: ID!, $userId: ID!) {\n    removeGroupUser(groupId: $groupId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveGroupUser($groupId: ID!, $userId: ID!) {\n    removeGroupUser(groupId: $groupId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupStatus_group on Group {\n    id\n    name\n    type\n    subtype\n    isOwner\n    charity {\n      number\n      status\n      isPostalOperatorDiscount\n      isOSDiscount\n    }\n  }\n"): (typeof documents)["\n  fragment GroupStatus_group on Group {\n    id\n    name\n    type\n    subtype\n    isOwner\n    charity {\n      number\n      status\n      isPostalOperatorDiscount\n      isOSDiscount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupStatus($groupId: ID!) {\n    groupStatus(groupId: $groupId) {\n      ...GroupStatus_group\n      parent {\n        ...GroupStatus_group\n        parent {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupStatus($groupId: ID!) {\n    groupStatus(groupId: $groupId) {\n      ...GroupStatus_group\n      parent {\n        ...GroupStatus_group\n        parent {\n          id\n          name\n          type\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableCorporate($groupId: ID!) {\n    enableCorporate(groupId: $groupId) {\n      ...GroupStatus_group\n    }\n  }\n"): (typeof documents)["\n  mutation EnableCorporate($groupId: ID!) {\n    enableCorporate(groupId: $groupId) {\n      ...GroupStatus_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableCorporate($groupId: ID!) {\n    disableCorporate(groupId: $groupId) {\n      ...GroupStatus_group\n    }\n  }\n"): (typeof documents)["\n  mutation DisableCorporate($groupId: ID!) {\n    disableCorporate(groupId: $groupId) {\n      ...GroupStatus_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCharity($groupId: ID!, $input: CharityInput!) {\n    updateCharity(groupId: $groupId, input: $input) {\n      ...GroupStatus_group\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCharity($groupId: ID!, $input: CharityInput!) {\n    updateCharity(groupId: $groupId, input: $input) {\n      ...GroupStatus_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCharity($groupId: ID!, $input: CharityInput!, $isValid: Boolean!) {\n    confirmCharity(groupId: $groupId, input: $input, isValid: $isValid) {\n      ...GroupStatus_group\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmCharity($groupId: ID!, $input: CharityInput!, $isValid: Boolean!) {\n    confirmCharity(groupId: $groupId, input: $input, isValid: $isValid) {\n      ...GroupStatus_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCharity($groupId: ID!) {\n    removeCharity(groupId: $groupId) {\n      ...GroupStatus_group\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCharity($groupId: ID!) {\n    removeCharity(groupId: $groupId) {\n      ...GroupStatus_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MigrateToPartner($groupId: ID!, $partnerType: PartnerType!) {\n    migrateOrganisationToPartner(groupId: $groupId, partnerType: $partnerType) {\n      ...GroupStatus_group\n      parentId\n      parent {\n        id\n        name\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MigrateToPartner($groupId: ID!, $partnerType: PartnerType!) {\n    migrateOrganisationToPartner(groupId: $groupId, partnerType: $partnerType) {\n      ...GroupStatus_group\n      parentId\n      parent {\n        id\n        name\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromPartner($groupId: ID!) {\n    removeFromPartner(groupId: $groupId) {\n      ...GroupStatus_group\n      parentId\n      parent {\n        id\n        name\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromPartner($groupId: ID!) {\n    removeFromPartner(groupId: $groupId) {\n      ...GroupStatus_group\n      parentId\n      parent {\n        id\n        name\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n      type\n      isOwner\n      isMember\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n      type\n      isOwner\n      isMember\n    }\n  }\n"];
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
export function graphql(source: "\n  query SearchTokens($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      tokens(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          accountId\n          accountName\n          tag\n          locked\n          userName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchTokens($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      tokens(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          accountId\n          accountName\n          tag\n          locked\n          userName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchGroups($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      groups(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          name\n          type\n          subtype\n          parentName\n          territory\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchGroups($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      groups(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          name\n          type\n          subtype\n          parentName\n          territory\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchUsers($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      users(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          name\n          personalName\n          companyName\n          locked\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchUsers($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      users(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          name\n          personalName\n          companyName\n          locked\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditUserForm_user on User {\n    id\n    email\n    personalName\n    companyName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n"): (typeof documents)["\n  fragment EditUserForm_user on User {\n    id\n    email\n    personalName\n    companyName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $input: UserDetailsInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserDetails_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: UserDetailsInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserDetails_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditUser($id: ID!) {\n    user(id: $id) {\n      ...EditUserForm_user\n    }\n  }\n"): (typeof documents)["\n  query EditUser($id: ID!) {\n    user(id: $id) {\n      ...EditUserForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserDetails_user on User {\n    id\n    name\n    email\n    personalName\n    companyName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n    territory\n    createTimestamp\n    updateTimestamp\n  }\n"): (typeof documents)["\n  fragment UserDetails_user on User {\n    id\n    name\n    email\n    personalName\n    companyName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n    territory\n    createTimestamp\n    updateTimestamp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSettings($id: ID!) {\n    user(id: $id) {\n      ...UserDetails_user\n      ...UserPermissionsEditor_user\n    }\n  }\n"): (typeof documents)["\n  query UserSettings($id: ID!) {\n    user(id: $id) {\n      ...UserDetails_user\n      ...UserPermissionsEditor_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WelcomeWizard($organisationId: ID!, $accountId: ID!) {\n    organisation: groupAdministration(groupId: $organisationId) {\n      id\n      group {\n        id\n        name\n        address1\n        address2\n        town\n        county\n        postcode\n        country\n      }\n      users(limit: 1) {\n        totalCount\n      }\n      invitations {\n        id\n        email\n        accessLevel\n      }\n    }\n    account: groupAdministration(groupId: $accountId) {\n      id\n      group {\n        id\n        name\n      }\n    }\n    accountPlans(accountId: $accountId) {\n      service\n      plan\n      planId\n    }\n  }\n"): (typeof documents)["\n  query WelcomeWizard($organisationId: ID!, $accountId: ID!) {\n    organisation: groupAdministration(groupId: $organisationId) {\n      id\n      group {\n        id\n        name\n        address1\n        address2\n        town\n        county\n        postcode\n        country\n      }\n      users(limit: 1) {\n        totalCount\n      }\n      invitations {\n        id\n        email\n        accessLevel\n      }\n    }\n    account: groupAdministration(groupId: $accountId) {\n      id\n      group {\n        id\n        name\n      }\n    }\n    accountPlans(accountId: $accountId) {\n      service\n      plan\n      planId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WelcomeInvite($groupId: ID!, $input: InvitationInput!) {\n    inviteGroupUser(groupId: $groupId, input: $input) {\n      id\n      email\n      accessLevel\n    }\n  }\n"): (typeof documents)["\n  mutation WelcomeInvite($groupId: ID!, $input: InvitationInput!) {\n    inviteGroupUser(groupId: $groupId, input: $input) {\n      id\n      email\n      accessLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WizardCreateGroup($input: NewGroupInput!) {\n    createGroup(input: $input) {\n      id\n      accountId\n    }\n  }\n"): (typeof documents)["\n  mutation WizardCreateGroup($input: NewGroupInput!) {\n    createGroup(input: $input) {\n      id\n      accountId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WizardUpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      name\n      address1\n      address2\n      town\n      county\n      postcode\n      country\n    }\n  }\n"): (typeof documents)["\n  mutation WizardUpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      name\n      address1\n      address2\n      town\n      county\n      postcode\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WizardDeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n"): (typeof documents)["\n  mutation WizardDeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WizardOwnerSearch($filter: String!) {\n    search(filter: $filter) {\n      filter\n      users(limit: 10) {\n        total\n        items {\n          id\n          name\n          personalName\n          companyName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WizardOwnerSearch($filter: String!) {\n    search(filter: $filter) {\n      filter\n      users(limit: 10) {\n        total\n        items {\n          id\n          name\n          personalName\n          companyName\n        }\n      }\n    }\n  }\n"];
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