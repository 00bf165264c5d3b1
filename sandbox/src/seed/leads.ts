import type { SeedClock } from './clock';
import { groupIds } from './groups';
import type { Lead, LeadService } from './types';

export function seedLeads(clock: SeedClock): Lead[] {
  const partner = groupIds.northwindPartners;
  return [
    {
      id: 601,
      parentId: partner,
      companyName: 'Harbour Logistics',
      companyAddress: ['Unit 4, Dock Road', 'Hull', 'HU1 1AA'],
      contactName: 'Hannah Hughes',
      email: 'hannah@harbour.example',
      phoneNumber: '01482 000001',
      jobTitle: 'Operations Director',
      division: 'Operations',
      services: [{ service: 'Address Lookup', quantity: 50_000 }],
      integrations: ['Website checkout'],
      enrichments: [],
      cleansing: [],
      probability: 60,
      jointMeeting: true,
      description: 'Wants address lookup at checkout before the spring launch.',
      status: 'open',
      openDate: clock.daysAgo(20),
      closeDate: clock.daysAgo(-40),
    },
    {
      id: 602,
      parentId: partner,
      companyName: 'Greenfield Homes',
      companyAddress: ['2 Meadow Court', 'Norwich', 'NR1 1AA'],
      contactName: 'George Green',
      email: 'george@greenfield.example',
      phoneNumber: '01603 000002',
      jobTitle: 'Head of Sales',
      division: 'Sales',
      services: [
        { service: 'Address Cleanse', quantity: 25_000 },
        { service: 'Payment Validation', quantity: 5_000 },
      ],
      integrations: ['CRM'],
      enrichments: ['Geocodes'],
      cleansing: ['Deduplication', 'Suppression'],
      probability: 100,
      jointMeeting: false,
      description: 'Cleansed their customer list and signed for payment validation.',
      status: 'won',
      openDate: clock.daysAgo(75),
      closeDate: clock.daysAgo(30),
    },
    {
      id: 603,
      parentId: partner,
      companyName: 'Copperfield Books',
      companyAddress: ['88 Printers Row', 'Norwich', 'NR2 2AA'],
      contactName: 'Clara Copper',
      email: 'clara@copperfield.example',
      phoneNumber: '01603 000003',
      jobTitle: 'Owner',
      division: '',
      services: [{ service: 'Address Lookup', quantity: 2_000 }],
      integrations: [],
      enrichments: [],
      cleansing: [],
      probability: 0,
      jointMeeting: false,
      description: 'Chose to stay with their current supplier.',
      status: 'lost',
      openDate: clock.daysAgo(60),
      closeDate: clock.daysAgo(45),
    },
  ];
}

export type LeadServiceName = LeadService['service'];

/** The lead services (docs/texts-and-constants.md), in the order the lead form lists them. */
export const LEAD_SERVICES: readonly LeadServiceName[] = ['Address Lookup', 'Payment Validation', 'Address Cleanse'];

/** A choice the lead form offers: `requirement` is the lead service it belongs to. */
export interface LeadOption {
  id: number;
  option: string;
  requirement: LeadServiceName;
}

/** At least one option per lead service, so the lead form has something to offer. */
export function seedLeadOptions(): LeadOption[] {
  return [
    { id: 701, requirement: 'Address Lookup', option: 'Website checkout' },
    { id: 702, requirement: 'Address Lookup', option: 'CRM' },
    { id: 703, requirement: 'Address Lookup', option: 'Call centre' },
    { id: 704, requirement: 'Payment Validation', option: 'Direct Debit sign-up' },
    { id: 705, requirement: 'Payment Validation', option: 'Account ownership check' },
    { id: 706, requirement: 'Address Cleanse', option: 'Deduplication' },
    { id: 707, requirement: 'Address Cleanse', option: 'Suppression' },
    { id: 708, requirement: 'Address Cleanse', option: 'Geocodes' },
  ];
}
