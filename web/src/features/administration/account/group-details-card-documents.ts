import { graphql } from '../../../gql/gql';

export const GroupDetailsCard_group = graphql(`
  fragment GroupDetailsCard_group on Group {
    id
    name
    type
    subtype
    territory
    pendingOwnership
    parentName
    address1
    address2
    address3
    address4
    town
    county
    postcode
    country
    charity {
      number
      status
    }
  }
`);
