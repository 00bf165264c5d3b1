import { graphql } from '../../../gql/gql';

export const AddressResult_address = graphql(`
  fragment AddressResult_address on Address {
    id
    label
    fields {
      name
      value
    }
  }
`);
