import { graphql } from '../../gql/gql';

export const InvoiceContactQuery = graphql(`
  query InvoiceContact {
    me {
      id
      email
      personalName
      companyName
      address1
      address2
      address3
      town
      postcode
      country
    }
  }
`);

export const PayBureauFileMutation = graphql(`
  mutation PayBureauFile($accountId: ID!, $fileId: ID!, $input: PayBureauFileInput!) {
    payBureauFile(accountId: $accountId, fileId: $fileId, input: $input) {
      invoiceUrl
      file {
        id
        status
      }
    }
  }
`);
