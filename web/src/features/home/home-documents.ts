import { graphql } from '../../gql/gql';

export const HomeQuery = graphql(`
  query Home {
    me {
      id
      name
      personalName
      companyName
    }
  }
`);
