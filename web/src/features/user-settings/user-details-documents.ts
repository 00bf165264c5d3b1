import { graphql } from '../../gql/gql';

export const UserDetails_user = graphql(`
  fragment UserDetails_user on User {
    id
    name
    email
    personalName
    companyName
    address1
    address2
    address3
    address4
    town
    county
    postcode
    country
    territory
    createTimestamp
    updateTimestamp
  }
`);
