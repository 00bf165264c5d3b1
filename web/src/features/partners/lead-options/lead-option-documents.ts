import { graphql } from '../../../gql/gql';

export const LeadOptionsQuery = graphql(`
  query LeadOptions {
    leadOptions {
      id
      option
      requirement
    }
  }
`);

export const CreateLeadOptionMutation = graphql(`
  mutation CreateLeadOption($input: LeadOptionInput!) {
    createLeadOption(input: $input) {
      id
      option
      requirement
    }
  }
`);

export const UpdateLeadOptionMutation = graphql(`
  mutation UpdateLeadOption($id: ID!, $input: LeadOptionInput!) {
    updateLeadOption(id: $id, input: $input) {
      id
      option
      requirement
    }
  }
`);

export const DeleteLeadOptionMutation = graphql(`
  mutation DeleteLeadOption($id: ID!) {
    deleteLeadOption(id: $id)
  }
`);
