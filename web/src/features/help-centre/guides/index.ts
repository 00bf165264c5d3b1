import type { Guide } from '../guide';
import { accountAdminHelpGuide } from './account-admin-help-guide';
import { addressCleanseHelpGuide } from './address-cleanse-help-guide';
import { addressLookupHelpGuide } from './address-lookup-help-guide';
import { automaticRenewalsHelp } from './automatic-renewals-help';
import { devDocsHelpGuide } from './dev-docs-help-guide';
import { downloadsHelp } from './downloads-help';
import { emailValidationHelpGuide } from './email-validation-help-guide';
import { paymentHelp } from './payment-help';
import { paymentReportingHelp } from './payment-reporting-help';
import { portalHelpGuides } from './portal-help-guides';
import { ReportingSummaryGuide } from './reporting-summary-guide';
import { servicesGuide } from './services-guide';
import { shopHelpGuide } from './shop-help-guide';

/** The thirteen guides, in the order the help centre lists them within their groups. */
export const guides: readonly Guide[] = [
  portalHelpGuides,
  addressLookupHelpGuide,
  emailValidationHelpGuide,
  paymentHelp,
  addressCleanseHelpGuide,
  downloadsHelp,
  shopHelpGuide,
  automaticRenewalsHelp,
  ReportingSummaryGuide,
  paymentReportingHelp,
  accountAdminHelpGuide,
  servicesGuide,
  devDocsHelpGuide,
];

export function guideNamed(name: string): Guide | undefined {
  return guides.find((guide) => guide.name === name);
}
