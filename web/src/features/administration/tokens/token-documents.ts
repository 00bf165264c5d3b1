import { graphql } from '../../../gql/gql';

// The tokens screen's queries (its tokens, a key's refused calls, the alert setting), its token
// fragment, and the changes it makes.

export const TokenFieldsFragment = graphql(`
  fragment TokenCard_token on ApiToken {
    id
    accountId
    tag
    key
    locked
    ipRange
    referrer
    expiry
    dailyCap
    dailyCapPerAddress
    createdBy
    createdAt
    lastUsed
    usage {
      day
      clicks
    }
    tryCommand
  }
`);

export const AdministrationTokensQuery = graphql(`
  query AdministrationTokens($accountId: ID!) {
    apiTokens(accountId: $accountId) {
      id
      ...TokenCard_token
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: NewApiTokenInput!) {
    createApiToken(input: $input) {
      id
      ...TokenCard_token
    }
  }
`);

export const UpdateApiTokenMutation = graphql(`
  mutation UpdateApiToken($accountId: ID!, $id: ID!, $input: ApiTokenSettingsInput!) {
    updateApiToken(accountId: $accountId, id: $id, input: $input) {
      id
      ...TokenCard_token
    }
  }
`);

export const SetApiTokenLockMutation = graphql(`
  mutation SetApiTokenLock($accountId: ID!, $id: ID!, $locked: Boolean!) {
    setApiTokenLock(accountId: $accountId, id: $id, locked: $locked) {
      id
      ...TokenCard_token
    }
  }
`);

export const DeleteApiTokenMutation = graphql(`
  mutation DeleteApiToken($accountId: ID!, $id: ID!) {
    deleteApiToken(accountId: $accountId, id: $id)
  }
`);

export const ChangeApiTokensInBulkMutation = graphql(`
  mutation ChangeApiTokensInBulk($groupId: ID!, $input: ApiTokenBulkInput!) {
    changeApiTokensInBulk(groupId: $groupId, input: $input) {
      id
      ...TokenCard_token
    }
  }
`);

export const TryApiTokenMutation = graphql(`
  mutation TryApiToken($accountId: ID!, $id: ID!, $referrer: String) {
    tryApiToken(accountId: $accountId, id: $id, referrer: $referrer) {
      ok
      status
      message
      suggestions
      command
      token {
        id
        ...TokenCard_token
      }
    }
  }
`);

export const TokenRefusalsQuery = graphql(`
  query TokenRefusals($accountId: ID!, $id: ID!) {
    apiTokenRefusals(accountId: $accountId, id: $id) {
      tokenId
      available
      total
      byReason {
        reason
        count
      }
      latest {
        at
        clientAddress
        referrer
        service
        reason
        message
      }
    }
  }
`);

export const TokenAlertSettingsQuery = graphql(`
  query TokenAlertSettings($accountId: ID!) {
    apiTokenAlertSettings(accountId: $accountId) {
      accountId
      available
      refusalThreshold
    }
  }
`);

export const SetApiTokenAlertThresholdMutation = graphql(`
  mutation SetApiTokenAlertThreshold($accountId: ID!, $refusalThreshold: Int) {
    setApiTokenAlertThreshold(accountId: $accountId, refusalThreshold: $refusalThreshold) {
      accountId
      available
      refusalThreshold
    }
  }
`);
