import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { accountManagerResolvers } from './plans/resolvers';
import { bundleResolvers } from './services/bundle-resolvers';
import { addressLookupResolvers } from './address-lookup/resolvers';
import { bankResolvers } from './bank-validation/resolvers';
import { bureauAdminResolvers } from './address-cleanse/admin-resolvers';
import { bureauResolvers } from './address-cleanse/resolvers';
import { catalogueResolvers } from './catalogue/resolvers';
import { DateTime } from './date-time';
import { guardUnvalidatedSessions } from './access/validated-session';
import { emailValidationResolvers } from './email-validation/resolvers';
import { partnerResolvers } from './partners/resolvers';
import { reportingResolvers } from './reporting/resolvers';
import { sessionResolvers } from './session/resolvers';
import { usersResolvers } from './users/resolvers';
import { groupsResolvers } from './groups/resolvers';
import { groupUsersResolvers } from './group-users/resolvers';
import { userSettingsResolvers } from './user-settings/resolvers';
import { groupStatusResolvers } from './group-status/resolvers';
import { searchResolvers } from './search/resolvers';
import { paymentResolvers } from './shop/payment-resolvers';
import { shopResolvers } from './shop/shop-resolvers';
import { tokenResolvers } from './tokens/resolvers';
import { serviceAccessResolvers } from './services/service-access-resolvers';

/** The schema files shared with the web app and codegen. */
export const schemaDir = fileURLToPath(new URL('../../schema', import.meta.url));

export function loadTypeDefs(dir: string = schemaDir): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

export function createSchema(): GraphQLSchema {
  // A user who has not validated may only validate: refused here for every root field, once.
  return guardUnvalidatedSessions(
    makeExecutableSchema({
      typeDefs: loadTypeDefs(),
      resolvers: [
        // The scalar's behaviour only: a GraphQLScalarType's own (empty) description would replace
        // the one schema/users.graphql gives integrators.
        { DateTime: { serialize: DateTime.serialize, parseValue: DateTime.parseValue, parseLiteral: DateTime.parseLiteral } },
        sessionResolvers,
        usersResolvers,
        groupsResolvers,
        accountManagerResolvers,
        emailValidationResolvers,
        bankResolvers,
        addressLookupResolvers,
        userSettingsResolvers,
        searchResolvers,
        groupStatusResolvers,
        groupUsersResolvers,
        partnerResolvers,
        catalogueResolvers,
        tokenResolvers,
        serviceAccessResolvers,
        bundleResolvers,
        shopResolvers,
        paymentResolvers,
        bureauResolvers,
        bureauAdminResolvers,
        reportingResolvers,
      ],
      // A resolver for a field the schema lacks is a mistake worth failing on at start.
      resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
    }),
  );
}
