import { graphql } from '../../gql/gql';

// The partner's leads as the gateway gives them (schema/partners.graphql).

export const LeadListItem_lead = graphql(`
  fragment LeadListItem_lead on Lead {
    id
    companyName
    contactName
    services {
      service
      quantity
    }
    openDate
    closeDate
    status
  }
`);

export const SubmittedLead_lead = graphql(`
  fragment SubmittedLead_lead on Lead {
    id
    partnerId
    companyName
    companyAddress
    contactName
    email
    phoneNumber
    jobTitle
    division
    services {
      service
      quantity
    }
    integrations
    enrichments
    cleansing
    probability
    closeDate
    jointMeeting
    description
    status
    openDate
  }
`);

export const PartnerLeadsQuery = graphql(`
  query PartnerLeads($partnerId: ID!) {
    partnerLeads(partnerId: $partnerId) {
      ...LeadListItem_lead
    }
  }
`);

export const PartnerLeadQuery = graphql(`
  query PartnerLead($partnerId: ID!, $leadId: ID!) {
    partnerLead(partnerId: $partnerId, leadId: $leadId) {
      ...SubmittedLead_lead
    }
  }
`);

export const LeadFormOptionsQuery = graphql(`
  query LeadFormOptions {
    leadOptions {
      id
      option
      requirement
    }
  }
`);

export const CreateLeadMutation = graphql(`
  mutation CreateLead($partnerId: ID!, $input: LeadInput!) {
    createLead(partnerId: $partnerId, input: $input) {
      ...SubmittedLead_lead
    }
  }
`);

export const UpdateLeadMutation = graphql(`
  mutation UpdateLead($partnerId: ID!, $leadId: ID!, $input: LeadInput!) {
    updateLead(partnerId: $partnerId, leadId: $leadId, input: $input) {
      ...SubmittedLead_lead
    }
  }
`);

export const ChangeLeadStatusMutation = graphql(`
  mutation ChangeLeadStatus($partnerId: ID!, $leadId: ID!, $status: LeadStatus!, $closeDate: String) {
    changeLeadStatus(partnerId: $partnerId, leadId: $leadId, status: $status, closeDate: $closeDate) {
      ...SubmittedLead_lead
    }
  }
`);

export const DeleteLeadMutation = graphql(`
  mutation DeleteLead($partnerId: ID!, $leadId: ID!) {
    deleteLead(partnerId: $partnerId, leadId: $leadId)
  }
`);
