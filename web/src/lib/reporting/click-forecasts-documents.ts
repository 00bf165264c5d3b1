import { graphql } from '../../gql/gql';

export const ClickForecastsQuery = graphql(`
  query ClickForecasts($accountId: ID!) {
    clickForecasts(accountId: $accountId) {
      subscription {
        planId
        plan
        service
      }
      forecast {
        runOutDate
        periodEnd
        runsOutEarly
      }
    }
  }
`);
