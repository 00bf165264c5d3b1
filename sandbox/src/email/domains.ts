import { createRequire } from 'node:module';

/**
 * What the sandbox knows about domains, with no network: which receive mail (a compact list of
 * real providers and UK and Australian ISPs), which are reserved and can receive none, which accept mail
 * for any address (catch-all), which hand out throwaway addresses (the list that ships with
 * disposable-email-domains), and which top-level domains exist.
 */

export interface MailDomain {
  domain: string;
  /** Accepts mail for any address, so no single address can be confirmed. */
  catchAll?: boolean;
  /** A big provider people often mistype: suggestions point to these. */
  common?: boolean;
}

/** Domains that receive mail, in order of how often people use them (suggestions prefer earlier ones). */
export const mailDomains: readonly MailDomain[] = [
  // Big providers.
  { domain: 'gmail.com', common: true },
  { domain: 'hotmail.com', common: true },
  { domain: 'outlook.com', common: true },
  { domain: 'yahoo.com', common: true },
  { domain: 'icloud.com', common: true },
  { domain: 'hotmail.co.uk', common: true },
  { domain: 'yahoo.co.uk', common: true },
  { domain: 'live.com', common: true },
  { domain: 'live.co.uk', common: true },
  { domain: 'outlook.co.uk' },
  { domain: 'googlemail.com', common: true },
  { domain: 'aol.com', common: true },
  { domain: 'aol.co.uk' },
  { domain: 'msn.com', common: true },
  { domain: 'me.com', common: true },
  { domain: 'mac.com' },
  { domain: 'ymail.com' },
  { domain: 'rocketmail.com' },
  { domain: 'protonmail.com', common: true },
  { domain: 'proton.me' },
  { domain: 'pm.me' },
  { domain: 'gmx.com' },
  { domain: 'gmx.co.uk' },
  { domain: 'gmx.net' },
  { domain: 'mail.com' },
  { domain: 'email.com' },
  { domain: 'zoho.com' },
  { domain: 'fastmail.com' },
  { domain: 'yandex.com' },
  { domain: 'hey.com' },
  { domain: 'tutanota.com' },
  // UK ISPs.
  { domain: 'btinternet.com', common: true },
  { domain: 'btopenworld.com' },
  { domain: 'sky.com', common: true },
  { domain: 'talktalk.net', common: true },
  { domain: 'tiscali.co.uk' },
  { domain: 'virginmedia.com', common: true },
  { domain: 'ntlworld.com', common: true },
  { domain: 'blueyonder.co.uk', common: true },
  { domain: 'virgin.net' },
  { domain: 'plus.com' },
  { domain: 'plus.net' },
  { domain: 'o2.co.uk' },
  { domain: 'orange.net' },
  { domain: 'freeserve.co.uk' },
  { domain: 'zen.co.uk' },
  { domain: 'aol.net' },
  // Australian ISPs.
  { domain: 'bigpond.com', common: true },
  { domain: 'bigpond.net.au', common: true },
  { domain: 'optusnet.com.au', common: true },
  { domain: 'iinet.net.au', common: true },
  { domain: 'tpg.com.au', common: true },
  { domain: 'westnet.com.au' },
  { domain: 'internode.on.net' },
  { domain: 'dodo.com.au' },
  { domain: 'ozemail.com.au' },
  { domain: 'adam.com.au' },
  { domain: 'aussiebb.com.au' },
  { domain: 'outlook.com.au' },
  { domain: 'hotmail.com.au' },
  { domain: 'yahoo.com.au' },
  // A catch-all domain, so that the catch-all verdict can be tried. The demo domains (acme.example
  // and the rest) are reserved names and receive no mail: see reservedDomain below.
  { domain: 'catchall.co.uk', catchAll: true },
];

const byDomain = new Map(mailDomains.map((entry) => [entry.domain, entry]));

export function mailDomain(domain: string): MailDomain | undefined {
  return byDomain.get(domain);
}

/** The domains suggestions point to. */
export const commonDomains: readonly string[] = mailDomains.filter((entry) => entry.common).map((entry) => entry.domain);

/**
 * Names reserved so that they never reach a real mailbox: the example domains and top-level domains
 * of RFC 2606 (example.com, .net, .org; .example, .test, .invalid, .localhost), and the special-use
 * names of RFC 6761, 6762, 7686, 8375 and 9476 and ICANN's .internal (.local, .onion, home.arpa,
 * .alt, .internal, and .arpa, the infrastructure domain). The sandbox's demo domains (acme.example
 * and the rest) are among them: its accounts live there, but no mail can.
 */
const reservedSecondLevel: ReadonlySet<string> = new Set(['example.com', 'example.net', 'example.org', 'home.arpa']);
const reservedTopLevel: ReadonlySet<string> = new Set(['example', 'test', 'invalid', 'localhost', 'local', 'onion', 'alt', 'internal', 'arpa']);

/** The reserved name the domain is (or is below), or undefined when it is not reserved. */
export function reservedDomain(domain: string): string | undefined {
  const labels = domain.toLowerCase().split('.');
  const tld = labels[labels.length - 1] ?? '';
  const secondLevel = labels.slice(-2).join('.');
  if (reservedSecondLevel.has(secondLevel)) return secondLevel;
  if (reservedTopLevel.has(tld)) return `.${tld}`;
  return undefined;
}

/** Every country code, the original generic domains and the new generic ones seen most in addresses. */
const topLevelDomains: ReadonlySet<string> = new Set(
  // Country codes.
  (
    'ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo bq br bs bt bw by bz ' +
    'ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu fi fj fk fm ' +
    'fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is ' +
    'it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm ' +
    'mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ' +
    'ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st su sv sx sy sz tc td tf tg th ' +
    'tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw ' +
    // The original generic and sponsored domains.
    'com net org edu gov mil int info biz name pro aero coop museum mobi asia tel travel jobs cat post ' +
    // New generic domains.
    'academy accountant accountants agency app art bank bar beer blog build business cafe capital care cars ' +
    'center charity city clinic cloud club coach codes college community company computer consulting dental ' +
    'design dev digital direct directory earth eco education email energy engineering enterprises estate events ' +
    'exchange expert family farm fashion finance fitness foundation fund gallery games garden gift global gmbh ' +
    'green group guide health help holdings home homes house inc industries institute insurance international ' +
    'irish kitchen land law lawyer legal life limited live llc london ltd management market marketing media ' +
    'money network news ngo one online organic page partners photo photography pizza plus press productions ' +
    'properties property pub radio realty recipes rentals repair restaurant review sale salon school scot ' +
    'services shop shopping site social software solutions space sport store studio style support surgery ' +
    'sydney melbourne systems team tech technology tips today tools top tours town toys trade training tv ' +
    'university uno vet vision wales cymru watch website wiki win wine work works world xyz yoga zone'
  ).split(/\s+/),
);

export function isKnownTopLevelDomain(tld: string): boolean {
  return topLevelDomains.has(tld) || tld.startsWith('xn--');
}

/** Local parts that name a role, not a person (checked without a `+tag`). */
export const roleNames: ReadonlySet<string> = new Set([
  'abuse',
  'accounts',
  'admin',
  'administrator',
  'all',
  'billing',
  'bookings',
  'careers',
  'contact',
  'contactus',
  'customercare',
  'customerservice',
  'customerservices',
  'donotreply',
  'do-not-reply',
  'enquiries',
  'enquiry',
  'feedback',
  'finance',
  'hello',
  'help',
  'helpdesk',
  'hostmaster',
  'hr',
  'info',
  'inquiries',
  'inquiry',
  'it',
  'jobs',
  'legal',
  'mail',
  'marketing',
  'media',
  'news',
  'newsletter',
  'noc',
  'noreply',
  'no-reply',
  'office',
  'orders',
  'payments',
  'postmaster',
  'press',
  'privacy',
  'purchasing',
  'reception',
  'recruitment',
  'root',
  'sales',
  'security',
  'service',
  'staff',
  'support',
  'team',
  'webmaster',
]);

let disposable: ReadonlySet<string> | undefined;

/** The throwaway-address domains that ship with disposable-email-domains (about 120,000). */
function disposableDomains(): ReadonlySet<string> {
  if (!disposable) {
    const list: unknown = createRequire(import.meta.url)('disposable-email-domains');
    if (!Array.isArray(list)) throw new Error('disposable-email-domains is not a list of domains');
    disposable = new Set(list.filter((entry): entry is string => typeof entry === 'string').map((entry) => entry.toLowerCase()));
  }
  return disposable;
}

/** Whether the domain, or a domain it is below, hands out throwaway addresses. */
export function isDisposable(domain: string): boolean {
  const list = disposableDomains();
  const labels = domain.split('.');
  for (let index = 0; index < labels.length - 1; index += 1) {
    if (list.has(labels.slice(index).join('.'))) return true;
  }
  return false;
}
