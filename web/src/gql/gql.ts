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
    "\n  query NewAccountOwnerSearch($filter: String!) {\n    search(filter: $filter) {\n      filter\n      users(limit: 5) {\n        items {\n          id\n          name\n          personalName\n        }\n      }\n      groups(limit: 5) {\n        items {\n          id\n          name\n          type\n          parentName\n        }\n      }\n    }\n  }\n": typeof types.NewAccountOwnerSearchDocument,
    "\n  fragment ShellGroup_group on Group {\n    id\n    parentId\n    parentName\n    name\n    type\n    subtype\n    territory\n    isOwner\n    isMember\n    isManager\n    pendingOwnership\n  }\n": typeof types.ShellGroup_GroupFragmentDoc,
    "\n  query Shell {\n    myGroups {\n      ...ShellGroup_group\n      children {\n        ...ShellGroup_group\n        children {\n          ...ShellGroup_group\n        }\n      }\n    }\n  }\n": typeof types.ShellDocument,
    "\n  fragment EditAccountForm_group on Group {\n    id\n    name\n    type\n    territory\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n": typeof types.EditAccountForm_GroupFragmentDoc,
    "\n  mutation UpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      ...EditAccountForm_group\n      ...GroupDetailsCard_group\n    }\n  }\n": typeof types.UpdateGroupDocument,
    "\n  fragment EditGroupUser_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n": typeof types.EditGroupUser_UserFragmentDoc,
    "\n  fragment GroupUsersTable_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n": typeof types.GroupUsersTable_UserFragmentDoc,
    "\n  query GroupUsersPage($groupId: ID!, $offset: Int!, $limit: Int!, $orderBy: GroupUserOrder!, $filter: String) {\n    groupAdministration(groupId: $groupId) {\n      id\n      users(offset: $offset, limit: $limit, orderBy: $orderBy, filter: $filter) {\n        totalCount\n        offset\n        limit\n        users {\n          ...GroupUsersTable_user\n        }\n      }\n    }\n  }\n": typeof types.GroupUsersPageDocument,
    "\n  fragment InvitationsCard_invitation on GroupInvitation {\n    id\n    email\n    accessLevel\n    takeOwnership\n    sentAt\n    expires\n  }\n": typeof types.InvitationsCard_InvitationFragmentDoc,
    "\n  mutation WithdrawInvitation($groupId: ID!, $email: String!) {\n    withdrawInvitation(groupId: $groupId, email: $email)\n  }\n": typeof types.WithdrawInvitationDocument,
    "\n  mutation InviteGroupUser($groupId: ID!, $input: InvitationInput!) {\n    inviteGroupUser(groupId: $groupId, input: $input) {\n      ...InvitationsCard_invitation\n    }\n  }\n": typeof types.InviteGroupUserDocument,
    "\n  query InviteFormWaiting($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n": typeof types.InviteFormWaitingDocument,
    "\n  mutation SetGroupUserAccessLevel($groupId: ID!, $userId: ID!, $accessLevel: AccessLevel!) {\n    setGroupUserAccessLevel(groupId: $groupId, userId: $userId, accessLevel: $accessLevel) {\n      ...EditGroupUser_user\n    }\n  }\n": typeof types.SetGroupUserAccessLevelDocument,
    "\n  mutation SetGroupUserLocked($groupId: ID!, $userId: ID!, $locked: Boolean!) {\n    setGroupUserLocked(groupId: $groupId, userId: $userId, locked: $locked) {\n      ...EditGroupUser_user\n    }\n  }\n": typeof types.SetGroupUserLockedDocument,
    "\n  mutation RemoveGroupUser($groupId: ID!, $userId: ID!) {\n    removeGroupUser(groupId: $groupId, userId: $userId)\n  }\n": typeof types.RemoveGroupUserDocument,
    "\n  query AutomaticRenewals($accountId: ID!) {\n    automaticRenewals(accountId: $accountId) {\n      planId\n      plan\n      service\n      on\n      clicks\n      price\n      currency\n      endDate\n      estimatedRenewalDate\n      topUpPercent\n      topUpExpectedDate\n    }\n  }\n": typeof types.AutomaticRenewalsDocument,
    "\n  mutation SetAutomaticRenewal($accountId: ID!, $planId: ID!, $clicks: Int!, $topUpPercent: Int) {\n    setAutomaticRenewal(accountId: $accountId, planId: $planId, clicks: $clicks, topUpPercent: $topUpPercent) {\n      planId\n      on\n    }\n  }\n": typeof types.SetAutomaticRenewalDocument,
    "\n  mutation StopAutomaticRenewal($accountId: ID!, $planId: ID!) {\n    stopAutomaticRenewal(accountId: $accountId, planId: $planId) {\n      planId\n      on\n    }\n  }\n": typeof types.StopAutomaticRenewalDocument,
    "\n  query PaymentUsers($accountId: ID!) {\n    paymentUsers(accountId: $accountId) {\n      userId\n      name\n      personalName\n    }\n  }\n": typeof types.PaymentUsersDocument,
    "\n  query PaymentUserCandidates($accountId: ID!) {\n    groupAdministration(groupId: $accountId) {\n      id\n      users(limit: 100) {\n        users {\n          id\n          userId\n          name\n          personalName\n        }\n      }\n    }\n  }\n": typeof types.PaymentUserCandidatesDocument,
    "\n  mutation AddPaymentUser($accountId: ID!, $userId: ID!) {\n    addPaymentUser(accountId: $accountId, userId: $userId) {\n      userId\n      name\n      personalName\n    }\n  }\n": typeof types.AddPaymentUserDocument,
    "\n  mutation RemovePaymentUser($accountId: ID!, $userId: ID!) {\n    removePaymentUser(accountId: $accountId, userId: $userId) {\n      userId\n      name\n      personalName\n    }\n  }\n": typeof types.RemovePaymentUserDocument,
    "\n  query PaymentDetails($accountId: ID!) {\n    paymentDetails(accountId: $accountId) {\n      billingEmail\n      lastFour\n      brand\n      expiryMonth\n      expiryYear\n    }\n  }\n": typeof types.PaymentDetailsDocument,
    "\n  mutation ReplacePaymentDetails($accountId: ID!, $backUrl: String!) {\n    replacePaymentDetails(accountId: $accountId, backUrl: $backUrl) {\n      checkoutUrl\n    }\n  }\n": typeof types.ReplacePaymentDetailsDocument,
    "\n  mutation RemovePaymentDetails($accountId: ID!) {\n    removePaymentDetails(accountId: $accountId)\n  }\n": typeof types.RemovePaymentDetailsDocument,
    "\n  fragment UserPermissionsEditor_setting on UserPermission {\n    permissionId\n    userId\n    name\n    enabled\n    permission {\n      id\n      refId\n      description\n      admin\n      isNotification\n    }\n  }\n": typeof types.UserPermissionsEditor_SettingFragmentDoc,
    "\n  fragment UserPermissionsEditor_user on User {\n    id\n    permissions {\n      ...UserPermissionsEditor_setting\n      children {\n        ...UserPermissionsEditor_setting\n      }\n    }\n  }\n": typeof types.UserPermissionsEditor_UserFragmentDoc,
    "\n  mutation SetUserPermission($userId: ID!, $permissionId: ID!, $enabled: Boolean!) {\n    setUserPermission(userId: $userId, permissionId: $permissionId, enabled: $enabled) {\n      ...UserPermissionsEditor_user\n    }\n  }\n": typeof types.SetUserPermissionDocument,
    "\n  query UserPermissions($userId: ID!) {\n    user(id: $userId) {\n      ...UserPermissionsEditor_user\n    }\n  }\n": typeof types.UserPermissionsDocument,
    "\n  query BureauFileResults($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      name\n      status\n      upload {\n        rowCount\n        testRowCount\n      }\n      settings {\n        mafId\n        addressSettings {\n          usePAF\n          correctTown\n          correctPostcode\n          correctStreet\n        }\n        dedupeLevel\n        dedupeAction\n        dedupeSeparateFile\n        suppressions {\n          suppressionType\n          action\n        }\n        outputGroups\n        outputFields\n      }\n      testResults {\n        recordCount\n        codingStats {\n          ...BureauFileResults_stat\n        }\n        suppressionStats {\n          ...BureauFileResults_stat\n        }\n        outputGroupStats {\n          ...BureauFileResults_stat\n        }\n        matchLevelStats {\n          ...BureauFileResults_stat\n        }\n        addressUpdateStats {\n          ...BureauFileResults_stat\n        }\n        dedupeStats {\n          ...BureauFileResults_stat\n        }\n        recordFates {\n          ...BureauFileResults_fate\n        }\n        changeSample {\n          ...BureauFileResults_change\n        }\n      }\n      costs {\n        currency\n        lines {\n          costTypeId\n          description\n          basePrice\n          recordCount\n          fileRecordCount\n          minimumRecordCount\n          pricePerRecord\n          matchCount\n          testMatchCount\n          testRecordCount\n          pricePerMatch\n          charged\n          total\n        }\n        total\n        invoice {\n          number\n          url\n          date\n          purchaseOrder\n        }\n      }\n      fullResults {\n        inputRecordCount\n        outputRecordCount\n        codingStats {\n          ...BureauFileResults_stat\n        }\n        addressUpdateStats {\n          ...BureauFileResults_stat\n        }\n        dedupeStats {\n          ...BureauFileResults_stat\n        }\n        suppressionRemovedStats {\n          ...BureauFileResults_stat\n        }\n        suppressionFlaggedStats {\n          ...BureauFileResults_stat\n        }\n        outputGroupStats {\n          ...BureauFileResults_stat\n        }\n        matchLevelStats {\n          ...BureauFileResults_stat\n        }\n        duplicatesRecordCount\n        recordFates {\n          ...BureauFileResults_fate\n        }\n        changeSample {\n          ...BureauFileResults_change\n        }\n      }\n      progress {\n        status\n        processedRecords\n        totalRecords\n        percent\n      }\n      downloadUrl\n      duplicatesDownloadUrl\n    }\n  }\n": typeof types.BureauFileResultsDocument,
    "\n  fragment BureauFileResults_stat on BureauStat {\n    description\n    count\n  }\n": typeof types.BureauFileResults_StatFragmentDoc,
    "\n  fragment BureauFileResults_fate on BureauRecordFateCount {\n    fate\n    file\n    count\n  }\n": typeof types.BureauFileResults_FateFragmentDoc,
    "\n  fragment BureauFileResults_change on BureauChange {\n    row\n    reference\n    change\n    given\n    cleansed\n  }\n": typeof types.BureauFileResults_ChangeFragmentDoc,
    "\n  mutation DiscardBureauResults($accountId: ID!, $fileId: ID!) {\n    discardBureauResults(accountId: $accountId, fileId: $fileId) {\n      id\n      status\n    }\n  }\n": typeof types.DiscardBureauResultsDocument,
    "\n  query BureauFileDownloadLinks($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      downloadUrl\n      duplicatesDownloadUrl\n    }\n  }\n": typeof types.BureauFileDownloadLinksDocument,
    "\n  query BureauFiles($accountId: ID!) {\n    bureauFiles(accountId: $accountId) {\n      id\n      name\n      status\n      size\n      createTimestamp\n      updateTimestamp\n      upload {\n        rowCount\n      }\n    }\n  }\n": typeof types.BureauFilesDocument,
    "\n  mutation DeleteBureauFile($accountId: ID!, $fileId: ID!) {\n    deleteBureauFile(accountId: $accountId, fileId: $fileId)\n  }\n": typeof types.DeleteBureauFileDocument,
    "\n  query InvoiceContact {\n    me {\n      id\n      email\n      personalName\n      companyName\n      address1\n      address2\n      address3\n      town\n      postcode\n      country\n    }\n  }\n": typeof types.InvoiceContactDocument,
    "\n  mutation PayBureauFile($accountId: ID!, $fileId: ID!, $input: PayBureauFileInput!) {\n    payBureauFile(accountId: $accountId, fileId: $fileId, input: $input) {\n      invoiceUrl\n      file {\n        id\n        status\n      }\n    }\n  }\n": typeof types.PayBureauFileDocument,
    "\n  query BureauFileProperties($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      name\n      status\n      upload {\n        inputFields {\n          inputOrder\n          name\n        }\n      }\n      settings {\n        mafId\n        addressSettings {\n          usePAF\n          correctTown\n          correctPostcode\n          correctStreet\n        }\n        dedupeLevel\n        dedupeAction\n        dedupeSeparateFile\n        suppressions {\n          suppressionType\n          action\n        }\n        outputGroups\n        outputFields\n      }\n    }\n    addressCleanseOptions(accountId: $accountId) {\n      mafs {\n        mafId\n        mafName\n      }\n      dedupeLevels {\n        id\n        name\n        description\n      }\n      suppressionTypes {\n        id\n        name\n        description\n      }\n      suppressionActions {\n        id\n        name\n      }\n      outputGroups {\n        id\n        name\n        description\n      }\n      outputFields {\n        id\n        name\n      }\n    }\n  }\n": typeof types.BureauFilePropertiesDocument,
    "\n  mutation SaveBureauFileSettings($accountId: ID!, $fileId: ID!, $settings: BureauFileSettingsInput!) {\n    updateBureauFileSettings(accountId: $accountId, fileId: $fileId, settings: $settings) {\n      id\n      status\n    }\n  }\n": typeof types.SaveBureauFileSettingsDocument,
    "\n  mutation CreateBureauTestResults($accountId: ID!, $fileId: ID!) {\n    createBureauTestResults(accountId: $accountId, fileId: $fileId) {\n      id\n      status\n    }\n  }\n": typeof types.CreateBureauTestResultsDocument,
    "\n  mutation RenameBureauFile($accountId: ID!, $fileId: ID!, $name: String!) {\n    renameBureauFile(accountId: $accountId, fileId: $fileId, name: $name) {\n      id\n      name\n      updateTimestamp\n    }\n  }\n": typeof types.RenameBureauFileDocument,
    "\n  query BureauFileMapping($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      name\n      status\n      upload {\n        templateFileId\n        inputFields {\n          inputOrder\n          name\n          row1\n          row2\n          mappingType\n          mappingOrder\n        }\n      }\n    }\n    addressCleanseOptions(accountId: $accountId) {\n      mappingTypes\n    }\n    bureauFiles(accountId: $accountId) {\n      id\n      name\n      status\n      upload {\n        inputFields {\n          inputOrder\n          mappingType\n          mappingOrder\n        }\n      }\n    }\n  }\n": typeof types.BureauFileMappingDocument,
    "\n  mutation UpdateBureauInputFields($accountId: ID!, $fileId: ID!, $inputFields: [BureauInputFieldInput!]!, $templateFileId: ID) {\n    updateBureauInputFields(accountId: $accountId, fileId: $fileId, inputFields: $inputFields, templateFileId: $templateFileId) {\n      id\n      status\n      upload {\n        templateFileId\n        inputFields {\n          inputOrder\n          mappingType\n          mappingOrder\n        }\n      }\n    }\n  }\n": typeof types.UpdateBureauInputFieldsDocument,
    "\n  mutation CreateBureauFile($accountId: ID!, $input: CreateBureauFileInput!) {\n    createBureauFile(accountId: $accountId, input: $input) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.CreateBureauFileDocument,
    "\n  query AccountAdministration($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...GroupDetailsCard_group\n      }\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n": typeof types.AccountAdministrationDocument,
    "\n  query CanDeleteAccount($accountId: ID!) {\n    canDeleteAccount(accountId: $accountId) {\n      canDelete\n      reason\n    }\n  }\n": typeof types.CanDeleteAccountDocument,
    "\n  mutation DeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n": typeof types.DeleteGroupDocument,
    "\n  query EditAccount($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...EditAccountForm_group\n      }\n    }\n  }\n": typeof types.EditAccountDocument,
    "\n  query EditGroupUser($groupId: ID!, $userId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n      user(userId: $userId) {\n        ...EditGroupUser_user\n      }\n    }\n  }\n": typeof types.EditGroupUserDocument,
    "\n  fragment GroupDetailsCard_group on Group {\n    id\n    name\n    type\n    subtype\n    territory\n    pendingOwnership\n    parentName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n    charity {\n      number\n      status\n    }\n  }\n": typeof types.GroupDetailsCard_GroupFragmentDoc,
    "\n  query InviteGroup($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n    }\n  }\n": typeof types.InviteGroupDocument,
    "\n  query AddressCleanseAdministration($accountId: ID!) {\n    addressCleanseAdministration(accountId: $accountId) {\n      canChangePrices\n      costs {\n        costId\n        costTypeId\n        costTypeName\n        basePrice\n        pricePerMatch\n        pricePerRecord\n        realPricePerMatch\n        realPricePerRecord\n        territory\n        minRecCount\n        startDate\n        endDate\n      }\n      mafs {\n        mafId\n        mafName\n        mafCountryCode\n      }\n      costTypes {\n        costTypeId\n        name\n      }\n      royaltyCharges {\n        mafId\n        mafName\n        territory\n        pricePerMatch\n      }\n      jobCharges {\n        jobId\n        accId\n        mafId\n        totalCharges\n        totalRealCharges\n        totalCount\n        date\n        isPostPay\n        transactions {\n          costTypeId\n          description\n          count\n          charge\n        }\n      }\n    }\n  }\n": typeof types.AddressCleanseAdministrationDocument,
    "\n  query AdminCost($costId: ID!) {\n    adminCost(costId: $costId) {\n      costId\n      costTypeName\n      territory\n      basePrice\n      pricePerMatch\n      pricePerRecord\n      realPricePerMatch\n      realPricePerRecord\n      minRecCount\n      startDate\n      endDate\n    }\n  }\n": typeof types.AdminCostDocument,
    "\n  mutation UpdateAdminCost($costId: ID!, $input: AdminCostInput!) {\n    updateAdminCost(costId: $costId, input: $input) {\n      costId\n      basePrice\n      pricePerMatch\n      pricePerRecord\n      realPricePerMatch\n      realPricePerRecord\n      minRecCount\n      startDate\n      endDate\n    }\n  }\n": typeof types.UpdateAdminCostDocument,
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
    "\n  query BundleAccount($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...ServiceSubscriptions_plan\n    }\n  }\n": typeof types.BundleAccountDocument,
    "\n  mutation DeleteBundle($bundleId: ID!) {\n    deleteBundle(bundleId: $bundleId)\n  }\n": typeof types.DeleteBundleDocument,
    "\n  mutation UpdateBundle($bundleId: ID!, $input: BundleChangesInput!) {\n    updateBundle(bundleId: $bundleId, input: $input) {\n      bundle {\n        bundleId\n        clicks\n        price\n        startDate\n        endDate\n      }\n    }\n  }\n": typeof types.UpdateBundleDocument,
    "\n  query BundleInvoice($bundleId: ID!, $backUrl: String!) {\n    bundleInvoice(bundleId: $bundleId, backUrl: $backUrl)\n  }\n": typeof types.BundleInvoiceDocument,
    "\n  mutation CreateBundle($organisationId: ID!, $accountId: ID!, $input: NewBundleInput!) {\n    createBundle(organisationId: $organisationId, accountId: $accountId, input: $input) {\n      accountId\n      bundle {\n        bundleId\n      }\n    }\n  }\n": typeof types.CreateBundleDocument,
    "\n  fragment ServiceJwtPanel_service on ProviderService {\n    serviceId\n    name\n    description\n    offersJwt\n  }\n": typeof types.ServiceJwtPanel_ServiceFragmentDoc,
    "\n  query ServiceJwt($serviceId: ID!, $groupId: ID!) {\n    serviceJwt(serviceId: $serviceId, groupId: $groupId) {\n      serviceId\n      jwt\n      expiry\n    }\n  }\n": typeof types.ServiceJwtDocument,
    "\n  fragment ServiceSwitches_access on GroupServiceAccess {\n    groupId\n    users {\n      userId\n      name\n      personalName\n      services {\n        serviceId\n        name\n        enabled\n      }\n    }\n    tokens {\n      tokenId\n      tag\n      locked\n      services {\n        serviceId\n        name\n        enabled\n      }\n    }\n  }\n": typeof types.ServiceSwitches_AccessFragmentDoc,
    "\n  mutation SetServiceAccess($groupId: ID!, $userId: ID!, $serviceId: ID!, $tokenId: ID, $enabled: Boolean!) {\n    setServiceAccess(groupId: $groupId, userId: $userId, serviceId: $serviceId, tokenId: $tokenId, enabled: $enabled) {\n      serviceId\n      name\n      enabled\n    }\n  }\n": typeof types.SetServiceAccessDocument,
    "\n  query ServicesAdministration($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...ServiceSubscriptions_plan\n    }\n    groupServiceAccess(groupId: $accountId) {\n      ...ServiceSwitches_access\n    }\n    providerServices {\n      ...ServiceJwtPanel_service\n    }\n  }\n": typeof types.ServicesAdministrationDocument,
    "\n  fragment ServiceSubscriptions_plan on AccountPlan {\n    service\n    plan\n    planId\n    datasetRef\n    endDate\n    estimatedExpiryDate\n    remainClicks\n    clickLimit\n    averageClicks\n    clickConsumptionChange\n    status\n    trial\n    deprecated\n    deprecatedByPlan\n    currency\n    bundles {\n      bundleId\n      plan\n      clicks\n      price\n      purchaseDate\n      startDate\n      endDate\n    }\n  }\n": typeof types.ServiceSubscriptions_PlanFragmentDoc,
    "\n  fragment TokenCard_token on ApiToken {\n    id\n    accountId\n    tag\n    key\n    locked\n    ipRange\n    referrer\n    expiry\n    dailyCap\n    dailyCapPerAddress\n    createdBy\n    createdAt\n    lastUsed\n    usage {\n      day\n      clicks\n    }\n    tryCommand\n  }\n": typeof types.TokenCard_TokenFragmentDoc,
    "\n  query AdministrationTokens($accountId: ID!) {\n    apiTokens(accountId: $accountId) {\n      id\n      ...TokenCard_token\n    }\n  }\n": typeof types.AdministrationTokensDocument,
    "\n  mutation CreateApiToken($input: NewApiTokenInput!) {\n    createApiToken(input: $input) {\n      id\n      ...TokenCard_token\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation UpdateApiToken($accountId: ID!, $id: ID!, $input: ApiTokenSettingsInput!) {\n    updateApiToken(accountId: $accountId, id: $id, input: $input) {\n      id\n      ...TokenCard_token\n    }\n  }\n": typeof types.UpdateApiTokenDocument,
    "\n  mutation SetApiTokenLock($accountId: ID!, $id: ID!, $locked: Boolean!) {\n    setApiTokenLock(accountId: $accountId, id: $id, locked: $locked) {\n      id\n      ...TokenCard_token\n    }\n  }\n": typeof types.SetApiTokenLockDocument,
    "\n  mutation DeleteApiToken($accountId: ID!, $id: ID!) {\n    deleteApiToken(accountId: $accountId, id: $id)\n  }\n": typeof types.DeleteApiTokenDocument,
    "\n  mutation ChangeApiTokensInBulk($groupId: ID!, $input: ApiTokenBulkInput!) {\n    changeApiTokensInBulk(groupId: $groupId, input: $input) {\n      id\n      ...TokenCard_token\n    }\n  }\n": typeof types.ChangeApiTokensInBulkDocument,
    "\n  mutation TryApiToken($accountId: ID!, $id: ID!, $referrer: String) {\n    tryApiToken(accountId: $accountId, id: $id, referrer: $referrer) {\n      ok\n      status\n      message\n      suggestions\n      command\n      token {\n        id\n        ...TokenCard_token\n      }\n    }\n  }\n": typeof types.TryApiTokenDocument,
    "\n  query TokenRefusals($accountId: ID!, $id: ID!) {\n    apiTokenRefusals(accountId: $accountId, id: $id) {\n      tokenId\n      available\n      total\n      byReason {\n        reason\n        count\n      }\n      latest {\n        at\n        clientAddress\n        referrer\n        service\n        reason\n        message\n      }\n    }\n  }\n": typeof types.TokenRefusalsDocument,
    "\n  query TokenAlertSettings($accountId: ID!) {\n    apiTokenAlertSettings(accountId: $accountId) {\n      accountId\n      available\n      refusalThreshold\n    }\n  }\n": typeof types.TokenAlertSettingsDocument,
    "\n  mutation SetApiTokenAlertThreshold($accountId: ID!, $refusalThreshold: Int) {\n    setApiTokenAlertThreshold(accountId: $accountId, refusalThreshold: $refusalThreshold) {\n      accountId\n      available\n      refusalThreshold\n    }\n  }\n": typeof types.SetApiTokenAlertThresholdDocument,
    "\n  query AddressDatasets($accountId: ID!) {\n    addressDatasets(accountId: $accountId) {\n      ref\n      name\n      international\n    }\n  }\n": typeof types.AddressDatasetsDocument,
    "\n  fragment AddressResult_address on Address {\n    id\n    label\n    fields {\n      name\n      value\n    }\n  }\n": typeof types.AddressResult_AddressFragmentDoc,
    "\n  query AddressSuggestions($accountId: ID!, $dataset: ID!, $text: String!, $country: String) {\n    addressSuggestions(accountId: $accountId, dataset: $dataset, text: $text, country: $country) {\n      text\n      suggestions {\n        id\n        text\n      }\n      failure {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddressSuggestionsDocument,
    "\n  query AddressCountries {\n    addressCountries {\n      code\n      name\n    }\n  }\n": typeof types.AddressCountriesDocument,
    "\n  query Address($accountId: ID!, $dataset: ID!, $id: ID!, $country: String, $configuration: LabelConfigurationInput!) {\n    address(accountId: $accountId, dataset: $dataset, id: $id, country: $country, configuration: $configuration) {\n      address {\n        ...AddressResult_address\n      }\n      failure {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddressDocument,
    "\n  fragment PaymentResult_validation on BankAccountValidation {\n    sortCode\n    accountNumber\n    status\n    reason\n  }\n": typeof types.PaymentResult_ValidationFragmentDoc,
    "\n  query BankAccountValidation($accountId: ID!, $sortCode: String!, $accountNumber: String!) {\n    bankAccountValidation(accountId: $accountId, sortCode: $sortCode, accountNumber: $accountNumber) {\n      ...PaymentResult_validation\n    }\n  }\n": typeof types.BankAccountValidationDocument,
    "\n  fragment EmailResultsTable_validation on EmailValidation {\n    email\n    status\n    reason\n    suggestion\n    failure {\n      code\n      message\n    }\n  }\n": typeof types.EmailResultsTable_ValidationFragmentDoc,
    "\n  query EmailValidation($accountId: ID!, $emails: [String!]!) {\n    emailValidation(accountId: $accountId, emails: $emails) {\n      ...EmailResultsTable_validation\n    }\n  }\n": typeof types.EmailValidationDocument,
    "\n  fragment DatasetDetails_dataset on Dataset {\n    id\n    name\n    datasetRef\n    service\n    planCount\n    createdDate\n    createdBy {\n      id\n      name\n    }\n    updatedDate\n    updatedBy {\n      id\n      name\n    }\n  }\n": typeof types.DatasetDetails_DatasetFragmentDoc,
    "\n  fragment PlanDetails_plan on CataloguePlan {\n    id\n    name\n    description\n    dataset {\n      id\n      name\n      datasetRef\n    }\n    service\n    duration\n    availableStart\n    availableEnd\n    calculator\n    pricing {\n      clicks\n      price\n    }\n    formula\n    territory\n    currency\n    allowTest\n    displayOrder\n    filters {\n      id\n      description\n      category\n      displayOrder\n    }\n    comparisons {\n      id\n      description\n      displayOrder\n    }\n    subscriptionCount\n    createdDate\n    createdBy {\n      id\n      name\n    }\n    updatedDate\n    updatedBy {\n      id\n      name\n    }\n  }\n": typeof types.PlanDetails_PlanFragmentDoc,
    "\n  fragment PlanListItem_plan on CataloguePlan {\n    id\n    name\n    territory\n    currency\n    calculator\n    displayOrder\n    availableStart\n    availableEnd\n    dataset {\n      id\n      datasetRef\n    }\n    pricing {\n      clicks\n      price\n    }\n  }\n": typeof types.PlanListItem_PlanFragmentDoc,
    "\n  query Catalogue {\n    datasets {\n      id\n      name\n      datasetRef\n      service\n      planCount\n    }\n    cataloguePlans {\n      ...PlanListItem_plan\n    }\n  }\n": typeof types.CatalogueDocument,
    "\n  query Datasets {\n    datasets {\n      ...DatasetDetails_dataset\n    }\n  }\n": typeof types.DatasetsDocument,
    "\n  query Dataset($id: ID!) {\n    dataset(id: $id) {\n      ...DatasetDetails_dataset\n    }\n  }\n": typeof types.DatasetDocument,
    "\n  query CataloguePlan($id: ID!) {\n    cataloguePlan(id: $id) {\n      ...PlanDetails_plan\n    }\n  }\n": typeof types.CataloguePlanDocument,
    "\n  mutation CreateDataset($input: DatasetInput!) {\n    createDataset(input: $input) {\n      ...DatasetDetails_dataset\n    }\n  }\n": typeof types.CreateDatasetDocument,
    "\n  mutation UpdateDataset($id: ID!, $input: DatasetInput!) {\n    updateDataset(id: $id, input: $input) {\n      ...DatasetDetails_dataset\n    }\n  }\n": typeof types.UpdateDatasetDocument,
    "\n  mutation DeleteDataset($id: ID!) {\n    deleteDataset(id: $id)\n  }\n": typeof types.DeleteDatasetDocument,
    "\n  mutation CreatePlan($input: CataloguePlanInput!) {\n    createPlan(input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n": typeof types.CreatePlanDocument,
    "\n  mutation UpdatePlan($id: ID!, $input: CataloguePlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n": typeof types.UpdatePlanDocument,
    "\n  mutation DeletePlan($id: ID!) {\n    deletePlan(id: $id)\n  }\n": typeof types.DeletePlanDocument,
    "\n  mutation CreatePlanFilter($planId: ID!, $input: CataloguePlanFilterInput!) {\n    createPlanFilter(planId: $planId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n": typeof types.CreatePlanFilterDocument,
    "\n  mutation UpdatePlanFilter($planId: ID!, $filterId: ID!, $input: CataloguePlanFilterInput!) {\n    updatePlanFilter(planId: $planId, filterId: $filterId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n": typeof types.UpdatePlanFilterDocument,
    "\n  mutation DeletePlanFilter($planId: ID!, $filterId: ID!) {\n    deletePlanFilter(planId: $planId, filterId: $filterId) {\n      ...PlanDetails_plan\n    }\n  }\n": typeof types.DeletePlanFilterDocument,
    "\n  mutation ReorderPlanFilters($planId: ID!, $filterIds: [ID!]!) {\n    reorderPlanFilters(planId: $planId, filterIds: $filterIds) {\n      ...PlanDetails_plan\n    }\n  }\n": typeof types.ReorderPlanFiltersDocument,
    "\n  mutation CreatePlanComparison($planId: ID!, $input: CataloguePlanComparisonInput!) {\n    createPlanComparison(planId: $planId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n": typeof types.CreatePlanComparisonDocument,
    "\n  mutation UpdatePlanComparison($planId: ID!, $comparisonId: ID!, $input: CataloguePlanComparisonInput!) {\n    updatePlanComparison(planId: $planId, comparisonId: $comparisonId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n": typeof types.UpdatePlanComparisonDocument,
    "\n  mutation DeletePlanComparison($planId: ID!, $comparisonId: ID!) {\n    deletePlanComparison(planId: $planId, comparisonId: $comparisonId) {\n      ...PlanDetails_plan\n    }\n  }\n": typeof types.DeletePlanComparisonDocument,
    "\n  mutation ReorderPlanComparisons($planId: ID!, $comparisonIds: [ID!]!) {\n    reorderPlanComparisons(planId: $planId, comparisonIds: $comparisonIds) {\n      ...PlanDetails_plan\n    }\n  }\n": typeof types.ReorderPlanComparisonsDocument,
    "\n  query Home {\n    me {\n      id\n      name\n      personalName\n      companyName\n    }\n  }\n": typeof types.HomeDocument,
    "\n  fragment SubscriptionsCard_plan on AccountPlan {\n    planId\n    service\n    plan\n    status\n    trial\n    endDate\n    remainClicks\n    clickLimit\n    currency\n    subscription {\n      clicks\n      price\n      estimatedRenewalDate\n    }\n  }\n": typeof types.SubscriptionsCard_PlanFragmentDoc,
    "\n  query AccountPlans($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...SubscriptionsCard_plan\n    }\n  }\n": typeof types.AccountPlansDocument,
    "\n  fragment LeadListItem_lead on Lead {\n    id\n    companyName\n    contactName\n    services {\n      service\n      quantity\n    }\n    openDate\n    closeDate\n    status\n  }\n": typeof types.LeadListItem_LeadFragmentDoc,
    "\n  fragment SubmittedLead_lead on Lead {\n    id\n    partnerId\n    companyName\n    companyAddress\n    contactName\n    email\n    phoneNumber\n    jobTitle\n    division\n    services {\n      service\n      quantity\n    }\n    integrations\n    enrichments\n    cleansing\n    probability\n    closeDate\n    jointMeeting\n    description\n    status\n    openDate\n  }\n": typeof types.SubmittedLead_LeadFragmentDoc,
    "\n  query PartnerLeads($partnerId: ID!) {\n    partnerLeads(partnerId: $partnerId) {\n      ...LeadListItem_lead\n    }\n  }\n": typeof types.PartnerLeadsDocument,
    "\n  query PartnerLead($partnerId: ID!, $leadId: ID!) {\n    partnerLead(partnerId: $partnerId, leadId: $leadId) {\n      ...SubmittedLead_lead\n    }\n  }\n": typeof types.PartnerLeadDocument,
    "\n  query LeadFormOptions {\n    leadOptions {\n      id\n      option\n      requirement\n    }\n  }\n": typeof types.LeadFormOptionsDocument,
    "\n  mutation CreateLead($partnerId: ID!, $input: LeadInput!) {\n    createLead(partnerId: $partnerId, input: $input) {\n      ...SubmittedLead_lead\n    }\n  }\n": typeof types.CreateLeadDocument,
    "\n  mutation UpdateLead($partnerId: ID!, $leadId: ID!, $input: LeadInput!) {\n    updateLead(partnerId: $partnerId, leadId: $leadId, input: $input) {\n      ...SubmittedLead_lead\n    }\n  }\n": typeof types.UpdateLeadDocument,
    "\n  mutation ChangeLeadStatus($partnerId: ID!, $leadId: ID!, $status: LeadStatus!, $closeDate: String) {\n    changeLeadStatus(partnerId: $partnerId, leadId: $leadId, status: $status, closeDate: $closeDate) {\n      ...SubmittedLead_lead\n    }\n  }\n": typeof types.ChangeLeadStatusDocument,
    "\n  mutation DeleteLead($partnerId: ID!, $leadId: ID!) {\n    deleteLead(partnerId: $partnerId, leadId: $leadId)\n  }\n": typeof types.DeleteLeadDocument,
    "\n  query LeadOptions {\n    leadOptions {\n      id\n      option\n      requirement\n    }\n  }\n": typeof types.LeadOptionsDocument,
    "\n  mutation CreateLeadOption($input: LeadOptionInput!) {\n    createLeadOption(input: $input) {\n      id\n      option\n      requirement\n    }\n  }\n": typeof types.CreateLeadOptionDocument,
    "\n  mutation UpdateLeadOption($id: ID!, $input: LeadOptionInput!) {\n    updateLeadOption(id: $id, input: $input) {\n      id\n      option\n      requirement\n    }\n  }\n": typeof types.UpdateLeadOptionDocument,
    "\n  mutation DeleteLeadOption($id: ID!) {\n    deleteLeadOption(id: $id)\n  }\n": typeof types.DeleteLeadOptionDocument,
    "\n  query PartnerAccounts($partnerId: ID!) {\n    partnerAccounts(partnerId: $partnerId) {\n      organisationId\n      organisationName\n      accountId\n      accountName\n      planName\n      datasetType\n      clickLimit\n      remainingClicks\n      startDate\n      endDate\n      estimatedExpiryDate\n      runsOutBeforeEnd\n    }\n  }\n": typeof types.PartnerAccountsDocument,
    "\n  query PartnerGroup($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n        ...EditAccountForm_group\n      }\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n": typeof types.PartnerGroupDocument,
    "\n  query PartnerGroupUser($groupId: ID!, $userId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n      user(userId: $userId) {\n        ...EditGroupUser_user\n      }\n    }\n  }\n": typeof types.PartnerGroupUserDocument,
    "\n  query ReportingSummary($accountId: ID!, $from: DateTime!, $to: DateTime!, $toEnd: DateTime!, $uk: Boolean!) {\n    usageReport(accountId: $accountId, from: $from, to: $to) {\n      accountId\n      window {\n        from\n        to\n        period\n      }\n      subscriptions {\n        subscription {\n          planId\n          plan\n          service\n          endDate\n          remainClicks\n          clickLimit\n          averageClicks\n          clickConsumptionChange\n          currency\n        }\n        totalClicks\n        forecast {\n          dailyAverage\n          remainClicks\n          runOutDate\n          periodEnd\n          runsOutEarly\n        }\n      }\n      charges {\n        date\n        kind\n        description\n        service\n        planId\n        plan\n        clicks\n        records\n        fileId\n        invoiceNumber\n        purchaseOrder\n        amount\n        currency\n      }\n    }\n    bureauStats(accountId: $accountId, from: $from, to: $toEnd) @include(if: $uk) {\n      mafId\n      mafName\n      all {\n        ...ReportingSummary_bureauFigures\n      }\n      purchased {\n        ...ReportingSummary_bureauFigures\n      }\n    }\n  }\n": typeof types.ReportingSummaryDocument,
    "\n  fragment ReportingSummary_bureauFigures on BureauStatsFigures {\n    files\n    cost\n    inputRecords\n    outputRecords\n    matching {\n      matched\n      updated\n      unmatched\n    }\n    deduplication {\n      child\n      parent\n      unique\n    }\n  }\n": typeof types.ReportingSummary_BureauFiguresFragmentDoc,
    "\n  query ReportingServices($accountId: ID!, $from: DateTime!, $to: DateTime!, $period: UsagePeriod!) {\n    usageReport(accountId: $accountId, from: $from, to: $to, period: $period) {\n      accountId\n      window {\n        from\n        to\n        period\n        periods\n      }\n      subscriptions {\n        subscription {\n          planId\n          plan\n          service\n          datasetRef\n        }\n        clicksPerPeriod\n        totalClicks\n        countries {\n          country\n          clicks\n        }\n      }\n    }\n  }\n": typeof types.ReportingServicesDocument,
    "\n  query ReportingTokens($accountId: ID!, $from: DateTime!, $to: DateTime!, $period: UsagePeriod!, $tag: String!, $oneTag: Boolean!) {\n    usageReport(accountId: $accountId, from: $from, to: $to, period: $period) {\n      accountId\n      window {\n        from\n        to\n        period\n        periods\n      }\n      tokens {\n        ...ReportingTokens_token\n      }\n      token(tag: $tag) @include(if: $oneTag) {\n        ...ReportingTokens_token\n      }\n    }\n  }\n": typeof types.ReportingTokensDocument,
    "\n  fragment ReportingTokens_token on TokenUsageReport {\n    tokenId\n    tokenTag\n    locked\n    clicksPerPeriod\n    totalClicks\n  }\n": typeof types.ReportingTokens_TokenFragmentDoc,
    "\n  query SearchTokens($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      tokens(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          accountId\n          accountName\n          tag\n          locked\n          userName\n        }\n      }\n    }\n  }\n": typeof types.SearchTokensDocument,
    "\n  query SearchGroups($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      groups(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          name\n          type\n          subtype\n          parentName\n          territory\n        }\n      }\n    }\n  }\n": typeof types.SearchGroupsDocument,
    "\n  query SearchUsers($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      users(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          name\n          personalName\n          companyName\n          locked\n        }\n      }\n    }\n  }\n": typeof types.SearchUsersDocument,
    "\n  mutation RequestPasswordReset($userName: String!) {\n    requestPasswordReset(userName: $userName)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($userName: String!, $activationCode: String!, $password: String!) {\n    resetPassword(userName: $userName, activationCode: $activationCode, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ValidateUser($code: String!) {\n    validateUser(code: $code) {\n      ...SessionUser_session\n    }\n  }\n": typeof types.ValidateUserDocument,
    "\n  mutation SendValidationCode {\n    sendValidationCode\n  }\n": typeof types.SendValidationCodeDocument,
    "\n  mutation Register($input: RegistrationInput!, $captchaToken: String!) {\n    register(input: $input, captchaToken: $captchaToken) {\n      userId\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SignIn($userName: String!, $password: String!, $captchaToken: String) {\n    signIn(userName: $userName, password: $password, captchaToken: $captchaToken) {\n      ...SessionUser_session\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query BasketQuote($items: [BasketItemInput!]!) {\n    basketQuote(items: $items) {\n      items {\n        accountId\n        planId\n        plan\n        service\n        kind\n        clicks\n        minimumClicks\n        price\n      }\n      total\n      currency\n    }\n  }\n": typeof types.BasketQuoteDocument,
    "\n  query BillingDefaults($accountId: ID!) {\n    me {\n      id\n      name\n      personalName\n      companyName\n      address1\n      address2\n      address3\n      address4\n      town\n      county\n      postcode\n      country\n    }\n    savedCard: paymentDetails(accountId: $accountId) {\n      brand\n      lastFour\n      expiryMonth\n      expiryYear\n    }\n    account: groupStatus(groupId: $accountId) {\n      id\n      parentName\n      address1\n      address2\n      address3\n      address4\n      town\n      county\n      postcode\n      country\n      parent {\n        id\n        address1\n        address2\n        address3\n        address4\n        town\n        county\n        postcode\n        country\n      }\n    }\n  }\n": typeof types.BillingDefaultsDocument,
    "\n  mutation Checkout($input: CheckoutInput!, $captchaToken: String!) {\n    checkout(input: $input, captchaToken: $captchaToken) {\n      orderId\n      url\n      quote {\n        items {\n          accountId\n          planId\n          plan\n          clicks\n          price\n        }\n        total\n        currency\n      }\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  fragment ShopPlanCard_plan on ShopPlan {\n    planId\n    plan\n    description\n    kind\n    datasetId\n    dataset\n    duration\n    clicks\n    minimumClicks\n    maximumClicks\n    currency\n    pricing {\n      clicks\n      price\n    }\n    filters {\n      description\n      category\n      displayOrder\n    }\n    comparisons {\n      description\n      displayOrder\n    }\n    held {\n      endDate\n      status\n      remainClicks\n    }\n    unavailableReason\n  }\n": typeof types.ShopPlanCard_PlanFragmentDoc,
    "\n  query ShopPlans($accountId: ID!, $service: PlanService) {\n    shopPlans(accountId: $accountId, service: $service) {\n      planId\n      kind\n      ...ShopPlanCard_plan\n    }\n  }\n": typeof types.ShopPlansDocument,
    "\n  query ShopOffer($accountId: ID!) {\n    shopPlans(accountId: $accountId) {\n      planId\n      service\n      price\n      currency\n      pricing {\n        clicks\n        price\n      }\n    }\n  }\n": typeof types.ShopOfferDocument,
    "\n  query ShopOrder($orderId: ID!) {\n    shopOrderConfirmation(orderId: $orderId) {\n      available\n      order {\n        orderId\n        status\n        items {\n          accountId\n          planId\n          plan\n          kind\n          clicks\n          price\n        }\n        total\n        currency\n        paidAt\n        cardBrand\n        cardLastFour\n      }\n    }\n  }\n": typeof types.ShopOrderDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  query EditUser($id: ID!) {\n    user(id: $id) {\n      ...EditUserForm_user\n    }\n  }\n": typeof types.EditUserDocument,
    "\n  fragment EditUserForm_user on User {\n    id\n    email\n    personalName\n    companyName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n": typeof types.EditUserForm_UserFragmentDoc,
    "\n  mutation UpdateUser($id: ID!, $input: UserDetailsInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserDetails_user\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment UserDetails_user on User {\n    id\n    name\n    email\n    personalName\n    companyName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n    territory\n    createTimestamp\n    updateTimestamp\n  }\n": typeof types.UserDetails_UserFragmentDoc,
    "\n  query UserSettings($id: ID!) {\n    user(id: $id) {\n      ...UserDetails_user\n      ...UserPermissionsEditor_user\n    }\n  }\n": typeof types.UserSettingsDocument,
    "\n  query WelcomeWizard($organisationId: ID!, $accountId: ID!) {\n    organisation: groupAdministration(groupId: $organisationId) {\n      id\n      group {\n        id\n        name\n        address1\n        address2\n        town\n        county\n        postcode\n        country\n      }\n      users(limit: 1) {\n        totalCount\n      }\n      invitations {\n        id\n        email\n        accessLevel\n      }\n    }\n    account: groupAdministration(groupId: $accountId) {\n      id\n      group {\n        id\n        name\n      }\n    }\n    accountPlans(accountId: $accountId) {\n      service\n      plan\n      planId\n    }\n  }\n": typeof types.WelcomeWizardDocument,
    "\n  mutation WelcomeInvite($groupId: ID!, $input: InvitationInput!) {\n    inviteGroupUser(groupId: $groupId, input: $input) {\n      id\n      email\n      accessLevel\n    }\n  }\n": typeof types.WelcomeInviteDocument,
    "\n  mutation WizardCreateGroup($input: NewGroupInput!) {\n    createGroup(input: $input) {\n      id\n      accountId\n    }\n  }\n": typeof types.WizardCreateGroupDocument,
    "\n  mutation WizardUpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      name\n      address1\n      address2\n      town\n      county\n      postcode\n      country\n    }\n  }\n": typeof types.WizardUpdateGroupDocument,
    "\n  mutation WizardDeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n": typeof types.WizardDeleteGroupDocument,
    "\n  query WizardOwnerSearch($filter: String!) {\n    search(filter: $filter) {\n      filter\n      users(limit: 10) {\n        total\n        items {\n          id\n          name\n          personalName\n          companyName\n        }\n      }\n    }\n  }\n": typeof types.WizardOwnerSearchDocument,
    "\n  query ClickForecasts($accountId: ID!) {\n    clickForecasts(accountId: $accountId) {\n      subscription {\n        planId\n        plan\n        service\n      }\n      forecast {\n        runOutDate\n        periodEnd\n        runsOutEarly\n      }\n    }\n  }\n": typeof types.ClickForecastsDocument,
    "\n  fragment SessionUser_session on SessionUser {\n    jwt\n    id\n    userName\n    recycleDate\n    roles\n    territory\n    validated\n    accountId\n  }\n": typeof types.SessionUser_SessionFragmentDoc,
    "\n  mutation Reauthenticate($accountId: ID) {\n    reauthenticate(accountId: $accountId) {\n      ...SessionUser_session\n    }\n  }\n": typeof types.ReauthenticateDocument,
};
const documents: Documents = {
    "\n  mutation CreateGroup($input: NewGroupInput!) {\n    createGroup(input: $input) {\n      id\n      accountId\n    }\n  }\n": types.CreateGroupDocument,
    "\n  mutation ExportApiToken($userName: String!, $password: String!, $accountId: ID!) {\n    exportApiToken(userName: $userName, password: $password, accountId: $accountId)\n  }\n": types.ExportApiTokenDocument,
    "\n  query NewAccountOwnerSearch($filter: String!) {\n    search(filter: $filter) {\n      filter\n      users(limit: 5) {\n        items {\n          id\n          name\n          personalName\n        }\n      }\n      groups(limit: 5) {\n        items {\n          id\n          name\n          type\n          parentName\n        }\n      }\n    }\n  }\n": types.NewAccountOwnerSearchDocument,
    "\n  fragment ShellGroup_group on Group {\n    id\n    parentId\n    parentName\n    name\n    type\n    subtype\n    territory\n    isOwner\n    isMember\n    isManager\n    pendingOwnership\n  }\n": types.ShellGroup_GroupFragmentDoc,
    "\n  query Shell {\n    myGroups {\n      ...ShellGroup_group\n      children {\n        ...ShellGroup_group\n        children {\n          ...ShellGroup_group\n        }\n      }\n    }\n  }\n": types.ShellDocument,
    "\n  fragment EditAccountForm_group on Group {\n    id\n    name\n    type\n    territory\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n": types.EditAccountForm_GroupFragmentDoc,
    "\n  mutation UpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      ...EditAccountForm_group\n      ...GroupDetailsCard_group\n    }\n  }\n": types.UpdateGroupDocument,
    "\n  fragment EditGroupUser_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n": types.EditGroupUser_UserFragmentDoc,
    "\n  fragment GroupUsersTable_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n": types.GroupUsersTable_UserFragmentDoc,
    "\n  query GroupUsersPage($groupId: ID!, $offset: Int!, $limit: Int!, $orderBy: GroupUserOrder!, $filter: String) {\n    groupAdministration(groupId: $groupId) {\n      id\n      users(offset: $offset, limit: $limit, orderBy: $orderBy, filter: $filter) {\n        totalCount\n        offset\n        limit\n        users {\n          ...GroupUsersTable_user\n        }\n      }\n    }\n  }\n": types.GroupUsersPageDocument,
    "\n  fragment InvitationsCard_invitation on GroupInvitation {\n    id\n    email\n    accessLevel\n    takeOwnership\n    sentAt\n    expires\n  }\n": types.InvitationsCard_InvitationFragmentDoc,
    "\n  mutation WithdrawInvitation($groupId: ID!, $email: String!) {\n    withdrawInvitation(groupId: $groupId, email: $email)\n  }\n": types.WithdrawInvitationDocument,
    "\n  mutation InviteGroupUser($groupId: ID!, $input: InvitationInput!) {\n    inviteGroupUser(groupId: $groupId, input: $input) {\n      ...InvitationsCard_invitation\n    }\n  }\n": types.InviteGroupUserDocument,
    "\n  query InviteFormWaiting($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n": types.InviteFormWaitingDocument,
    "\n  mutation SetGroupUserAccessLevel($groupId: ID!, $userId: ID!, $accessLevel: AccessLevel!) {\n    setGroupUserAccessLevel(groupId: $groupId, userId: $userId, accessLevel: $accessLevel) {\n      ...EditGroupUser_user\n    }\n  }\n": types.SetGroupUserAccessLevelDocument,
    "\n  mutation SetGroupUserLocked($groupId: ID!, $userId: ID!, $locked: Boolean!) {\n    setGroupUserLocked(groupId: $groupId, userId: $userId, locked: $locked) {\n      ...EditGroupUser_user\n    }\n  }\n": types.SetGroupUserLockedDocument,
    "\n  mutation RemoveGroupUser($groupId: ID!, $userId: ID!) {\n    removeGroupUser(groupId: $groupId, userId: $userId)\n  }\n": types.RemoveGroupUserDocument,
    "\n  query AutomaticRenewals($accountId: ID!) {\n    automaticRenewals(accountId: $accountId) {\n      planId\n      plan\n      service\n      on\n      clicks\n      price\n      currency\n      endDate\n      estimatedRenewalDate\n      topUpPercent\n      topUpExpectedDate\n    }\n  }\n": types.AutomaticRenewalsDocument,
    "\n  mutation SetAutomaticRenewal($accountId: ID!, $planId: ID!, $clicks: Int!, $topUpPercent: Int) {\n    setAutomaticRenewal(accountId: $accountId, planId: $planId, clicks: $clicks, topUpPercent: $topUpPercent) {\n      planId\n      on\n    }\n  }\n": types.SetAutomaticRenewalDocument,
    "\n  mutation StopAutomaticRenewal($accountId: ID!, $planId: ID!) {\n    stopAutomaticRenewal(accountId: $accountId, planId: $planId) {\n      planId\n      on\n    }\n  }\n": types.StopAutomaticRenewalDocument,
    "\n  query PaymentUsers($accountId: ID!) {\n    paymentUsers(accountId: $accountId) {\n      userId\n      name\n      personalName\n    }\n  }\n": types.PaymentUsersDocument,
    "\n  query PaymentUserCandidates($accountId: ID!) {\n    groupAdministration(groupId: $accountId) {\n      id\n      users(limit: 100) {\n        users {\n          id\n          userId\n          name\n          personalName\n        }\n      }\n    }\n  }\n": types.PaymentUserCandidatesDocument,
    "\n  mutation AddPaymentUser($accountId: ID!, $userId: ID!) {\n    addPaymentUser(accountId: $accountId, userId: $userId) {\n      userId\n      name\n      personalName\n    }\n  }\n": types.AddPaymentUserDocument,
    "\n  mutation RemovePaymentUser($accountId: ID!, $userId: ID!) {\n    removePaymentUser(accountId: $accountId, userId: $userId) {\n      userId\n      name\n      personalName\n    }\n  }\n": types.RemovePaymentUserDocument,
    "\n  query PaymentDetails($accountId: ID!) {\n    paymentDetails(accountId: $accountId) {\n      billingEmail\n      lastFour\n      brand\n      expiryMonth\n      expiryYear\n    }\n  }\n": types.PaymentDetailsDocument,
    "\n  mutation ReplacePaymentDetails($accountId: ID!, $backUrl: String!) {\n    replacePaymentDetails(accountId: $accountId, backUrl: $backUrl) {\n      checkoutUrl\n    }\n  }\n": types.ReplacePaymentDetailsDocument,
    "\n  mutation RemovePaymentDetails($accountId: ID!) {\n    removePaymentDetails(accountId: $accountId)\n  }\n": types.RemovePaymentDetailsDocument,
    "\n  fragment UserPermissionsEditor_setting on UserPermission {\n    permissionId\n    userId\n    name\n    enabled\n    permission {\n      id\n      refId\n      description\n      admin\n      isNotification\n    }\n  }\n": types.UserPermissionsEditor_SettingFragmentDoc,
    "\n  fragment UserPermissionsEditor_user on User {\n    id\n    permissions {\n      ...UserPermissionsEditor_setting\n      children {\n        ...UserPermissionsEditor_setting\n      }\n    }\n  }\n": types.UserPermissionsEditor_UserFragmentDoc,
    "\n  mutation SetUserPermission($userId: ID!, $permissionId: ID!, $enabled: Boolean!) {\n    setUserPermission(userId: $userId, permissionId: $permissionId, enabled: $enabled) {\n      ...UserPermissionsEditor_user\n    }\n  }\n": types.SetUserPermissionDocument,
    "\n  query UserPermissions($userId: ID!) {\n    user(id: $userId) {\n      ...UserPermissionsEditor_user\n    }\n  }\n": types.UserPermissionsDocument,
    "\n  query BureauFileResults($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      name\n      status\n      upload {\n        rowCount\n        testRowCount\n      }\n      settings {\n        mafId\n        addressSettings {\n          usePAF\n          correctTown\n          correctPostcode\n          correctStreet\n        }\n        dedupeLevel\n        dedupeAction\n        dedupeSeparateFile\n        suppressions {\n          suppressionType\n          action\n        }\n        outputGroups\n        outputFields\n      }\n      testResults {\n        recordCount\n        codingStats {\n          ...BureauFileResults_stat\n        }\n        suppressionStats {\n          ...BureauFileResults_stat\n        }\n        outputGroupStats {\n          ...BureauFileResults_stat\n        }\n        matchLevelStats {\n          ...BureauFileResults_stat\n        }\n        addressUpdateStats {\n          ...BureauFileResults_stat\n        }\n        dedupeStats {\n          ...BureauFileResults_stat\n        }\n        recordFates {\n          ...BureauFileResults_fate\n        }\n        changeSample {\n          ...BureauFileResults_change\n        }\n      }\n      costs {\n        currency\n        lines {\n          costTypeId\n          description\n          basePrice\n          recordCount\n          fileRecordCount\n          minimumRecordCount\n          pricePerRecord\n          matchCount\n          testMatchCount\n          testRecordCount\n          pricePerMatch\n          charged\n          total\n        }\n        total\n        invoice {\n          number\n          url\n          date\n          purchaseOrder\n        }\n      }\n      fullResults {\n        inputRecordCount\n        outputRecordCount\n        codingStats {\n          ...BureauFileResults_stat\n        }\n        addressUpdateStats {\n          ...BureauFileResults_stat\n        }\n        dedupeStats {\n          ...BureauFileResults_stat\n        }\n        suppressionRemovedStats {\n          ...BureauFileResults_stat\n        }\n        suppressionFlaggedStats {\n          ...BureauFileResults_stat\n        }\n        outputGroupStats {\n          ...BureauFileResults_stat\n        }\n        matchLevelStats {\n          ...BureauFileResults_stat\n        }\n        duplicatesRecordCount\n        recordFates {\n          ...BureauFileResults_fate\n        }\n        changeSample {\n          ...BureauFileResults_change\n        }\n      }\n      progress {\n        status\n        processedRecords\n        totalRecords\n        percent\n      }\n      downloadUrl\n      duplicatesDownloadUrl\n    }\n  }\n": types.BureauFileResultsDocument,
    "\n  fragment BureauFileResults_stat on BureauStat {\n    description\n    count\n  }\n": types.BureauFileResults_StatFragmentDoc,
    "\n  fragment BureauFileResults_fate on BureauRecordFateCount {\n    fate\n    file\n    count\n  }\n": types.BureauFileResults_FateFragmentDoc,
    "\n  fragment BureauFileResults_change on BureauChange {\n    row\n    reference\n    change\n    given\n    cleansed\n  }\n": types.BureauFileResults_ChangeFragmentDoc,
    "\n  mutation DiscardBureauResults($accountId: ID!, $fileId: ID!) {\n    discardBureauResults(accountId: $accountId, fileId: $fileId) {\n      id\n      status\n    }\n  }\n": types.DiscardBureauResultsDocument,
    "\n  query BureauFileDownloadLinks($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      downloadUrl\n      duplicatesDownloadUrl\n    }\n  }\n": types.BureauFileDownloadLinksDocument,
    "\n  query BureauFiles($accountId: ID!) {\n    bureauFiles(accountId: $accountId) {\n      id\n      name\n      status\n      size\n      createTimestamp\n      updateTimestamp\n      upload {\n        rowCount\n      }\n    }\n  }\n": types.BureauFilesDocument,
    "\n  mutation DeleteBureauFile($accountId: ID!, $fileId: ID!) {\n    deleteBureauFile(accountId: $accountId, fileId: $fileId)\n  }\n": types.DeleteBureauFileDocument,
    "\n  query InvoiceContact {\n    me {\n      id\n      email\n      personalName\n      companyName\n      address1\n      address2\n      address3\n      town\n      postcode\n      country\n    }\n  }\n": types.InvoiceContactDocument,
    "\n  mutation PayBureauFile($accountId: ID!, $fileId: ID!, $input: PayBureauFileInput!) {\n    payBureauFile(accountId: $accountId, fileId: $fileId, input: $input) {\n      invoiceUrl\n      file {\n        id\n        status\n      }\n    }\n  }\n": types.PayBureauFileDocument,
    "\n  query BureauFileProperties($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      name\n      status\n      upload {\n        inputFields {\n          inputOrder\n          name\n        }\n      }\n      settings {\n        mafId\n        addressSettings {\n          usePAF\n          correctTown\n          correctPostcode\n          correctStreet\n        }\n        dedupeLevel\n        dedupeAction\n        dedupeSeparateFile\n        suppressions {\n          suppressionType\n          action\n        }\n        outputGroups\n        outputFields\n      }\n    }\n    addressCleanseOptions(accountId: $accountId) {\n      mafs {\n        mafId\n        mafName\n      }\n      dedupeLevels {\n        id\n        name\n        description\n      }\n      suppressionTypes {\n        id\n        name\n        description\n      }\n      suppressionActions {\n        id\n        name\n      }\n      outputGroups {\n        id\n        name\n        description\n      }\n      outputFields {\n        id\n        name\n      }\n    }\n  }\n": types.BureauFilePropertiesDocument,
    "\n  mutation SaveBureauFileSettings($accountId: ID!, $fileId: ID!, $settings: BureauFileSettingsInput!) {\n    updateBureauFileSettings(accountId: $accountId, fileId: $fileId, settings: $settings) {\n      id\n      status\n    }\n  }\n": types.SaveBureauFileSettingsDocument,
    "\n  mutation CreateBureauTestResults($accountId: ID!, $fileId: ID!) {\n    createBureauTestResults(accountId: $accountId, fileId: $fileId) {\n      id\n      status\n    }\n  }\n": types.CreateBureauTestResultsDocument,
    "\n  mutation RenameBureauFile($accountId: ID!, $fileId: ID!, $name: String!) {\n    renameBureauFile(accountId: $accountId, fileId: $fileId, name: $name) {\n      id\n      name\n      updateTimestamp\n    }\n  }\n": types.RenameBureauFileDocument,
    "\n  query BureauFileMapping($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      name\n      status\n      upload {\n        templateFileId\n        inputFields {\n          inputOrder\n          name\n          row1\n          row2\n          mappingType\n          mappingOrder\n        }\n      }\n    }\n    addressCleanseOptions(accountId: $accountId) {\n      mappingTypes\n    }\n    bureauFiles(accountId: $accountId) {\n      id\n      name\n      status\n      upload {\n        inputFields {\n          inputOrder\n          mappingType\n          mappingOrder\n        }\n      }\n    }\n  }\n": types.BureauFileMappingDocument,
    "\n  mutation UpdateBureauInputFields($accountId: ID!, $fileId: ID!, $inputFields: [BureauInputFieldInput!]!, $templateFileId: ID) {\n    updateBureauInputFields(accountId: $accountId, fileId: $fileId, inputFields: $inputFields, templateFileId: $templateFileId) {\n      id\n      status\n      upload {\n        templateFileId\n        inputFields {\n          inputOrder\n          mappingType\n          mappingOrder\n        }\n      }\n    }\n  }\n": types.UpdateBureauInputFieldsDocument,
    "\n  mutation CreateBureauFile($accountId: ID!, $input: CreateBureauFileInput!) {\n    createBureauFile(accountId: $accountId, input: $input) {\n      id\n      name\n      status\n    }\n  }\n": types.CreateBureauFileDocument,
    "\n  query AccountAdministration($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...GroupDetailsCard_group\n      }\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n": types.AccountAdministrationDocument,
    "\n  query CanDeleteAccount($accountId: ID!) {\n    canDeleteAccount(accountId: $accountId) {\n      canDelete\n      reason\n    }\n  }\n": types.CanDeleteAccountDocument,
    "\n  mutation DeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n": types.DeleteGroupDocument,
    "\n  query EditAccount($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...EditAccountForm_group\n      }\n    }\n  }\n": types.EditAccountDocument,
    "\n  query EditGroupUser($groupId: ID!, $userId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n      user(userId: $userId) {\n        ...EditGroupUser_user\n      }\n    }\n  }\n": types.EditGroupUserDocument,
    "\n  fragment GroupDetailsCard_group on Group {\n    id\n    name\n    type\n    subtype\n    territory\n    pendingOwnership\n    parentName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n    charity {\n      number\n      status\n    }\n  }\n": types.GroupDetailsCard_GroupFragmentDoc,
    "\n  query InviteGroup($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n    }\n  }\n": types.InviteGroupDocument,
    "\n  query AddressCleanseAdministration($accountId: ID!) {\n    addressCleanseAdministration(accountId: $accountId) {\n      canChangePrices\n      costs {\n        costId\n        costTypeId\n        costTypeName\n        basePrice\n        pricePerMatch\n        pricePerRecord\n        realPricePerMatch\n        realPricePerRecord\n        territory\n        minRecCount\n        startDate\n        endDate\n      }\n      mafs {\n        mafId\n        mafName\n        mafCountryCode\n      }\n      costTypes {\n        costTypeId\n        name\n      }\n      royaltyCharges {\n        mafId\n        mafName\n        territory\n        pricePerMatch\n      }\n      jobCharges {\n        jobId\n        accId\n        mafId\n        totalCharges\n        totalRealCharges\n        totalCount\n        date\n        isPostPay\n        transactions {\n          costTypeId\n          description\n          count\n          charge\n        }\n      }\n    }\n  }\n": types.AddressCleanseAdministrationDocument,
    "\n  query AdminCost($costId: ID!) {\n    adminCost(costId: $costId) {\n      costId\n      costTypeName\n      territory\n      basePrice\n      pricePerMatch\n      pricePerRecord\n      realPricePerMatch\n      realPricePerRecord\n      minRecCount\n      startDate\n      endDate\n    }\n  }\n": types.AdminCostDocument,
    "\n  mutation UpdateAdminCost($costId: ID!, $input: AdminCostInput!) {\n    updateAdminCost(costId: $costId, input: $input) {\n      costId\n      basePrice\n      pricePerMatch\n      pricePerRecord\n      realPricePerMatch\n      realPricePerRecord\n      minRecCount\n      startDate\n      endDate\n    }\n  }\n": types.UpdateAdminCostDocument,
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
    "\n  query BundleAccount($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...ServiceSubscriptions_plan\n    }\n  }\n": types.BundleAccountDocument,
    "\n  mutation DeleteBundle($bundleId: ID!) {\n    deleteBundle(bundleId: $bundleId)\n  }\n": types.DeleteBundleDocument,
    "\n  mutation UpdateBundle($bundleId: ID!, $input: BundleChangesInput!) {\n    updateBundle(bundleId: $bundleId, input: $input) {\n      bundle {\n        bundleId\n        clicks\n        price\n        startDate\n        endDate\n      }\n    }\n  }\n": types.UpdateBundleDocument,
    "\n  query BundleInvoice($bundleId: ID!, $backUrl: String!) {\n    bundleInvoice(bundleId: $bundleId, backUrl: $backUrl)\n  }\n": types.BundleInvoiceDocument,
    "\n  mutation CreateBundle($organisationId: ID!, $accountId: ID!, $input: NewBundleInput!) {\n    createBundle(organisationId: $organisationId, accountId: $accountId, input: $input) {\n      accountId\n      bundle {\n        bundleId\n      }\n    }\n  }\n": types.CreateBundleDocument,
    "\n  fragment ServiceJwtPanel_service on ProviderService {\n    serviceId\n    name\n    description\n    offersJwt\n  }\n": types.ServiceJwtPanel_ServiceFragmentDoc,
    "\n  query ServiceJwt($serviceId: ID!, $groupId: ID!) {\n    serviceJwt(serviceId: $serviceId, groupId: $groupId) {\n      serviceId\n      jwt\n      expiry\n    }\n  }\n": types.ServiceJwtDocument,
    "\n  fragment ServiceSwitches_access on GroupServiceAccess {\n    groupId\n    users {\n      userId\n      name\n      personalName\n      services {\n        serviceId\n        name\n        enabled\n      }\n    }\n    tokens {\n      tokenId\n      tag\n      locked\n      services {\n        serviceId\n        name\n        enabled\n      }\n    }\n  }\n": types.ServiceSwitches_AccessFragmentDoc,
    "\n  mutation SetServiceAccess($groupId: ID!, $userId: ID!, $serviceId: ID!, $tokenId: ID, $enabled: Boolean!) {\n    setServiceAccess(groupId: $groupId, userId: $userId, serviceId: $serviceId, tokenId: $tokenId, enabled: $enabled) {\n      serviceId\n      name\n      enabled\n    }\n  }\n": types.SetServiceAccessDocument,
    "\n  query ServicesAdministration($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...ServiceSubscriptions_plan\n    }\n    groupServiceAccess(groupId: $accountId) {\n      ...ServiceSwitches_access\n    }\n    providerServices {\n      ...ServiceJwtPanel_service\n    }\n  }\n": types.ServicesAdministrationDocument,
    "\n  fragment ServiceSubscriptions_plan on AccountPlan {\n    service\n    plan\n    planId\n    datasetRef\n    endDate\n    estimatedExpiryDate\n    remainClicks\n    clickLimit\n    averageClicks\n    clickConsumptionChange\n    status\n    trial\n    deprecated\n    deprecatedByPlan\n    currency\n    bundles {\n      bundleId\n      plan\n      clicks\n      price\n      purchaseDate\n      startDate\n      endDate\n    }\n  }\n": types.ServiceSubscriptions_PlanFragmentDoc,
    "\n  fragment TokenCard_token on ApiToken {\n    id\n    accountId\n    tag\n    key\n    locked\n    ipRange\n    referrer\n    expiry\n    dailyCap\n    dailyCapPerAddress\n    createdBy\n    createdAt\n    lastUsed\n    usage {\n      day\n      clicks\n    }\n    tryCommand\n  }\n": types.TokenCard_TokenFragmentDoc,
    "\n  query AdministrationTokens($accountId: ID!) {\n    apiTokens(accountId: $accountId) {\n      id\n      ...TokenCard_token\n    }\n  }\n": types.AdministrationTokensDocument,
    "\n  mutation CreateApiToken($input: NewApiTokenInput!) {\n    createApiToken(input: $input) {\n      id\n      ...TokenCard_token\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation UpdateApiToken($accountId: ID!, $id: ID!, $input: ApiTokenSettingsInput!) {\n    updateApiToken(accountId: $accountId, id: $id, input: $input) {\n      id\n      ...TokenCard_token\n    }\n  }\n": types.UpdateApiTokenDocument,
    "\n  mutation SetApiTokenLock($accountId: ID!, $id: ID!, $locked: Boolean!) {\n    setApiTokenLock(accountId: $accountId, id: $id, locked: $locked) {\n      id\n      ...TokenCard_token\n    }\n  }\n": types.SetApiTokenLockDocument,
    "\n  mutation DeleteApiToken($accountId: ID!, $id: ID!) {\n    deleteApiToken(accountId: $accountId, id: $id)\n  }\n": types.DeleteApiTokenDocument,
    "\n  mutation ChangeApiTokensInBulk($groupId: ID!, $input: ApiTokenBulkInput!) {\n    changeApiTokensInBulk(groupId: $groupId, input: $input) {\n      id\n      ...TokenCard_token\n    }\n  }\n": types.ChangeApiTokensInBulkDocument,
    "\n  mutation TryApiToken($accountId: ID!, $id: ID!, $referrer: String) {\n    tryApiToken(accountId: $accountId, id: $id, referrer: $referrer) {\n      ok\n      status\n      message\n      suggestions\n      command\n      token {\n        id\n        ...TokenCard_token\n      }\n    }\n  }\n": types.TryApiTokenDocument,
    "\n  query TokenRefusals($accountId: ID!, $id: ID!) {\n    apiTokenRefusals(accountId: $accountId, id: $id) {\n      tokenId\n      available\n      total\n      byReason {\n        reason\n        count\n      }\n      latest {\n        at\n        clientAddress\n        referrer\n        service\n        reason\n        message\n      }\n    }\n  }\n": types.TokenRefusalsDocument,
    "\n  query TokenAlertSettings($accountId: ID!) {\n    apiTokenAlertSettings(accountId: $accountId) {\n      accountId\n      available\n      refusalThreshold\n    }\n  }\n": types.TokenAlertSettingsDocument,
    "\n  mutation SetApiTokenAlertThreshold($accountId: ID!, $refusalThreshold: Int) {\n    setApiTokenAlertThreshold(accountId: $accountId, refusalThreshold: $refusalThreshold) {\n      accountId\n      available\n      refusalThreshold\n    }\n  }\n": types.SetApiTokenAlertThresholdDocument,
    "\n  query AddressDatasets($accountId: ID!) {\n    addressDatasets(accountId: $accountId) {\n      ref\n      name\n      international\n    }\n  }\n": types.AddressDatasetsDocument,
    "\n  fragment AddressResult_address on Address {\n    id\n    label\n    fields {\n      name\n      value\n    }\n  }\n": types.AddressResult_AddressFragmentDoc,
    "\n  query AddressSuggestions($accountId: ID!, $dataset: ID!, $text: String!, $country: String) {\n    addressSuggestions(accountId: $accountId, dataset: $dataset, text: $text, country: $country) {\n      text\n      suggestions {\n        id\n        text\n      }\n      failure {\n        code\n        message\n      }\n    }\n  }\n": types.AddressSuggestionsDocument,
    "\n  query AddressCountries {\n    addressCountries {\n      code\n      name\n    }\n  }\n": types.AddressCountriesDocument,
    "\n  query Address($accountId: ID!, $dataset: ID!, $id: ID!, $country: String, $configuration: LabelConfigurationInput!) {\n    address(accountId: $accountId, dataset: $dataset, id: $id, country: $country, configuration: $configuration) {\n      address {\n        ...AddressResult_address\n      }\n      failure {\n        code\n        message\n      }\n    }\n  }\n": types.AddressDocument,
    "\n  fragment PaymentResult_validation on BankAccountValidation {\n    sortCode\n    accountNumber\n    status\n    reason\n  }\n": types.PaymentResult_ValidationFragmentDoc,
    "\n  query BankAccountValidation($accountId: ID!, $sortCode: String!, $accountNumber: String!) {\n    bankAccountValidation(accountId: $accountId, sortCode: $sortCode, accountNumber: $accountNumber) {\n      ...PaymentResult_validation\n    }\n  }\n": types.BankAccountValidationDocument,
    "\n  fragment EmailResultsTable_validation on EmailValidation {\n    email\n    status\n    reason\n    suggestion\n    failure {\n      code\n      message\n    }\n  }\n": types.EmailResultsTable_ValidationFragmentDoc,
    "\n  query EmailValidation($accountId: ID!, $emails: [String!]!) {\n    emailValidation(accountId: $accountId, emails: $emails) {\n      ...EmailResultsTable_validation\n    }\n  }\n": types.EmailValidationDocument,
    "\n  fragment DatasetDetails_dataset on Dataset {\n    id\n    name\n    datasetRef\n    service\n    planCount\n    createdDate\n    createdBy {\n      id\n      name\n    }\n    updatedDate\n    updatedBy {\n      id\n      name\n    }\n  }\n": types.DatasetDetails_DatasetFragmentDoc,
    "\n  fragment PlanDetails_plan on CataloguePlan {\n    id\n    name\n    description\n    dataset {\n      id\n      name\n      datasetRef\n    }\n    service\n    duration\n    availableStart\n    availableEnd\n    calculator\n    pricing {\n      clicks\n      price\n    }\n    formula\n    territory\n    currency\n    allowTest\n    displayOrder\n    filters {\n      id\n      description\n      category\n      displayOrder\n    }\n    comparisons {\n      id\n      description\n      displayOrder\n    }\n    subscriptionCount\n    createdDate\n    createdBy {\n      id\n      name\n    }\n    updatedDate\n    updatedBy {\n      id\n      name\n    }\n  }\n": types.PlanDetails_PlanFragmentDoc,
    "\n  fragment PlanListItem_plan on CataloguePlan {\n    id\n    name\n    territory\n    currency\n    calculator\n    displayOrder\n    availableStart\n    availableEnd\n    dataset {\n      id\n      datasetRef\n    }\n    pricing {\n      clicks\n      price\n    }\n  }\n": types.PlanListItem_PlanFragmentDoc,
    "\n  query Catalogue {\n    datasets {\n      id\n      name\n      datasetRef\n      service\n      planCount\n    }\n    cataloguePlans {\n      ...PlanListItem_plan\n    }\n  }\n": types.CatalogueDocument,
    "\n  query Datasets {\n    datasets {\n      ...DatasetDetails_dataset\n    }\n  }\n": types.DatasetsDocument,
    "\n  query Dataset($id: ID!) {\n    dataset(id: $id) {\n      ...DatasetDetails_dataset\n    }\n  }\n": types.DatasetDocument,
    "\n  query CataloguePlan($id: ID!) {\n    cataloguePlan(id: $id) {\n      ...PlanDetails_plan\n    }\n  }\n": types.CataloguePlanDocument,
    "\n  mutation CreateDataset($input: DatasetInput!) {\n    createDataset(input: $input) {\n      ...DatasetDetails_dataset\n    }\n  }\n": types.CreateDatasetDocument,
    "\n  mutation UpdateDataset($id: ID!, $input: DatasetInput!) {\n    updateDataset(id: $id, input: $input) {\n      ...DatasetDetails_dataset\n    }\n  }\n": types.UpdateDatasetDocument,
    "\n  mutation DeleteDataset($id: ID!) {\n    deleteDataset(id: $id)\n  }\n": types.DeleteDatasetDocument,
    "\n  mutation CreatePlan($input: CataloguePlanInput!) {\n    createPlan(input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n": types.CreatePlanDocument,
    "\n  mutation UpdatePlan($id: ID!, $input: CataloguePlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n": types.UpdatePlanDocument,
    "\n  mutation DeletePlan($id: ID!) {\n    deletePlan(id: $id)\n  }\n": types.DeletePlanDocument,
    "\n  mutation CreatePlanFilter($planId: ID!, $input: CataloguePlanFilterInput!) {\n    createPlanFilter(planId: $planId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n": types.CreatePlanFilterDocument,
    "\n  mutation UpdatePlanFilter($planId: ID!, $filterId: ID!, $input: CataloguePlanFilterInput!) {\n    updatePlanFilter(planId: $planId, filterId: $filterId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n": types.UpdatePlanFilterDocument,
    "\n  mutation DeletePlanFilter($planId: ID!, $filterId: ID!) {\n    deletePlanFilter(planId: $planId, filterId: $filterId) {\n      ...PlanDetails_plan\n    }\n  }\n": types.DeletePlanFilterDocument,
    "\n  mutation ReorderPlanFilters($planId: ID!, $filterIds: [ID!]!) {\n    reorderPlanFilters(planId: $planId, filterIds: $filterIds) {\n      ...PlanDetails_plan\n    }\n  }\n": types.ReorderPlanFiltersDocument,
    "\n  mutation CreatePlanComparison($planId: ID!, $input: CataloguePlanComparisonInput!) {\n    createPlanComparison(planId: $planId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n": types.CreatePlanComparisonDocument,
    "\n  mutation UpdatePlanComparison($planId: ID!, $comparisonId: ID!, $input: CataloguePlanComparisonInput!) {\n    updatePlanComparison(planId: $planId, comparisonId: $comparisonId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n": types.UpdatePlanComparisonDocument,
    "\n  mutation DeletePlanComparison($planId: ID!, $comparisonId: ID!) {\n    deletePlanComparison(planId: $planId, comparisonId: $comparisonId) {\n      ...PlanDetails_plan\n    }\n  }\n": types.DeletePlanComparisonDocument,
    "\n  mutation ReorderPlanComparisons($planId: ID!, $comparisonIds: [ID!]!) {\n    reorderPlanComparisons(planId: $planId, comparisonIds: $comparisonIds) {\n      ...PlanDetails_plan\n    }\n  }\n": types.ReorderPlanComparisonsDocument,
    "\n  query Home {\n    me {\n      id\n      name\n      personalName\n      companyName\n    }\n  }\n": types.HomeDocument,
    "\n  fragment SubscriptionsCard_plan on AccountPlan {\n    planId\n    service\n    plan\n    status\n    trial\n    endDate\n    remainClicks\n    clickLimit\n    currency\n    subscription {\n      clicks\n      price\n      estimatedRenewalDate\n    }\n  }\n": types.SubscriptionsCard_PlanFragmentDoc,
    "\n  query AccountPlans($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...SubscriptionsCard_plan\n    }\n  }\n": types.AccountPlansDocument,
    "\n  fragment LeadListItem_lead on Lead {\n    id\n    companyName\n    contactName\n    services {\n      service\n      quantity\n    }\n    openDate\n    closeDate\n    status\n  }\n": types.LeadListItem_LeadFragmentDoc,
    "\n  fragment SubmittedLead_lead on Lead {\n    id\n    partnerId\n    companyName\n    companyAddress\n    contactName\n    email\n    phoneNumber\n    jobTitle\n    division\n    services {\n      service\n      quantity\n    }\n    integrations\n    enrichments\n    cleansing\n    probability\n    closeDate\n    jointMeeting\n    description\n    status\n    openDate\n  }\n": types.SubmittedLead_LeadFragmentDoc,
    "\n  query PartnerLeads($partnerId: ID!) {\n    partnerLeads(partnerId: $partnerId) {\n      ...LeadListItem_lead\n    }\n  }\n": types.PartnerLeadsDocument,
    "\n  query PartnerLead($partnerId: ID!, $leadId: ID!) {\n    partnerLead(partnerId: $partnerId, leadId: $leadId) {\n      ...SubmittedLead_lead\n    }\n  }\n": types.PartnerLeadDocument,
    "\n  query LeadFormOptions {\n    leadOptions {\n      id\n      option\n      requirement\n    }\n  }\n": types.LeadFormOptionsDocument,
    "\n  mutation CreateLead($partnerId: ID!, $input: LeadInput!) {\n    createLead(partnerId: $partnerId, input: $input) {\n      ...SubmittedLead_lead\n    }\n  }\n": types.CreateLeadDocument,
    "\n  mutation UpdateLead($partnerId: ID!, $leadId: ID!, $input: LeadInput!) {\n    updateLead(partnerId: $partnerId, leadId: $leadId, input: $input) {\n      ...SubmittedLead_lead\n    }\n  }\n": types.UpdateLeadDocument,
    "\n  mutation ChangeLeadStatus($partnerId: ID!, $leadId: ID!, $status: LeadStatus!, $closeDate: String) {\n    changeLeadStatus(partnerId: $partnerId, leadId: $leadId, status: $status, closeDate: $closeDate) {\n      ...SubmittedLead_lead\n    }\n  }\n": types.ChangeLeadStatusDocument,
    "\n  mutation DeleteLead($partnerId: ID!, $leadId: ID!) {\n    deleteLead(partnerId: $partnerId, leadId: $leadId)\n  }\n": types.DeleteLeadDocument,
    "\n  query LeadOptions {\n    leadOptions {\n      id\n      option\n      requirement\n    }\n  }\n": types.LeadOptionsDocument,
    "\n  mutation CreateLeadOption($input: LeadOptionInput!) {\n    createLeadOption(input: $input) {\n      id\n      option\n      requirement\n    }\n  }\n": types.CreateLeadOptionDocument,
    "\n  mutation UpdateLeadOption($id: ID!, $input: LeadOptionInput!) {\n    updateLeadOption(id: $id, input: $input) {\n      id\n      option\n      requirement\n    }\n  }\n": types.UpdateLeadOptionDocument,
    "\n  mutation DeleteLeadOption($id: ID!) {\n    deleteLeadOption(id: $id)\n  }\n": types.DeleteLeadOptionDocument,
    "\n  query PartnerAccounts($partnerId: ID!) {\n    partnerAccounts(partnerId: $partnerId) {\n      organisationId\n      organisationName\n      accountId\n      accountName\n      planName\n      datasetType\n      clickLimit\n      remainingClicks\n      startDate\n      endDate\n      estimatedExpiryDate\n      runsOutBeforeEnd\n    }\n  }\n": types.PartnerAccountsDocument,
    "\n  query PartnerGroup($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n        ...EditAccountForm_group\n      }\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n": types.PartnerGroupDocument,
    "\n  query PartnerGroupUser($groupId: ID!, $userId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n      user(userId: $userId) {\n        ...EditGroupUser_user\n      }\n    }\n  }\n": types.PartnerGroupUserDocument,
    "\n  query ReportingSummary($accountId: ID!, $from: DateTime!, $to: DateTime!, $toEnd: DateTime!, $uk: Boolean!) {\n    usageReport(accountId: $accountId, from: $from, to: $to) {\n      accountId\n      window {\n        from\n        to\n        period\n      }\n      subscriptions {\n        subscription {\n          planId\n          plan\n          service\n          endDate\n          remainClicks\n          clickLimit\n          averageClicks\n          clickConsumptionChange\n          currency\n        }\n        totalClicks\n        forecast {\n          dailyAverage\n          remainClicks\n          runOutDate\n          periodEnd\n          runsOutEarly\n        }\n      }\n      charges {\n        date\n        kind\n        description\n        service\n        planId\n        plan\n        clicks\n        records\n        fileId\n        invoiceNumber\n        purchaseOrder\n        amount\n        currency\n      }\n    }\n    bureauStats(accountId: $accountId, from: $from, to: $toEnd) @include(if: $uk) {\n      mafId\n      mafName\n      all {\n        ...ReportingSummary_bureauFigures\n      }\n      purchased {\n        ...ReportingSummary_bureauFigures\n      }\n    }\n  }\n": types.ReportingSummaryDocument,
    "\n  fragment ReportingSummary_bureauFigures on BureauStatsFigures {\n    files\n    cost\n    inputRecords\n    outputRecords\n    matching {\n      matched\n      updated\n      unmatched\n    }\n    deduplication {\n      child\n      parent\n      unique\n    }\n  }\n": types.ReportingSummary_BureauFiguresFragmentDoc,
    "\n  query ReportingServices($accountId: ID!, $from: DateTime!, $to: DateTime!, $period: UsagePeriod!) {\n    usageReport(accountId: $accountId, from: $from, to: $to, period: $period) {\n      accountId\n      window {\n        from\n        to\n        period\n        periods\n      }\n      subscriptions {\n        subscription {\n          planId\n          plan\n          service\n          datasetRef\n        }\n        clicksPerPeriod\n        totalClicks\n        countries {\n          country\n          clicks\n        }\n      }\n    }\n  }\n": types.ReportingServicesDocument,
    "\n  query ReportingTokens($accountId: ID!, $from: DateTime!, $to: DateTime!, $period: UsagePeriod!, $tag: String!, $oneTag: Boolean!) {\n    usageReport(accountId: $accountId, from: $from, to: $to, period: $period) {\n      accountId\n      window {\n        from\n        to\n        period\n        periods\n      }\n      tokens {\n        ...ReportingTokens_token\n      }\n      token(tag: $tag) @include(if: $oneTag) {\n        ...ReportingTokens_token\n      }\n    }\n  }\n": types.ReportingTokensDocument,
    "\n  fragment ReportingTokens_token on TokenUsageReport {\n    tokenId\n    tokenTag\n    locked\n    clicksPerPeriod\n    totalClicks\n  }\n": types.ReportingTokens_TokenFragmentDoc,
    "\n  query SearchTokens($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      tokens(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          accountId\n          accountName\n          tag\n          locked\n          userName\n        }\n      }\n    }\n  }\n": types.SearchTokensDocument,
    "\n  query SearchGroups($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      groups(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          name\n          type\n          subtype\n          parentName\n          territory\n        }\n      }\n    }\n  }\n": types.SearchGroupsDocument,
    "\n  query SearchUsers($filter: String!, $offset: Int!, $limit: Int!) {\n    search(filter: $filter) {\n      users(offset: $offset, limit: $limit) {\n        total\n        items {\n          id\n          name\n          personalName\n          companyName\n          locked\n        }\n      }\n    }\n  }\n": types.SearchUsersDocument,
    "\n  mutation RequestPasswordReset($userName: String!) {\n    requestPasswordReset(userName: $userName)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($userName: String!, $activationCode: String!, $password: String!) {\n    resetPassword(userName: $userName, activationCode: $activationCode, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ValidateUser($code: String!) {\n    validateUser(code: $code) {\n      ...SessionUser_session\n    }\n  }\n": types.ValidateUserDocument,
    "\n  mutation SendValidationCode {\n    sendValidationCode\n  }\n": types.SendValidationCodeDocument,
    "\n  mutation Register($input: RegistrationInput!, $captchaToken: String!) {\n    register(input: $input, captchaToken: $captchaToken) {\n      userId\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SignIn($userName: String!, $password: String!, $captchaToken: String) {\n    signIn(userName: $userName, password: $password, captchaToken: $captchaToken) {\n      ...SessionUser_session\n    }\n  }\n": types.SignInDocument,
    "\n  query BasketQuote($items: [BasketItemInput!]!) {\n    basketQuote(items: $items) {\n      items {\n        accountId\n        planId\n        plan\n        service\n        kind\n        clicks\n        minimumClicks\n        price\n      }\n      total\n      currency\n    }\n  }\n": types.BasketQuoteDocument,
    "\n  query BillingDefaults($accountId: ID!) {\n    me {\n      id\n      name\n      personalName\n      companyName\n      address1\n      address2\n      address3\n      address4\n      town\n      county\n      postcode\n      country\n    }\n    savedCard: paymentDetails(accountId: $accountId) {\n      brand\n      lastFour\n      expiryMonth\n      expiryYear\n    }\n    account: groupStatus(groupId: $accountId) {\n      id\n      parentName\n      address1\n      address2\n      address3\n      address4\n      town\n      county\n      postcode\n      country\n      parent {\n        id\n        address1\n        address2\n        address3\n        address4\n        town\n        county\n        postcode\n        country\n      }\n    }\n  }\n": types.BillingDefaultsDocument,
    "\n  mutation Checkout($input: CheckoutInput!, $captchaToken: String!) {\n    checkout(input: $input, captchaToken: $captchaToken) {\n      orderId\n      url\n      quote {\n        items {\n          accountId\n          planId\n          plan\n          clicks\n          price\n        }\n        total\n        currency\n      }\n    }\n  }\n": types.CheckoutDocument,
    "\n  fragment ShopPlanCard_plan on ShopPlan {\n    planId\n    plan\n    description\n    kind\n    datasetId\n    dataset\n    duration\n    clicks\n    minimumClicks\n    maximumClicks\n    currency\n    pricing {\n      clicks\n      price\n    }\n    filters {\n      description\n      category\n      displayOrder\n    }\n    comparisons {\n      description\n      displayOrder\n    }\n    held {\n      endDate\n      status\n      remainClicks\n    }\n    unavailableReason\n  }\n": types.ShopPlanCard_PlanFragmentDoc,
    "\n  query ShopPlans($accountId: ID!, $service: PlanService) {\n    shopPlans(accountId: $accountId, service: $service) {\n      planId\n      kind\n      ...ShopPlanCard_plan\n    }\n  }\n": types.ShopPlansDocument,
    "\n  query ShopOffer($accountId: ID!) {\n    shopPlans(accountId: $accountId) {\n      planId\n      service\n      price\n      currency\n      pricing {\n        clicks\n        price\n      }\n    }\n  }\n": types.ShopOfferDocument,
    "\n  query ShopOrder($orderId: ID!) {\n    shopOrderConfirmation(orderId: $orderId) {\n      available\n      order {\n        orderId\n        status\n        items {\n          accountId\n          planId\n          plan\n          kind\n          clicks\n          price\n        }\n        total\n        currency\n        paidAt\n        cardBrand\n        cardLastFour\n      }\n    }\n  }\n": types.ShopOrderDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  query EditUser($id: ID!) {\n    user(id: $id) {\n      ...EditUserForm_user\n    }\n  }\n": types.EditUserDocument,
    "\n  fragment EditUserForm_user on User {\n    id\n    email\n    personalName\n    companyName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n": types.EditUserForm_UserFragmentDoc,
    "\n  mutation UpdateUser($id: ID!, $input: UserDetailsInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserDetails_user\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  fragment UserDetails_user on User {\n    id\n    name\n    email\n    personalName\n    companyName\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n    territory\n    createTimestamp\n    updateTimestamp\n  }\n": types.UserDetails_UserFragmentDoc,
    "\n  query UserSettings($id: ID!) {\n    user(id: $id) {\n      ...UserDetails_user\n      ...UserPermissionsEditor_user\n    }\n  }\n": types.UserSettingsDocument,
    "\n  query WelcomeWizard($organisationId: ID!, $accountId: ID!) {\n    organisation: groupAdministration(groupId: $organisationId) {\n      id\n      group {\n        id\n        name\n        address1\n        address2\n        town\n        county\n        postcode\n        country\n      }\n      users(limit: 1) {\n        totalCount\n      }\n      invitations {\n        id\n        email\n        accessLevel\n      }\n    }\n    account: groupAdministration(groupId: $accountId) {\n      id\n      group {\n        id\n        name\n      }\n    }\n    accountPlans(accountId: $accountId) {\n      service\n      plan\n      planId\n    }\n  }\n": types.WelcomeWizardDocument,
    "\n  mutation WelcomeInvite($groupId: ID!, $input: InvitationInput!) {\n    inviteGroupUser(groupId: $groupId, input: $input) {\n      id\n      email\n      accessLevel\n    }\n  }\n": types.WelcomeInviteDocument,
    "\n  mutation WizardCreateGroup($input: NewGroupInput!) {\n    createGroup(input: $input) {\n      id\n      accountId\n    }\n  }\n": types.WizardCreateGroupDocument,
    "\n  mutation WizardUpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      name\n      address1\n      address2\n      town\n      county\n      postcode\n      country\n    }\n  }\n": types.WizardUpdateGroupDocument,
    "\n  mutation WizardDeleteGroup($groupId: ID!) {\n    deleteGroup(groupId: $groupId)\n  }\n": types.WizardDeleteGroupDocument,
    "\n  query WizardOwnerSearch($filter: String!) {\n    search(filter: $filter) {\n      filter\n      users(limit: 10) {\n        total\n        items {\n          id\n          name\n          personalName\n          companyName\n        }\n      }\n    }\n  }\n": types.WizardOwnerSearchDocument,
    "\n  query ClickForecasts($accountId: ID!) {\n    clickForecasts(accountId: $accountId) {\n      subscription {\n        planId\n        plan\n        service\n      }\n      forecast {\n        runOutDate\n        periodEnd\n        runsOutEarly\n      }\n    }\n  }\n": types.ClickForecastsDocument,
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
export function graphql(source: "\n  query NewAccountOwnerSearch($filter: String!) {\n    search(filter: $filter) {\n      filter\n      users(limit: 5) {\n        items {\n          id\n          name\n          personalName\n        }\n      }\n      groups(limit: 5) {\n        items {\n          id\n          name\n          type\n          parentName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewAccountOwnerSearch($filter: String!) {\n    search(filter: $filter) {\n      filter\n      users(limit: 5) {\n        items {\n          id\n          name\n          personalName\n        }\n      }\n      groups(limit: 5) {\n        items {\n          id\n          name\n          type\n          parentName\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment EditAccountForm_group on Group {\n    id\n    name\n    type\n    territory\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n"): (typeof documents)["\n  fragment EditAccountForm_group on Group {\n    id\n    name\n    type\n    territory\n    address1\n    address2\n    address3\n    address4\n    town\n    county\n    postcode\n    country\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      ...EditAccountForm_group\n      ...GroupDetailsCard_group\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGroup($groupId: ID!, $input: GroupDetailsInput!) {\n    updateGroup(groupId: $groupId, input: $input) {\n      id\n      ...EditAccountForm_group\n      ...GroupDetailsCard_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditGroupUser_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n"): (typeof documents)["\n  fragment EditGroupUser_user on GroupUser {\n    id\n    userId\n    email\n    personalName\n    accessLevel\n    inherited\n    heldInGroupName\n    locked\n    activity\n  }\n"];
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
export function graphql(source: "\n  query InviteFormWaiting($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n"): (typeof documents)["\n  query InviteFormWaiting($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query AutomaticRenewals($accountId: ID!) {\n    automaticRenewals(accountId: $accountId) {\n      planId\n      plan\n      service\n      on\n      clicks\n      price\n      currency\n      endDate\n      estimatedRenewalDate\n      topUpPercent\n      topUpExpectedDate\n    }\n  }\n"): (typeof documents)["\n  query AutomaticRenewals($accountId: ID!) {\n    automaticRenewals(accountId: $accountId) {\n      planId\n      plan\n      service\n      on\n      clicks\n      price\n      currency\n      endDate\n      estimatedRenewalDate\n      topUpPercent\n      topUpExpectedDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAutomaticRenewal($accountId: ID!, $planId: ID!, $clicks: Int!, $topUpPercent: Int) {\n    setAutomaticRenewal(accountId: $accountId, planId: $planId, clicks: $clicks, topUpPercent: $topUpPercent) {\n      planId\n      on\n    }\n  }\n"): (typeof documents)["\n  mutation SetAutomaticRenewal($accountId: ID!, $planId: ID!, $clicks: Int!, $topUpPercent: Int) {\n    setAutomaticRenewal(accountId: $accountId, planId: $planId, clicks: $clicks, topUpPercent: $topUpPercent) {\n      planId\n      on\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopAutomaticRenewal($accountId: ID!, $planId: ID!) {\n    stopAutomaticRenewal(accountId: $accountId, planId: $planId) {\n      planId\n      on\n    }\n  }\n"): (typeof documents)["\n  mutation StopAutomaticRenewal($accountId: ID!, $planId: ID!) {\n    stopAutomaticRenewal(accountId: $accountId, planId: $planId) {\n      planId\n      on\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentUsers($accountId: ID!) {\n    paymentUsers(accountId: $accountId) {\n      userId\n      name\n      personalName\n    }\n  }\n"): (typeof documents)["\n  query PaymentUsers($accountId: ID!) {\n    paymentUsers(accountId: $accountId) {\n      userId\n      name\n      personalName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentUserCandidates($accountId: ID!) {\n    groupAdministration(groupId: $accountId) {\n      id\n      users(limit: 100) {\n        users {\n          id\n          userId\n          name\n          personalName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentUserCandidates($accountId: ID!) {\n    groupAdministration(groupId: $accountId) {\n      id\n      users(limit: 100) {\n        users {\n          id\n          userId\n          name\n          personalName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPaymentUser($accountId: ID!, $userId: ID!) {\n    addPaymentUser(accountId: $accountId, userId: $userId) {\n      userId\n      name\n      personalName\n    }\n  }\n"): (typeof documents)["\n  mutation AddPaymentUser($accountId: ID!, $userId: ID!) {\n    addPaymentUser(accountId: $accountId, userId: $userId) {\n      userId\n      name\n      personalName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePaymentUser($accountId: ID!, $userId: ID!) {\n    removePaymentUser(accountId: $accountId, userId: $userId) {\n      userId\n      name\n      personalName\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePaymentUser($accountId: ID!, $userId: ID!) {\n    removePaymentUser(accountId: $accountId, userId: $userId) {\n      userId\n      name\n      personalName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentDetails($accountId: ID!) {\n    paymentDetails(accountId: $accountId) {\n      billingEmail\n      lastFour\n      brand\n      expiryMonth\n      expiryYear\n    }\n  }\n"): (typeof documents)["\n  query PaymentDetails($accountId: ID!) {\n    paymentDetails(accountId: $accountId) {\n      billingEmail\n      lastFour\n      brand\n      expiryMonth\n      expiryYear\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplacePaymentDetails($accountId: ID!, $backUrl: String!) {\n    replacePaymentDetails(accountId: $accountId, backUrl: $backUrl) {\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ReplacePaymentDetails($accountId: ID!, $backUrl: String!) {\n    replacePaymentDetails(accountId: $accountId, backUrl: $backUrl) {\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePaymentDetails($accountId: ID!) {\n    removePaymentDetails(accountId: $accountId)\n  }\n"): (typeof documents)["\n  mutation RemovePaymentDetails($accountId: ID!) {\n    removePaymentDetails(accountId: $accountId)\n  }\n"];
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
export function graphql(source: "\n  query BureauFileResults($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      name\n      status\n      upload {\n        rowCount\n        testRowCount\n      }\n      settings {\n        mafId\n        addressSettings {\n          usePAF\n          correctTown\n          correctPostcode\n          correctStreet\n        }\n        dedupeLevel\n        dedupeAction\n        dedupeSeparateFile\n        suppressions {\n          suppressionType\n          action\n        }\n        outputGroups\n        outputFields\n      }\n      testResults {\n        recordCount\n        codingStats {\n          ...BureauFileResults_stat\n        }\n        suppressionStats {\n          ...BureauFileResults_stat\n        }\n        outputGroupStats {\n          ...BureauFileResults_stat\n        }\n        matchLevelStats {\n          ...BureauFileResults_stat\n        }\n        addressUpdateStats {\n          ...BureauFileResults_stat\n        }\n        dedupeStats {\n          ...BureauFileResults_stat\n        }\n        recordFates {\n          ...BureauFileResults_fate\n        }\n        changeSample {\n          ...BureauFileResults_change\n        }\n      }\n      costs {\n        currency\n        lines {\n          costTypeId\n          description\n          basePrice\n          recordCount\n          fileRecordCount\n          minimumRecordCount\n          pricePerRecord\n          matchCount\n          testMatchCount\n          testRecordCount\n          pricePerMatch\n          charged\n          total\n        }\n        total\n        invoice {\n          number\n          url\n          date\n          purchaseOrder\n        }\n      }\n      fullResults {\n        inputRecordCount\n        outputRecordCount\n        codingStats {\n          ...BureauFileResults_stat\n        }\n        addressUpdateStats {\n          ...BureauFileResults_stat\n        }\n        dedupeStats {\n          ...BureauFileResults_stat\n        }\n        suppressionRemovedStats {\n          ...BureauFileResults_stat\n        }\n        suppressionFlaggedStats {\n          ...BureauFileResults_stat\n        }\n        outputGroupStats {\n          ...BureauFileResults_stat\n        }\n        matchLevelStats {\n          ...BureauFileResults_stat\n        }\n        duplicatesRecordCount\n        recordFates {\n          ...BureauFileResults_fate\n        }\n        changeSample {\n          ...BureauFileResults_change\n        }\n      }\n      progress {\n        status\n        processedRecords\n        totalRecords\n        percent\n      }\n      downloadUrl\n      duplicatesDownloadUrl\n    }\n  }\n"): (typeof documents)["\n  query BureauFileResults($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      name\n      status\n      upload {\n        rowCount\n        testRowCount\n      }\n      settings {\n        mafId\n        addressSettings {\n          usePAF\n          correctTown\n          correctPostcode\n          correctStreet\n        }\n        dedupeLevel\n        dedupeAction\n        dedupeSeparateFile\n        suppressions {\n          suppressionType\n          action\n        }\n        outputGroups\n        outputFields\n      }\n      testResults {\n        recordCount\n        codingStats {\n          ...BureauFileResults_stat\n        }\n        suppressionStats {\n          ...BureauFileResults_stat\n        }\n        outputGroupStats {\n          ...BureauFileResults_stat\n        }\n        matchLevelStats {\n          ...BureauFileResults_stat\n        }\n        addressUpdateStats {\n          ...BureauFileResults_stat\n        }\n        dedupeStats {\n          ...BureauFileResults_stat\n        }\n        recordFates {\n          ...BureauFileResults_fate\n        }\n        changeSample {\n          ...BureauFileResults_change\n        }\n      }\n      costs {\n        currency\n        lines {\n          costTypeId\n          description\n          basePrice\n          recordCount\n          fileRecordCount\n          minimumRecordCount\n          pricePerRecord\n          matchCount\n          testMatchCount\n          testRecordCount\n          pricePerMatch\n          charged\n          total\n        }\n        total\n        invoice {\n          number\n          url\n          date\n          purchaseOrder\n        }\n      }\n      fullResults {\n        inputRecordCount\n        outputRecordCount\n        codingStats {\n          ...BureauFileResults_stat\n        }\n        addressUpdateStats {\n          ...BureauFileResults_stat\n        }\n        dedupeStats {\n          ...BureauFileResults_stat\n        }\n        suppressionRemovedStats {\n          ...BureauFileResults_stat\n        }\n        suppressionFlaggedStats {\n          ...BureauFileResults_stat\n        }\n        outputGroupStats {\n          ...BureauFileResults_stat\n        }\n        matchLevelStats {\n          ...BureauFileResults_stat\n        }\n        duplicatesRecordCount\n        recordFates {\n          ...BureauFileResults_fate\n        }\n        changeSample {\n          ...BureauFileResults_change\n        }\n      }\n      progress {\n        status\n        processedRecords\n        totalRecords\n        percent\n      }\n      downloadUrl\n      duplicatesDownloadUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BureauFileResults_stat on BureauStat {\n    description\n    count\n  }\n"): (typeof documents)["\n  fragment BureauFileResults_stat on BureauStat {\n    description\n    count\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BureauFileResults_fate on BureauRecordFateCount {\n    fate\n    file\n    count\n  }\n"): (typeof documents)["\n  fragment BureauFileResults_fate on BureauRecordFateCount {\n    fate\n    file\n    count\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BureauFileResults_change on BureauChange {\n    row\n    reference\n    change\n    given\n    cleansed\n  }\n"): (typeof documents)["\n  fragment BureauFileResults_change on BureauChange {\n    row\n    reference\n    change\n    given\n    cleansed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardBureauResults($accountId: ID!, $fileId: ID!) {\n    discardBureauResults(accountId: $accountId, fileId: $fileId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DiscardBureauResults($accountId: ID!, $fileId: ID!) {\n    discardBureauResults(accountId: $accountId, fileId: $fileId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BureauFileDownloadLinks($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      downloadUrl\n      duplicatesDownloadUrl\n    }\n  }\n"): (typeof documents)["\n  query BureauFileDownloadLinks($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      downloadUrl\n      duplicatesDownloadUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BureauFiles($accountId: ID!) {\n    bureauFiles(accountId: $accountId) {\n      id\n      name\n      status\n      size\n      createTimestamp\n      updateTimestamp\n      upload {\n        rowCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query BureauFiles($accountId: ID!) {\n    bureauFiles(accountId: $accountId) {\n      id\n      name\n      status\n      size\n      createTimestamp\n      updateTimestamp\n      upload {\n        rowCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBureauFile($accountId: ID!, $fileId: ID!) {\n    deleteBureauFile(accountId: $accountId, fileId: $fileId)\n  }\n"): (typeof documents)["\n  mutation DeleteBureauFile($accountId: ID!, $fileId: ID!) {\n    deleteBureauFile(accountId: $accountId, fileId: $fileId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceContact {\n    me {\n      id\n      email\n      personalName\n      companyName\n      address1\n      address2\n      address3\n      town\n      postcode\n      country\n    }\n  }\n"): (typeof documents)["\n  query InvoiceContact {\n    me {\n      id\n      email\n      personalName\n      companyName\n      address1\n      address2\n      address3\n      town\n      postcode\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayBureauFile($accountId: ID!, $fileId: ID!, $input: PayBureauFileInput!) {\n    payBureauFile(accountId: $accountId, fileId: $fileId, input: $input) {\n      invoiceUrl\n      file {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayBureauFile($accountId: ID!, $fileId: ID!, $input: PayBureauFileInput!) {\n    payBureauFile(accountId: $accountId, fileId: $fileId, input: $input) {\n      invoiceUrl\n      file {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BureauFileProperties($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      name\n      status\n      upload {\n        inputFields {\n          inputOrder\n          name\n        }\n      }\n      settings {\n        mafId\n        addressSettings {\n          usePAF\n          correctTown\n          correctPostcode\n          correctStreet\n        }\n        dedupeLevel\n        dedupeAction\n        dedupeSeparateFile\n        suppressions {\n          suppressionType\n          action\n        }\n        outputGroups\n        outputFields\n      }\n    }\n    addressCleanseOptions(accountId: $accountId) {\n      mafs {\n        mafId\n        mafName\n      }\n      dedupeLevels {\n        id\n        name\n        description\n      }\n      suppressionTypes {\n        id\n        name\n        description\n      }\n      suppressionActions {\n        id\n        name\n      }\n      outputGroups {\n        id\n        name\n        description\n      }\n      outputFields {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query BureauFileProperties($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      name\n      status\n      upload {\n        inputFields {\n          inputOrder\n          name\n        }\n      }\n      settings {\n        mafId\n        addressSettings {\n          usePAF\n          correctTown\n          correctPostcode\n          correctStreet\n        }\n        dedupeLevel\n        dedupeAction\n        dedupeSeparateFile\n        suppressions {\n          suppressionType\n          action\n        }\n        outputGroups\n        outputFields\n      }\n    }\n    addressCleanseOptions(accountId: $accountId) {\n      mafs {\n        mafId\n        mafName\n      }\n      dedupeLevels {\n        id\n        name\n        description\n      }\n      suppressionTypes {\n        id\n        name\n        description\n      }\n      suppressionActions {\n        id\n        name\n      }\n      outputGroups {\n        id\n        name\n        description\n      }\n      outputFields {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBureauFileSettings($accountId: ID!, $fileId: ID!, $settings: BureauFileSettingsInput!) {\n    updateBureauFileSettings(accountId: $accountId, fileId: $fileId, settings: $settings) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBureauFileSettings($accountId: ID!, $fileId: ID!, $settings: BureauFileSettingsInput!) {\n    updateBureauFileSettings(accountId: $accountId, fileId: $fileId, settings: $settings) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBureauTestResults($accountId: ID!, $fileId: ID!) {\n    createBureauTestResults(accountId: $accountId, fileId: $fileId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBureauTestResults($accountId: ID!, $fileId: ID!) {\n    createBureauTestResults(accountId: $accountId, fileId: $fileId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameBureauFile($accountId: ID!, $fileId: ID!, $name: String!) {\n    renameBureauFile(accountId: $accountId, fileId: $fileId, name: $name) {\n      id\n      name\n      updateTimestamp\n    }\n  }\n"): (typeof documents)["\n  mutation RenameBureauFile($accountId: ID!, $fileId: ID!, $name: String!) {\n    renameBureauFile(accountId: $accountId, fileId: $fileId, name: $name) {\n      id\n      name\n      updateTimestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BureauFileMapping($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      name\n      status\n      upload {\n        templateFileId\n        inputFields {\n          inputOrder\n          name\n          row1\n          row2\n          mappingType\n          mappingOrder\n        }\n      }\n    }\n    addressCleanseOptions(accountId: $accountId) {\n      mappingTypes\n    }\n    bureauFiles(accountId: $accountId) {\n      id\n      name\n      status\n      upload {\n        inputFields {\n          inputOrder\n          mappingType\n          mappingOrder\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BureauFileMapping($accountId: ID!, $fileId: ID!) {\n    bureauFile(accountId: $accountId, fileId: $fileId) {\n      id\n      name\n      status\n      upload {\n        templateFileId\n        inputFields {\n          inputOrder\n          name\n          row1\n          row2\n          mappingType\n          mappingOrder\n        }\n      }\n    }\n    addressCleanseOptions(accountId: $accountId) {\n      mappingTypes\n    }\n    bureauFiles(accountId: $accountId) {\n      id\n      name\n      status\n      upload {\n        inputFields {\n          inputOrder\n          mappingType\n          mappingOrder\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBureauInputFields($accountId: ID!, $fileId: ID!, $inputFields: [BureauInputFieldInput!]!, $templateFileId: ID) {\n    updateBureauInputFields(accountId: $accountId, fileId: $fileId, inputFields: $inputFields, templateFileId: $templateFileId) {\n      id\n      status\n      upload {\n        templateFileId\n        inputFields {\n          inputOrder\n          mappingType\n          mappingOrder\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBureauInputFields($accountId: ID!, $fileId: ID!, $inputFields: [BureauInputFieldInput!]!, $templateFileId: ID) {\n    updateBureauInputFields(accountId: $accountId, fileId: $fileId, inputFields: $inputFields, templateFileId: $templateFileId) {\n      id\n      status\n      upload {\n        templateFileId\n        inputFields {\n          inputOrder\n          mappingType\n          mappingOrder\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBureauFile($accountId: ID!, $input: CreateBureauFileInput!) {\n    createBureauFile(accountId: $accountId, input: $input) {\n      id\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBureauFile($accountId: ID!, $input: CreateBureauFileInput!) {\n    createBureauFile(accountId: $accountId, input: $input) {\n      id\n      name\n      status\n    }\n  }\n"];
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
export function graphql(source: "\n  query EditAccount($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...EditAccountForm_group\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditAccount($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        ...EditAccountForm_group\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query InviteGroup($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query InviteGroup($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressCleanseAdministration($accountId: ID!) {\n    addressCleanseAdministration(accountId: $accountId) {\n      canChangePrices\n      costs {\n        costId\n        costTypeId\n        costTypeName\n        basePrice\n        pricePerMatch\n        pricePerRecord\n        realPricePerMatch\n        realPricePerRecord\n        territory\n        minRecCount\n        startDate\n        endDate\n      }\n      mafs {\n        mafId\n        mafName\n        mafCountryCode\n      }\n      costTypes {\n        costTypeId\n        name\n      }\n      royaltyCharges {\n        mafId\n        mafName\n        territory\n        pricePerMatch\n      }\n      jobCharges {\n        jobId\n        accId\n        mafId\n        totalCharges\n        totalRealCharges\n        totalCount\n        date\n        isPostPay\n        transactions {\n          costTypeId\n          description\n          count\n          charge\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AddressCleanseAdministration($accountId: ID!) {\n    addressCleanseAdministration(accountId: $accountId) {\n      canChangePrices\n      costs {\n        costId\n        costTypeId\n        costTypeName\n        basePrice\n        pricePerMatch\n        pricePerRecord\n        realPricePerMatch\n        realPricePerRecord\n        territory\n        minRecCount\n        startDate\n        endDate\n      }\n      mafs {\n        mafId\n        mafName\n        mafCountryCode\n      }\n      costTypes {\n        costTypeId\n        name\n      }\n      royaltyCharges {\n        mafId\n        mafName\n        territory\n        pricePerMatch\n      }\n      jobCharges {\n        jobId\n        accId\n        mafId\n        totalCharges\n        totalRealCharges\n        totalCount\n        date\n        isPostPay\n        transactions {\n          costTypeId\n          description\n          count\n          charge\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCost($costId: ID!) {\n    adminCost(costId: $costId) {\n      costId\n      costTypeName\n      territory\n      basePrice\n      pricePerMatch\n      pricePerRecord\n      realPricePerMatch\n      realPricePerRecord\n      minRecCount\n      startDate\n      endDate\n    }\n  }\n"): (typeof documents)["\n  query AdminCost($costId: ID!) {\n    adminCost(costId: $costId) {\n      costId\n      costTypeName\n      territory\n      basePrice\n      pricePerMatch\n      pricePerRecord\n      realPricePerMatch\n      realPricePerRecord\n      minRecCount\n      startDate\n      endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdminCost($costId: ID!, $input: AdminCostInput!) {\n    updateAdminCost(costId: $costId, input: $input) {\n      costId\n      basePrice\n      pricePerMatch\n      pricePerRecord\n      realPricePerMatch\n      realPricePerRecord\n      minRecCount\n      startDate\n      endDate\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdminCost($costId: ID!, $input: AdminCostInput!) {\n    updateAdminCost(costId: $costId, input: $input) {\n      costId\n      basePrice\n      pricePerMatch\n      pricePerRecord\n      realPricePerMatch\n      realPricePerRecord\n      minRecCount\n      startDate\n      endDate\n    }\n  }\n"];
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
export function graphql(source: "\n  query BundleAccount($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...ServiceSubscriptions_plan\n    }\n  }\n"): (typeof documents)["\n  query BundleAccount($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...ServiceSubscriptions_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBundle($bundleId: ID!) {\n    deleteBundle(bundleId: $bundleId)\n  }\n"): (typeof documents)["\n  mutation DeleteBundle($bundleId: ID!) {\n    deleteBundle(bundleId: $bundleId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBundle($bundleId: ID!, $input: BundleChangesInput!) {\n    updateBundle(bundleId: $bundleId, input: $input) {\n      bundle {\n        bundleId\n        clicks\n        price\n        startDate\n        endDate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBundle($bundleId: ID!, $input: BundleChangesInput!) {\n    updateBundle(bundleId: $bundleId, input: $input) {\n      bundle {\n        bundleId\n        clicks\n        price\n        startDate\n        endDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BundleInvoice($bundleId: ID!, $backUrl: String!) {\n    bundleInvoice(bundleId: $bundleId, backUrl: $backUrl)\n  }\n"): (typeof documents)["\n  query BundleInvoice($bundleId: ID!, $backUrl: String!) {\n    bundleInvoice(bundleId: $bundleId, backUrl: $backUrl)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBundle($organisationId: ID!, $accountId: ID!, $input: NewBundleInput!) {\n    createBundle(organisationId: $organisationId, accountId: $accountId, input: $input) {\n      accountId\n      bundle {\n        bundleId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBundle($organisationId: ID!, $accountId: ID!, $input: NewBundleInput!) {\n    createBundle(organisationId: $organisationId, accountId: $accountId, input: $input) {\n      accountId\n      bundle {\n        bundleId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceJwtPanel_service on ProviderService {\n    serviceId\n    name\n    description\n    offersJwt\n  }\n"): (typeof documents)["\n  fragment ServiceJwtPanel_service on ProviderService {\n    serviceId\n    name\n    description\n    offersJwt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceJwt($serviceId: ID!, $groupId: ID!) {\n    serviceJwt(serviceId: $serviceId, groupId: $groupId) {\n      serviceId\n      jwt\n      expiry\n    }\n  }\n"): (typeof documents)["\n  query ServiceJwt($serviceId: ID!, $groupId: ID!) {\n    serviceJwt(serviceId: $serviceId, groupId: $groupId) {\n      serviceId\n      jwt\n      expiry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceSwitches_access on GroupServiceAccess {\n    groupId\n    users {\n      userId\n      name\n      personalName\n      services {\n        serviceId\n        name\n        enabled\n      }\n    }\n    tokens {\n      tokenId\n      tag\n      locked\n      services {\n        serviceId\n        name\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceSwitches_access on GroupServiceAccess {\n    groupId\n    users {\n      userId\n      name\n      personalName\n      services {\n        serviceId\n        name\n        enabled\n      }\n    }\n    tokens {\n      tokenId\n      tag\n      locked\n      services {\n        serviceId\n        name\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetServiceAccess($groupId: ID!, $userId: ID!, $serviceId: ID!, $tokenId: ID, $enabled: Boolean!) {\n    setServiceAccess(groupId: $groupId, userId: $userId, serviceId: $serviceId, tokenId: $tokenId, enabled: $enabled) {\n      serviceId\n      name\n      enabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetServiceAccess($groupId: ID!, $userId: ID!, $serviceId: ID!, $tokenId: ID, $enabled: Boolean!) {\n    setServiceAccess(groupId: $groupId, userId: $userId, serviceId: $serviceId, tokenId: $tokenId, enabled: $enabled) {\n      serviceId\n      name\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesAdministration($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...ServiceSubscriptions_plan\n    }\n    groupServiceAccess(groupId: $accountId) {\n      ...ServiceSwitches_access\n    }\n    providerServices {\n      ...ServiceJwtPanel_service\n    }\n  }\n"): (typeof documents)["\n  query ServicesAdministration($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...ServiceSubscriptions_plan\n    }\n    groupServiceAccess(groupId: $accountId) {\n      ...ServiceSwitches_access\n    }\n    providerServices {\n      ...ServiceJwtPanel_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceSubscriptions_plan on AccountPlan {\n    service\n    plan\n    planId\n    datasetRef\n    endDate\n    estimatedExpiryDate\n    remainClicks\n    clickLimit\n    averageClicks\n    clickConsumptionChange\n    status\n    trial\n    deprecated\n    deprecatedByPlan\n    currency\n    bundles {\n      bundleId\n      plan\n      clicks\n      price\n      purchaseDate\n      startDate\n      endDate\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceSubscriptions_plan on AccountPlan {\n    service\n    plan\n    planId\n    datasetRef\n    endDate\n    estimatedExpiryDate\n    remainClicks\n    clickLimit\n    averageClicks\n    clickConsumptionChange\n    status\n    trial\n    deprecated\n    deprecatedByPlan\n    currency\n    bundles {\n      bundleId\n      plan\n      clicks\n      price\n      purchaseDate\n      startDate\n      endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TokenCard_token on ApiToken {\n    id\n    accountId\n    tag\n    key\n    locked\n    ipRange\n    referrer\n    expiry\n    dailyCap\n    dailyCapPerAddress\n    createdBy\n    createdAt\n    lastUsed\n    usage {\n      day\n      clicks\n    }\n    tryCommand\n  }\n"): (typeof documents)["\n  fragment TokenCard_token on ApiToken {\n    id\n    accountId\n    tag\n    key\n    locked\n    ipRange\n    referrer\n    expiry\n    dailyCap\n    dailyCapPerAddress\n    createdBy\n    createdAt\n    lastUsed\n    usage {\n      day\n      clicks\n    }\n    tryCommand\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdministrationTokens($accountId: ID!) {\n    apiTokens(accountId: $accountId) {\n      id\n      ...TokenCard_token\n    }\n  }\n"): (typeof documents)["\n  query AdministrationTokens($accountId: ID!) {\n    apiTokens(accountId: $accountId) {\n      id\n      ...TokenCard_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: NewApiTokenInput!) {\n    createApiToken(input: $input) {\n      id\n      ...TokenCard_token\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: NewApiTokenInput!) {\n    createApiToken(input: $input) {\n      id\n      ...TokenCard_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApiToken($accountId: ID!, $id: ID!, $input: ApiTokenSettingsInput!) {\n    updateApiToken(accountId: $accountId, id: $id, input: $input) {\n      id\n      ...TokenCard_token\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateApiToken($accountId: ID!, $id: ID!, $input: ApiTokenSettingsInput!) {\n    updateApiToken(accountId: $accountId, id: $id, input: $input) {\n      id\n      ...TokenCard_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetApiTokenLock($accountId: ID!, $id: ID!, $locked: Boolean!) {\n    setApiTokenLock(accountId: $accountId, id: $id, locked: $locked) {\n      id\n      ...TokenCard_token\n    }\n  }\n"): (typeof documents)["\n  mutation SetApiTokenLock($accountId: ID!, $id: ID!, $locked: Boolean!) {\n    setApiTokenLock(accountId: $accountId, id: $id, locked: $locked) {\n      id\n      ...TokenCard_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApiToken($accountId: ID!, $id: ID!) {\n    deleteApiToken(accountId: $accountId, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteApiToken($accountId: ID!, $id: ID!) {\n    deleteApiToken(accountId: $accountId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeApiTokensInBulk($groupId: ID!, $input: ApiTokenBulkInput!) {\n    changeApiTokensInBulk(groupId: $groupId, input: $input) {\n      id\n      ...TokenCard_token\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeApiTokensInBulk($groupId: ID!, $input: ApiTokenBulkInput!) {\n    changeApiTokensInBulk(groupId: $groupId, input: $input) {\n      id\n      ...TokenCard_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TryApiToken($accountId: ID!, $id: ID!, $referrer: String) {\n    tryApiToken(accountId: $accountId, id: $id, referrer: $referrer) {\n      ok\n      status\n      message\n      suggestions\n      command\n      token {\n        id\n        ...TokenCard_token\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TryApiToken($accountId: ID!, $id: ID!, $referrer: String) {\n    tryApiToken(accountId: $accountId, id: $id, referrer: $referrer) {\n      ok\n      status\n      message\n      suggestions\n      command\n      token {\n        id\n        ...TokenCard_token\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokenRefusals($accountId: ID!, $id: ID!) {\n    apiTokenRefusals(accountId: $accountId, id: $id) {\n      tokenId\n      available\n      total\n      byReason {\n        reason\n        count\n      }\n      latest {\n        at\n        clientAddress\n        referrer\n        service\n        reason\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query TokenRefusals($accountId: ID!, $id: ID!) {\n    apiTokenRefusals(accountId: $accountId, id: $id) {\n      tokenId\n      available\n      total\n      byReason {\n        reason\n        count\n      }\n      latest {\n        at\n        clientAddress\n        referrer\n        service\n        reason\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokenAlertSettings($accountId: ID!) {\n    apiTokenAlertSettings(accountId: $accountId) {\n      accountId\n      available\n      refusalThreshold\n    }\n  }\n"): (typeof documents)["\n  query TokenAlertSettings($accountId: ID!) {\n    apiTokenAlertSettings(accountId: $accountId) {\n      accountId\n      available\n      refusalThreshold\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetApiTokenAlertThreshold($accountId: ID!, $refusalThreshold: Int) {\n    setApiTokenAlertThreshold(accountId: $accountId, refusalThreshold: $refusalThreshold) {\n      accountId\n      available\n      refusalThreshold\n    }\n  }\n"): (typeof documents)["\n  mutation SetApiTokenAlertThreshold($accountId: ID!, $refusalThreshold: Int) {\n    setApiTokenAlertThreshold(accountId: $accountId, refusalThreshold: $refusalThreshold) {\n      accountId\n      available\n      refusalThreshold\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment PaymentResult_validation on BankAccountValidation {\n    sortCode\n    accountNumber\n    status\n    reason\n  }\n"): (typeof documents)["\n  fragment PaymentResult_validation on BankAccountValidation {\n    sortCode\n    accountNumber\n    status\n    reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankAccountValidation($accountId: ID!, $sortCode: String!, $accountNumber: String!) {\n    bankAccountValidation(accountId: $accountId, sortCode: $sortCode, accountNumber: $accountNumber) {\n      ...PaymentResult_validation\n    }\n  }\n"): (typeof documents)["\n  query BankAccountValidation($accountId: ID!, $sortCode: String!, $accountNumber: String!) {\n    bankAccountValidation(accountId: $accountId, sortCode: $sortCode, accountNumber: $accountNumber) {\n      ...PaymentResult_validation\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment DatasetDetails_dataset on Dataset {\n    id\n    name\n    datasetRef\n    service\n    planCount\n    createdDate\n    createdBy {\n      id\n      name\n    }\n    updatedDate\n    updatedBy {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment DatasetDetails_dataset on Dataset {\n    id\n    name\n    datasetRef\n    service\n    planCount\n    createdDate\n    createdBy {\n      id\n      name\n    }\n    updatedDate\n    updatedBy {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanDetails_plan on CataloguePlan {\n    id\n    name\n    description\n    dataset {\n      id\n      name\n      datasetRef\n    }\n    service\n    duration\n    availableStart\n    availableEnd\n    calculator\n    pricing {\n      clicks\n      price\n    }\n    formula\n    territory\n    currency\n    allowTest\n    displayOrder\n    filters {\n      id\n      description\n      category\n      displayOrder\n    }\n    comparisons {\n      id\n      description\n      displayOrder\n    }\n    subscriptionCount\n    createdDate\n    createdBy {\n      id\n      name\n    }\n    updatedDate\n    updatedBy {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment PlanDetails_plan on CataloguePlan {\n    id\n    name\n    description\n    dataset {\n      id\n      name\n      datasetRef\n    }\n    service\n    duration\n    availableStart\n    availableEnd\n    calculator\n    pricing {\n      clicks\n      price\n    }\n    formula\n    territory\n    currency\n    allowTest\n    displayOrder\n    filters {\n      id\n      description\n      category\n      displayOrder\n    }\n    comparisons {\n      id\n      description\n      displayOrder\n    }\n    subscriptionCount\n    createdDate\n    createdBy {\n      id\n      name\n    }\n    updatedDate\n    updatedBy {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanListItem_plan on CataloguePlan {\n    id\n    name\n    territory\n    currency\n    calculator\n    displayOrder\n    availableStart\n    availableEnd\n    dataset {\n      id\n      datasetRef\n    }\n    pricing {\n      clicks\n      price\n    }\n  }\n"): (typeof documents)["\n  fragment PlanListItem_plan on CataloguePlan {\n    id\n    name\n    territory\n    currency\n    calculator\n    displayOrder\n    availableStart\n    availableEnd\n    dataset {\n      id\n      datasetRef\n    }\n    pricing {\n      clicks\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Catalogue {\n    datasets {\n      id\n      name\n      datasetRef\n      service\n      planCount\n    }\n    cataloguePlans {\n      ...PlanListItem_plan\n    }\n  }\n"): (typeof documents)["\n  query Catalogue {\n    datasets {\n      id\n      name\n      datasetRef\n      service\n      planCount\n    }\n    cataloguePlans {\n      ...PlanListItem_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Datasets {\n    datasets {\n      ...DatasetDetails_dataset\n    }\n  }\n"): (typeof documents)["\n  query Datasets {\n    datasets {\n      ...DatasetDetails_dataset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dataset($id: ID!) {\n    dataset(id: $id) {\n      ...DatasetDetails_dataset\n    }\n  }\n"): (typeof documents)["\n  query Dataset($id: ID!) {\n    dataset(id: $id) {\n      ...DatasetDetails_dataset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CataloguePlan($id: ID!) {\n    cataloguePlan(id: $id) {\n      ...PlanDetails_plan\n    }\n  }\n"): (typeof documents)["\n  query CataloguePlan($id: ID!) {\n    cataloguePlan(id: $id) {\n      ...PlanDetails_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDataset($input: DatasetInput!) {\n    createDataset(input: $input) {\n      ...DatasetDetails_dataset\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDataset($input: DatasetInput!) {\n    createDataset(input: $input) {\n      ...DatasetDetails_dataset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDataset($id: ID!, $input: DatasetInput!) {\n    updateDataset(id: $id, input: $input) {\n      ...DatasetDetails_dataset\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDataset($id: ID!, $input: DatasetInput!) {\n    updateDataset(id: $id, input: $input) {\n      ...DatasetDetails_dataset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDataset($id: ID!) {\n    deleteDataset(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDataset($id: ID!) {\n    deleteDataset(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlan($input: CataloguePlanInput!) {\n    createPlan(input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlan($input: CataloguePlanInput!) {\n    createPlan(input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlan($id: ID!, $input: CataloguePlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlan($id: ID!, $input: CataloguePlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlan($id: ID!) {\n    deletePlan(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePlan($id: ID!) {\n    deletePlan(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlanFilter($planId: ID!, $input: CataloguePlanFilterInput!) {\n    createPlanFilter(planId: $planId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlanFilter($planId: ID!, $input: CataloguePlanFilterInput!) {\n    createPlanFilter(planId: $planId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlanFilter($planId: ID!, $filterId: ID!, $input: CataloguePlanFilterInput!) {\n    updatePlanFilter(planId: $planId, filterId: $filterId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlanFilter($planId: ID!, $filterId: ID!, $input: CataloguePlanFilterInput!) {\n    updatePlanFilter(planId: $planId, filterId: $filterId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlanFilter($planId: ID!, $filterId: ID!) {\n    deletePlanFilter(planId: $planId, filterId: $filterId) {\n      ...PlanDetails_plan\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePlanFilter($planId: ID!, $filterId: ID!) {\n    deletePlanFilter(planId: $planId, filterId: $filterId) {\n      ...PlanDetails_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderPlanFilters($planId: ID!, $filterIds: [ID!]!) {\n    reorderPlanFilters(planId: $planId, filterIds: $filterIds) {\n      ...PlanDetails_plan\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderPlanFilters($planId: ID!, $filterIds: [ID!]!) {\n    reorderPlanFilters(planId: $planId, filterIds: $filterIds) {\n      ...PlanDetails_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlanComparison($planId: ID!, $input: CataloguePlanComparisonInput!) {\n    createPlanComparison(planId: $planId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlanComparison($planId: ID!, $input: CataloguePlanComparisonInput!) {\n    createPlanComparison(planId: $planId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlanComparison($planId: ID!, $comparisonId: ID!, $input: CataloguePlanComparisonInput!) {\n    updatePlanComparison(planId: $planId, comparisonId: $comparisonId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlanComparison($planId: ID!, $comparisonId: ID!, $input: CataloguePlanComparisonInput!) {\n    updatePlanComparison(planId: $planId, comparisonId: $comparisonId, input: $input) {\n      ...PlanDetails_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlanComparison($planId: ID!, $comparisonId: ID!) {\n    deletePlanComparison(planId: $planId, comparisonId: $comparisonId) {\n      ...PlanDetails_plan\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePlanComparison($planId: ID!, $comparisonId: ID!) {\n    deletePlanComparison(planId: $planId, comparisonId: $comparisonId) {\n      ...PlanDetails_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderPlanComparisons($planId: ID!, $comparisonIds: [ID!]!) {\n    reorderPlanComparisons(planId: $planId, comparisonIds: $comparisonIds) {\n      ...PlanDetails_plan\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderPlanComparisons($planId: ID!, $comparisonIds: [ID!]!) {\n    reorderPlanComparisons(planId: $planId, comparisonIds: $comparisonIds) {\n      ...PlanDetails_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    me {\n      id\n      name\n      personalName\n      companyName\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    me {\n      id\n      name\n      personalName\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionsCard_plan on AccountPlan {\n    planId\n    service\n    plan\n    status\n    trial\n    endDate\n    remainClicks\n    clickLimit\n    currency\n    subscription {\n      clicks\n      price\n      estimatedRenewalDate\n    }\n  }\n"): (typeof documents)["\n  fragment SubscriptionsCard_plan on AccountPlan {\n    planId\n    service\n    plan\n    status\n    trial\n    endDate\n    remainClicks\n    clickLimit\n    currency\n    subscription {\n      clicks\n      price\n      estimatedRenewalDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPlans($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...SubscriptionsCard_plan\n    }\n  }\n"): (typeof documents)["\n  query AccountPlans($accountId: ID!) {\n    accountPlans(accountId: $accountId) {\n      ...SubscriptionsCard_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeadListItem_lead on Lead {\n    id\n    companyName\n    contactName\n    services {\n      service\n      quantity\n    }\n    openDate\n    closeDate\n    status\n  }\n"): (typeof documents)["\n  fragment LeadListItem_lead on Lead {\n    id\n    companyName\n    contactName\n    services {\n      service\n      quantity\n    }\n    openDate\n    closeDate\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubmittedLead_lead on Lead {\n    id\n    partnerId\n    companyName\n    companyAddress\n    contactName\n    email\n    phoneNumber\n    jobTitle\n    division\n    services {\n      service\n      quantity\n    }\n    integrations\n    enrichments\n    cleansing\n    probability\n    closeDate\n    jointMeeting\n    description\n    status\n    openDate\n  }\n"): (typeof documents)["\n  fragment SubmittedLead_lead on Lead {\n    id\n    partnerId\n    companyName\n    companyAddress\n    contactName\n    email\n    phoneNumber\n    jobTitle\n    division\n    services {\n      service\n      quantity\n    }\n    integrations\n    enrichments\n    cleansing\n    probability\n    closeDate\n    jointMeeting\n    description\n    status\n    openDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerLeads($partnerId: ID!) {\n    partnerLeads(partnerId: $partnerId) {\n      ...LeadListItem_lead\n    }\n  }\n"): (typeof documents)["\n  query PartnerLeads($partnerId: ID!) {\n    partnerLeads(partnerId: $partnerId) {\n      ...LeadListItem_lead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerLead($partnerId: ID!, $leadId: ID!) {\n    partnerLead(partnerId: $partnerId, leadId: $leadId) {\n      ...SubmittedLead_lead\n    }\n  }\n"): (typeof documents)["\n  query PartnerLead($partnerId: ID!, $leadId: ID!) {\n    partnerLead(partnerId: $partnerId, leadId: $leadId) {\n      ...SubmittedLead_lead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadFormOptions {\n    leadOptions {\n      id\n      option\n      requirement\n    }\n  }\n"): (typeof documents)["\n  query LeadFormOptions {\n    leadOptions {\n      id\n      option\n      requirement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLead($partnerId: ID!, $input: LeadInput!) {\n    createLead(partnerId: $partnerId, input: $input) {\n      ...SubmittedLead_lead\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLead($partnerId: ID!, $input: LeadInput!) {\n    createLead(partnerId: $partnerId, input: $input) {\n      ...SubmittedLead_lead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLead($partnerId: ID!, $leadId: ID!, $input: LeadInput!) {\n    updateLead(partnerId: $partnerId, leadId: $leadId, input: $input) {\n      ...SubmittedLead_lead\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLead($partnerId: ID!, $leadId: ID!, $input: LeadInput!) {\n    updateLead(partnerId: $partnerId, leadId: $leadId, input: $input) {\n      ...SubmittedLead_lead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeLeadStatus($partnerId: ID!, $leadId: ID!, $status: LeadStatus!, $closeDate: String) {\n    changeLeadStatus(partnerId: $partnerId, leadId: $leadId, status: $status, closeDate: $closeDate) {\n      ...SubmittedLead_lead\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeLeadStatus($partnerId: ID!, $leadId: ID!, $status: LeadStatus!, $closeDate: String) {\n    changeLeadStatus(partnerId: $partnerId, leadId: $leadId, status: $status, closeDate: $closeDate) {\n      ...SubmittedLead_lead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLead($partnerId: ID!, $leadId: ID!) {\n    deleteLead(partnerId: $partnerId, leadId: $leadId)\n  }\n"): (typeof documents)["\n  mutation DeleteLead($partnerId: ID!, $leadId: ID!) {\n    deleteLead(partnerId: $partnerId, leadId: $leadId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadOptions {\n    leadOptions {\n      id\n      option\n      requirement\n    }\n  }\n"): (typeof documents)["\n  query LeadOptions {\n    leadOptions {\n      id\n      option\n      requirement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLeadOption($input: LeadOptionInput!) {\n    createLeadOption(input: $input) {\n      id\n      option\n      requirement\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLeadOption($input: LeadOptionInput!) {\n    createLeadOption(input: $input) {\n      id\n      option\n      requirement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLeadOption($id: ID!, $input: LeadOptionInput!) {\n    updateLeadOption(id: $id, input: $input) {\n      id\n      option\n      requirement\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLeadOption($id: ID!, $input: LeadOptionInput!) {\n    updateLeadOption(id: $id, input: $input) {\n      id\n      option\n      requirement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLeadOption($id: ID!) {\n    deleteLeadOption(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteLeadOption($id: ID!) {\n    deleteLeadOption(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerAccounts($partnerId: ID!) {\n    partnerAccounts(partnerId: $partnerId) {\n      organisationId\n      organisationName\n      accountId\n      accountName\n      planName\n      datasetType\n      clickLimit\n      remainingClicks\n      startDate\n      endDate\n      estimatedExpiryDate\n      runsOutBeforeEnd\n    }\n  }\n"): (typeof documents)["\n  query PartnerAccounts($partnerId: ID!) {\n    partnerAccounts(partnerId: $partnerId) {\n      organisationId\n      organisationName\n      accountId\n      accountName\n      planName\n      datasetType\n      clickLimit\n      remainingClicks\n      startDate\n      endDate\n      estimatedExpiryDate\n      runsOutBeforeEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerGroup($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n        ...EditAccountForm_group\n      }\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerGroup($groupId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n        ...EditAccountForm_group\n      }\n      invitations {\n        ...InvitationsCard_invitation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerGroupUser($groupId: ID!, $userId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n      user(userId: $userId) {\n        ...EditGroupUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerGroupUser($groupId: ID!, $userId: ID!) {\n    groupAdministration(groupId: $groupId) {\n      id\n      group {\n        id\n        name\n        type\n      }\n      user(userId: $userId) {\n        ...EditGroupUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportingSummary($accountId: ID!, $from: DateTime!, $to: DateTime!, $toEnd: DateTime!, $uk: Boolean!) {\n    usageReport(accountId: $accountId, from: $from, to: $to) {\n      accountId\n      window {\n        from\n        to\n        period\n      }\n      subscriptions {\n        subscription {\n          planId\n          plan\n          service\n          endDate\n          remainClicks\n          clickLimit\n          averageClicks\n          clickConsumptionChange\n          currency\n        }\n        totalClicks\n        forecast {\n          dailyAverage\n          remainClicks\n          runOutDate\n          periodEnd\n          runsOutEarly\n        }\n      }\n      charges {\n        date\n        kind\n        description\n        service\n        planId\n        plan\n        clicks\n        records\n        fileId\n        invoiceNumber\n        purchaseOrder\n        amount\n        currency\n      }\n    }\n    bureauStats(accountId: $accountId, from: $from, to: $toEnd) @include(if: $uk) {\n      mafId\n      mafName\n      all {\n        ...ReportingSummary_bureauFigures\n      }\n      purchased {\n        ...ReportingSummary_bureauFigures\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportingSummary($accountId: ID!, $from: DateTime!, $to: DateTime!, $toEnd: DateTime!, $uk: Boolean!) {\n    usageReport(accountId: $accountId, from: $from, to: $to) {\n      accountId\n      window {\n        from\n        to\n        period\n      }\n      subscriptions {\n        subscription {\n          planId\n          plan\n          service\n          endDate\n          remainClicks\n          clickLimit\n          averageClicks\n          clickConsumptionChange\n          currency\n        }\n        totalClicks\n        forecast {\n          dailyAverage\n          remainClicks\n          runOutDate\n          periodEnd\n          runsOutEarly\n        }\n      }\n      charges {\n        date\n        kind\n        description\n        service\n        planId\n        plan\n        clicks\n        records\n        fileId\n        invoiceNumber\n        purchaseOrder\n        amount\n        currency\n      }\n    }\n    bureauStats(accountId: $accountId, from: $from, to: $toEnd) @include(if: $uk) {\n      mafId\n      mafName\n      all {\n        ...ReportingSummary_bureauFigures\n      }\n      purchased {\n        ...ReportingSummary_bureauFigures\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportingSummary_bureauFigures on BureauStatsFigures {\n    files\n    cost\n    inputRecords\n    outputRecords\n    matching {\n      matched\n      updated\n      unmatched\n    }\n    deduplication {\n      child\n      parent\n      unique\n    }\n  }\n"): (typeof documents)["\n  fragment ReportingSummary_bureauFigures on BureauStatsFigures {\n    files\n    cost\n    inputRecords\n    outputRecords\n    matching {\n      matched\n      updated\n      unmatched\n    }\n    deduplication {\n      child\n      parent\n      unique\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportingServices($accountId: ID!, $from: DateTime!, $to: DateTime!, $period: UsagePeriod!) {\n    usageReport(accountId: $accountId, from: $from, to: $to, period: $period) {\n      accountId\n      window {\n        from\n        to\n        period\n        periods\n      }\n      subscriptions {\n        subscription {\n          planId\n          plan\n          service\n          datasetRef\n        }\n        clicksPerPeriod\n        totalClicks\n        countries {\n          country\n          clicks\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportingServices($accountId: ID!, $from: DateTime!, $to: DateTime!, $period: UsagePeriod!) {\n    usageReport(accountId: $accountId, from: $from, to: $to, period: $period) {\n      accountId\n      window {\n        from\n        to\n        period\n        periods\n      }\n      subscriptions {\n        subscription {\n          planId\n          plan\n          service\n          datasetRef\n        }\n        clicksPerPeriod\n        totalClicks\n        countries {\n          country\n          clicks\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportingTokens($accountId: ID!, $from: DateTime!, $to: DateTime!, $period: UsagePeriod!, $tag: String!, $oneTag: Boolean!) {\n    usageReport(accountId: $accountId, from: $from, to: $to, period: $period) {\n      accountId\n      window {\n        from\n        to\n        period\n        periods\n      }\n      tokens {\n        ...ReportingTokens_token\n      }\n      token(tag: $tag) @include(if: $oneTag) {\n        ...ReportingTokens_token\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportingTokens($accountId: ID!, $from: DateTime!, $to: DateTime!, $period: UsagePeriod!, $tag: String!, $oneTag: Boolean!) {\n    usageReport(accountId: $accountId, from: $from, to: $to, period: $period) {\n      accountId\n      window {\n        from\n        to\n        period\n        periods\n      }\n      tokens {\n        ...ReportingTokens_token\n      }\n      token(tag: $tag) @include(if: $oneTag) {\n        ...ReportingTokens_token\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportingTokens_token on TokenUsageReport {\n    tokenId\n    tokenTag\n    locked\n    clicksPerPeriod\n    totalClicks\n  }\n"): (typeof documents)["\n  fragment ReportingTokens_token on TokenUsageReport {\n    tokenId\n    tokenTag\n    locked\n    clicksPerPeriod\n    totalClicks\n  }\n"];
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
export function graphql(source: "\n  query BasketQuote($items: [BasketItemInput!]!) {\n    basketQuote(items: $items) {\n      items {\n        accountId\n        planId\n        plan\n        service\n        kind\n        clicks\n        minimumClicks\n        price\n      }\n      total\n      currency\n    }\n  }\n"): (typeof documents)["\n  query BasketQuote($items: [BasketItemInput!]!) {\n    basketQuote(items: $items) {\n      items {\n        accountId\n        planId\n        plan\n        service\n        kind\n        clicks\n        minimumClicks\n        price\n      }\n      total\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingDefaults($accountId: ID!) {\n    me {\n      id\n      name\n      personalName\n      companyName\n      address1\n      address2\n      address3\n      address4\n      town\n      county\n      postcode\n      country\n    }\n    savedCard: paymentDetails(accountId: $accountId) {\n      brand\n      lastFour\n      expiryMonth\n      expiryYear\n    }\n    account: groupStatus(groupId: $accountId) {\n      id\n      parentName\n      address1\n      address2\n      address3\n      address4\n      town\n      county\n      postcode\n      country\n      parent {\n        id\n        address1\n        address2\n        address3\n        address4\n        town\n        county\n        postcode\n        country\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillingDefaults($accountId: ID!) {\n    me {\n      id\n      name\n      personalName\n      companyName\n      address1\n      address2\n      address3\n      address4\n      town\n      county\n      postcode\n      country\n    }\n    savedCard: paymentDetails(accountId: $accountId) {\n      brand\n      lastFour\n      expiryMonth\n      expiryYear\n    }\n    account: groupStatus(groupId: $accountId) {\n      id\n      parentName\n      address1\n      address2\n      address3\n      address4\n      town\n      county\n      postcode\n      country\n      parent {\n        id\n        address1\n        address2\n        address3\n        address4\n        town\n        county\n        postcode\n        country\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($input: CheckoutInput!, $captchaToken: String!) {\n    checkout(input: $input, captchaToken: $captchaToken) {\n      orderId\n      url\n      quote {\n        items {\n          accountId\n          planId\n          plan\n          clicks\n          price\n        }\n        total\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Checkout($input: CheckoutInput!, $captchaToken: String!) {\n    checkout(input: $input, captchaToken: $captchaToken) {\n      orderId\n      url\n      quote {\n        items {\n          accountId\n          planId\n          plan\n          clicks\n          price\n        }\n        total\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopPlanCard_plan on ShopPlan {\n    planId\n    plan\n    description\n    kind\n    datasetId\n    dataset\n    duration\n    clicks\n    minimumClicks\n    maximumClicks\n    currency\n    pricing {\n      clicks\n      price\n    }\n    filters {\n      description\n      category\n      displayOrder\n    }\n    comparisons {\n      description\n      displayOrder\n    }\n    held {\n      endDate\n      status\n      remainClicks\n    }\n    unavailableReason\n  }\n"): (typeof documents)["\n  fragment ShopPlanCard_plan on ShopPlan {\n    planId\n    plan\n    description\n    kind\n    datasetId\n    dataset\n    duration\n    clicks\n    minimumClicks\n    maximumClicks\n    currency\n    pricing {\n      clicks\n      price\n    }\n    filters {\n      description\n      category\n      displayOrder\n    }\n    comparisons {\n      description\n      displayOrder\n    }\n    held {\n      endDate\n      status\n      remainClicks\n    }\n    unavailableReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopPlans($accountId: ID!, $service: PlanService) {\n    shopPlans(accountId: $accountId, service: $service) {\n      planId\n      kind\n      ...ShopPlanCard_plan\n    }\n  }\n"): (typeof documents)["\n  query ShopPlans($accountId: ID!, $service: PlanService) {\n    shopPlans(accountId: $accountId, service: $service) {\n      planId\n      kind\n      ...ShopPlanCard_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopOffer($accountId: ID!) {\n    shopPlans(accountId: $accountId) {\n      planId\n      service\n      price\n      currency\n      pricing {\n        clicks\n        price\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopOffer($accountId: ID!) {\n    shopPlans(accountId: $accountId) {\n      planId\n      service\n      price\n      currency\n      pricing {\n        clicks\n        price\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopOrder($orderId: ID!) {\n    shopOrderConfirmation(orderId: $orderId) {\n      available\n      order {\n        orderId\n        status\n        items {\n          accountId\n          planId\n          plan\n          kind\n          clicks\n          price\n        }\n        total\n        currency\n        paidAt\n        cardBrand\n        cardLastFour\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopOrder($orderId: ID!) {\n    shopOrderConfirmation(orderId: $orderId) {\n      available\n      order {\n        orderId\n        status\n        items {\n          accountId\n          planId\n          plan\n          kind\n          clicks\n          price\n        }\n        total\n        currency\n        paidAt\n        cardBrand\n        cardLastFour\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditUser($id: ID!) {\n    user(id: $id) {\n      ...EditUserForm_user\n    }\n  }\n"): (typeof documents)["\n  query EditUser($id: ID!) {\n    user(id: $id) {\n      ...EditUserForm_user\n    }\n  }\n"];
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
export function graphql(source: "\n  query ClickForecasts($accountId: ID!) {\n    clickForecasts(accountId: $accountId) {\n      subscription {\n        planId\n        plan\n        service\n      }\n      forecast {\n        runOutDate\n        periodEnd\n        runsOutEarly\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClickForecasts($accountId: ID!) {\n    clickForecasts(accountId: $accountId) {\n      subscription {\n        planId\n        plan\n        service\n      }\n      forecast {\n        runOutDate\n        periodEnd\n        runsOutEarly\n      }\n    }\n  }\n"];
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