import { graphql } from '../../gql/gql';

export const PaymentUsersQuery = graphql(`
  query PaymentUsers($accountId: ID!) {
    paymentUsers(accountId: $accountId) {
      userId
      name
      personalName
    }
  }
`);

/** Who could be let pay: the account's own users (the first hundred; accounts that pay by card are small). */
export const PaymentUserCandidatesQuery = graphql(`
  query PaymentUserCandidates($accountId: ID!) {
    groupAdministration(groupId: $accountId) {
      id
      users(limit: 100) {
        users {
          id
          userId
          name
          personalName
        }
      }
    }
  }
`);

export const AddPaymentUserMutation = graphql(`
  mutation AddPaymentUser($accountId: ID!, $userId: ID!) {
    addPaymentUser(accountId: $accountId, userId: $userId) {
      userId
      name
      personalName
    }
  }
`);

export const RemovePaymentUserMutation = graphql(`
  mutation RemovePaymentUser($accountId: ID!, $userId: ID!) {
    removePaymentUser(accountId: $accountId, userId: $userId) {
      userId
      name
      personalName
    }
  }
`);
