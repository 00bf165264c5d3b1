import { graphql } from '../../gql/gql';

// Each report asks for all it shows in one request; the gateway fetches the parts at once. The
// clicks come as lists of numbers (`clicksPerPeriod`, their days in `window.periods`) rather than
// `usage`'s objects: Apollo writes a 90-day report of 20 tokens into its cache and reads it back
// object by object, 1,800 of them, where a list of numbers is one value (docs/request-path.md).

export const ReportingSummaryQuery = graphql(`
  query ReportingSummary($accountId: ID!, $from: DateTime!, $to: DateTime!, $toEnd: DateTime!, $uk: Boolean!) {
    usageReport(accountId: $accountId, from: $from, to: $to) {
      accountId
      window {
        from
        to
        period
      }
      subscriptions {
        subscription {
          planId
          plan
          service
          endDate
          remainClicks
          clickLimit
          averageClicks
          clickConsumptionChange
          currency
          status
        }
        totalClicks
        forecast {
          dailyAverage
          remainClicks
          runOutDate
          periodEnd
          runsOutEarly
        }
      }
      charges {
        date
        kind
        description
        service
        planId
        plan
        clicks
        records
        fileId
        invoiceNumber
        purchaseOrder
        amount
        currency
      }
    }
    bureauStats(accountId: $accountId, from: $from, to: $toEnd) @include(if: $uk) {
      mafId
      mafName
      all {
        ...ReportingSummary_bureauFigures
      }
      purchased {
        ...ReportingSummary_bureauFigures
      }
    }
  }
`);

export const ReportingSummary_bureauFigures = graphql(`
  fragment ReportingSummary_bureauFigures on BureauStatsFigures {
    files
    cost
    inputRecords
    outputRecords
    matching {
      matched
      updated
      unmatched
    }
    deduplication {
      child
      parent
      unique
    }
  }
`);

export const ReportingServicesQuery = graphql(`
  query ReportingServices($accountId: ID!, $from: DateTime!, $to: DateTime!, $period: UsagePeriod!) {
    usageReport(accountId: $accountId, from: $from, to: $to, period: $period) {
      accountId
      window {
        from
        to
        period
        periods
      }
      subscriptions {
        subscription {
          planId
          plan
          service
          datasetRef
        }
        clicksPerPeriod
        totalClicks
        countries {
          country
          clicks
        }
      }
    }
  }
`);

export const ReportingTokensQuery = graphql(`
  query ReportingTokens($accountId: ID!, $from: DateTime!, $to: DateTime!, $period: UsagePeriod!, $tag: String!, $oneTag: Boolean!) {
    usageReport(accountId: $accountId, from: $from, to: $to, period: $period) {
      accountId
      window {
        from
        to
        period
        periods
      }
      tokens {
        ...ReportingTokens_token
      }
      token(tag: $tag) @include(if: $oneTag) {
        ...ReportingTokens_token
      }
    }
  }
`);

export const ReportingTokens_token = graphql(`
  fragment ReportingTokens_token on TokenUsageReport {
    tokenId
    tokenTag
    locked
    clicksPerPeriod
    totalClicks
  }
`);
