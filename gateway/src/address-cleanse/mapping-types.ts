/**
 * The address fields a file's columns can be mapped to, in the order the mapping screen offers
 * them: the bureau's own names, as its cleanse reads them. Offered where the bureau does not list
 * them itself (GET /mappingtypes is an extension, docs/upstream-contract.md); a bureau that lists
 * them is followed instead, so new fields appear without a release of the portal.
 */
export const KNOWN_MAPPING_TYPES = ['Reference', 'Name', 'Organisation', 'Address', 'Premise', 'Street', 'Locality', 'Town', 'County', 'Postcode'] as const;
