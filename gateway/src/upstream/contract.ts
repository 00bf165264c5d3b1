import type { ServiceName } from './service-names';

// Every call the gateway may make to the provider's services (docs/upstream-contract.md says why
// each is here). A test reads the clients' call descriptions and fails when one makes a call this
// list lacks, or this list holds a call no client makes.

/** A call the provider's services were specified with. */
export interface SpecifiedCall {
  service: ServiceName;
  method: string;
  /** Below the service's base address; `{name}` stands for a part that varies. */
  path: string;
  source: 'spec';
}

/** A call of the provider's own that its services may lack: the portal works without it, reduced. */
export interface ExtensionCall extends Omit<SpecifiedCall, 'source'> {
  source: 'extension';
  /** Why the product is clearly better for it, in one line. */
  why: string;
}

export type ContractCall = SpecifiedCall | ExtensionCall;

const spec = (service: ServiceName, method: string, path: string): SpecifiedCall => ({ service, method, path, source: 'spec' });
const extension = (service: ServiceName, method: string, path: string, why: string): ExtensionCall => ({ service, method, path, source: 'extension', why });

export const contract: readonly ContractCall[] = [
  // ---- Account manager
  spec('accountManager', 'GET', '/account/plans'),
  spec('accountManager', 'GET', '/account/candelete'),
  spec('accountManager', 'GET', '/account/plans/usage'),
  spec('accountManager', 'GET', '/account/plans/usage/countries'),
  spec('accountManager', 'GET', '/account/tokens/allusage'),
  spec('accountManager', 'GET', '/account/tokens/usage'),
  spec('accountManager', 'GET', '/charges'),
  spec('accountManager', 'GET', '/partner/accountinfo'),
  spec('accountManager', 'GET', '/plans'),
  spec('accountManager', 'POST', '/plans'),
  spec('accountManager', 'PUT', '/plans'),
  spec('accountManager', 'DELETE', '/plans'),
  spec('accountManager', 'GET', '/filters'),
  spec('accountManager', 'POST', '/filters'),
  spec('accountManager', 'PUT', '/filters'),
  spec('accountManager', 'DELETE', '/filters'),
  spec('accountManager', 'GET', '/comparison'),
  spec('accountManager', 'POST', '/comparison'),
  spec('accountManager', 'PUT', '/comparison'),
  spec('accountManager', 'DELETE', '/comparison'),
  spec('accountManager', 'GET', '/datasets'),
  spec('accountManager', 'POST', '/datasets'),
  spec('accountManager', 'PUT', '/datasets'),
  spec('accountManager', 'DELETE', '/datasets'),
  spec('accountManager', 'GET', '/bundles/invoice'),
  spec('accountManager', 'POST', '/bundles'),
  spec('accountManager', 'PUT', '/bundles'),
  spec('accountManager', 'DELETE', '/bundles'),
  spec('accountManager', 'GET', '/payment/details'),
  spec('accountManager', 'GET', '/payment/users'),
  spec('accountManager', 'PUT', '/payment/user'),
  spec('accountManager', 'DELETE', '/payment/user'),
  spec('accountManager', 'GET', '/payment/generate'),
  spec('accountManager', 'DELETE', '/payment'),
  spec('accountManager', 'PUT', '/payment/subscription'),
  spec('accountManager', 'DELETE', '/payment/subscription'),
  spec('accountManager', 'POST', '/shop/checkout'),
  extension('accountManager', 'GET', '/shop/order', 'the thank-you page confirms what was paid, in the account manager’s own figures'),

  // ---- User server
  spec('userServer', 'GET', '/auth'),
  spec('userServer', 'GET', '/reauth'),
  spec('userServer', 'GET', '/validate'),
  spec('userServer', 'PUT', '/validate'),
  spec('userServer', 'GET', '/resetpassword'),
  spec('userServer', 'PUT', '/resetpassword'),
  spec('userServer', 'POST', '/users'),
  spec('userServer', 'GET', '/user'),
  spec('userServer', 'PUT', '/users'),
  spec('userServer', 'DELETE', '/users'),
  spec('userServer', 'PUT', '/userpassword'),
  spec('userServer', 'PUT', '/userlock'),
  spec('userServer', 'GET', '/userservices'),
  spec('userServer', 'PUT', '/userservices'),
  spec('userServer', 'DELETE', '/userservices'),
  spec('userServer', 'GET', '/services'),
  spec('userServer', 'GET', '/tokens/servicejwt'),
  spec('userServer', 'GET', '/group'),
  spec('userServer', 'GET', '/groups'),
  spec('userServer', 'POST', '/groups'),
  spec('userServer', 'PUT', '/groups'),
  spec('userServer', 'DELETE', '/groups'),
  spec('userServer', 'POST', '/groupinvite'),
  spec('userServer', 'GET', '/groupusers'),
  spec('userServer', 'POST', '/groupusers'),
  spec('userServer', 'DELETE', '/groupusers'),
  spec('userServer', 'PUT', '/groupuseraccess'),
  spec('userServer', 'DELETE', '/groupuseraccess'),
  spec('userServer', 'PUT', '/group/enablecorporate'),
  spec('userServer', 'PUT', '/group/disablecorporate'),
  spec('userServer', 'PUT', '/group/updatecharity'),
  spec('userServer', 'PUT', '/group/confirmcharity'),
  spec('userServer', 'PUT', '/group/disablecharity'),
  spec('userServer', 'PUT', '/migrate/orgToPartner'),
  spec('userServer', 'PUT', '/migrate/removeFromPartner'),
  spec('userServer', 'GET', '/lead'),
  spec('userServer', 'POST', '/lead'),
  spec('userServer', 'PUT', '/lead'),
  spec('userServer', 'DELETE', '/lead'),
  spec('userServer', 'GET', '/lead/option'),
  spec('userServer', 'POST', '/lead/option'),
  spec('userServer', 'PUT', '/lead/option'),
  spec('userServer', 'DELETE', '/lead/option'),
  spec('userServer', 'GET', '/permissions'),
  spec('userServer', 'GET', '/userpermissions'),
  spec('userServer', 'PUT', '/userpermissions'),
  spec('userServer', 'GET', '/search'),
  spec('userServer', 'GET', '/tokens'),
  spec('userServer', 'POST', '/tokens/password'),
  spec('userServer', 'PUT', '/tokens'),
  spec('userServer', 'DELETE', '/tokens'),
  spec('userServer', 'PUT', '/tokens/bulk'),
  spec('userServer', 'PUT', '/tokens/lock'),
  extension(
    'userServer',
    'GET',
    '/tokens/refusals',
    'a key on a public page is refused for reasons its owner cannot see anywhere else (docs/api-token-caps.md)',
  ),
  extension('userServer', 'GET', '/tokens/alerts', 'owners hear of a key being refused before their customers complain (docs/api-token-caps.md)'),
  extension('userServer', 'PUT', '/tokens/alerts', 'the same alerts: their threshold is the owners’ to choose'),

  // ---- Bureau server
  spec('bureau', 'GET', '/files'),
  spec('bureau', 'POST', '/files'),
  spec('bureau', 'PUT', '/files'),
  spec('bureau', 'DELETE', '/files'),
  spec('bureau', 'GET', '/mafs'),
  spec('bureau', 'GET', '/files/inputfields'),
  spec('bureau', 'PUT', '/files/inputfields'),
  spec('bureau', 'GET', '/suppressionsettings'),
  spec('bureau', 'GET', '/files/suppressionsettings'),
  spec('bureau', 'PUT', '/files/suppressionsettings'),
  spec('bureau', 'GET', '/dedupelevels'),
  spec('bureau', 'GET', '/files/testresults'),
  spec('bureau', 'GET', '/files/results'),
  spec('bureau', 'PUT', '/files/addresssettings'),
  spec('bureau', 'PUT', '/files/dedupesettings'),
  spec('bureau', 'PUT', '/files/dedupeseparatefile'),
  spec('bureau', 'GET', '/outputgroups'),
  spec('bureau', 'PUT', '/files/outputgroups'),
  spec('bureau', 'GET', '/outputfields'),
  spec('bureau', 'POST', '/files/createresults'),
  spec('bureau', 'PUT', '/files/mafsettings'),
  spec('bureau', 'GET', '/files/results/costs'),
  spec('bureau', 'GET', '/suppressiontypes'),
  spec('bureau', 'POST', '/files/discardresults'),
  spec('bureau', 'GET', '/files/results/fileid'),
  spec('bureau', 'GET', '/stats/summary'),
  spec('bureau', 'POST', '/files/results/pay'),
  spec('bureau', 'GET', '/admin/costs'),
  spec('bureau', 'POST', '/admin/costs'),
  spec('bureau', 'GET', '/admin/mafs'),
  spec('bureau', 'GET', '/admin/costtypes'),
  spec('bureau', 'GET', '/admin/royaltycharges'),
  spec('bureau', 'GET', '/admin/jobcharges'),
  extension('bureau', 'GET', '/mappingtypes', 'the address fields a file’s columns can be mapped to, as the bureau names them today'),

  // ---- File server (UK: address cleanse is uk only)
  spec('fileServerUk', 'GET', '/upload/begin'),
  spec('fileServerUk', 'POST', '/upload/chunk'),
  spec('fileServerUk', 'GET', '/upload/end'),
  spec('fileServerUk', 'GET', '/files/{id}'),
  extension('fileServerUk', 'GET', '/upload/status', 'an interrupted upload resumes from the chunks the file server holds, even from another browser tab'),
  extension('fileServerUk', 'DELETE', '/upload', 'a cancelled upload’s chunks are freed at once instead of waiting for the file server to expire them'),

  // ---- Look-up services
  spec('addressLookup', 'GET', '/countries/json'),
  spec('addressLookup', 'GET', '/json/{dataset}'),
  spec('autocomplete', 'GET', '/autoc/json'),
  spec('emailValidation', 'POST', '/verify'),
  spec('emailValidation', 'GET', '/verify/{id}'),
  // The SOAP operation, and its WSDL (`GET /?wsdl`), which is how a SOAP service describes it.
  spec('bankSoap', 'POST', '/'),
  spec('bankSoap', 'GET', '/'),
];

/** The contract's entry for a call, if it has one. */
export function contractCall(service: ServiceName, method: string, path: string): ContractCall | undefined {
  return contract.find((call) => call.service === service && call.method === method && call.path === path);
}
