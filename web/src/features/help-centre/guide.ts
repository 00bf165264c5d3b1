import type { ShotId } from './shots';

/**
 * A guide of the help centre as plain data: the page renders it, the search reads its words, and
 * the tests count them and follow its links and pictures. Inline text may hold `**bold**`, `` `code` ``
 * and `[words](/portal-path)` links to other screens or guides; nothing else is markup.
 */
export type GuideName =
  | 'portalHelpGuides'
  | 'addressLookupHelpGuide'
  | 'emailValidationHelpGuide'
  | 'paymentHelp'
  | 'addressCleanseHelpGuide'
  | 'downloadsHelp'
  | 'shopHelpGuide'
  | 'automaticRenewalsHelp'
  | 'ReportingSummaryGuide'
  | 'paymentReportingHelp'
  | 'accountAdminHelpGuide'
  | 'servicesGuide'
  | 'devDocsHelpGuide';

/** The tasks the help centre groups its guides by, in the order it shows them. */
export const guideGroups = ['Getting started', 'Applications', 'Address cleanse', 'Shop and payments', 'Reporting', 'Administration', 'Developers'] as const;
export type GuideGroup = (typeof guideGroups)[number];

export type Block =
  | { p: string }
  | { steps: string[] }
  /** A term and what it means: a field, a verdict, a figure. */
  | { terms: [string, string][] }
  | { shot: ShotId }
  /** An example to copy; `example` names it for the test that runs it. */
  | { code: string; caption: string; example?: string };

export interface GuideSection {
  heading: string;
  blocks: Block[];
}

export interface Guide {
  name: GuideName;
  title: string;
  group: GuideGroup;
  /** One sentence for the help centre's list. */
  summary: string;
  sections: GuideSection[];
}

/** A guide's words as a person reads them, without markup: for the search and the word count. */
export function guideText(guide: Guide): string {
  const parts: string[] = [guide.title, guide.summary];
  for (const section of guide.sections) {
    parts.push(section.heading);
    for (const block of section.blocks) {
      if ('p' in block) parts.push(block.p);
      else if ('steps' in block) parts.push(...block.steps);
      else if ('terms' in block) parts.push(...block.terms.flat());
      else if ('code' in block) parts.push(block.caption);
    }
  }
  return parts.map(plainText).join('\n');
}

/** Inline text without its markup: `[words](/path)` becomes "words", `**b**` "b". */
export function plainText(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/`([^`]+)`/g, '$1');
}

/** Every portal path a guide's text links to. */
export function guideLinks(guide: Guide): string[] {
  const text = guide.sections
    .flatMap((section) => section.blocks)
    .flatMap((block) => ('p' in block ? [block.p] : 'steps' in block ? block.steps : 'terms' in block ? block.terms.flat() : []))
    .join('\n');
  return [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!);
}

/**
 * The gateway's pages for integrators a guide may link to, outside the portal's router: the
 * GraphQL explorer and the schema as a file. A link to one loads it as a whole page.
 */
const gatewayPages: readonly string[] = ['/graphql', '/graphql/schema.graphql'];

export const isGatewayPage = (href: string): boolean => gatewayPages.includes(href);

/** The pictures a guide shows, in order. */
export function guideShots(guide: Guide): ShotId[] {
  return guide.sections.flatMap((section) => section.blocks.flatMap((block) => ('shot' in block ? [block.shot] : [])));
}
