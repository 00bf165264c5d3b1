import { z } from 'zod';
import { orNull } from '../upstream/shape';

// The user server's answers about services (schema/services.graphql): which exist, which each user
// of a group and each API token may use, and service JWTs. Shapes as the sandbox README gives them.

/** `GET /services`: one of the provider's services. */
export const upstreamProviderService = z.object({
  serviceId: z.number(),
  service: z.string(),
  name: z.string(),
  description: orNull(z.string()),
  offersJwt: z.boolean().default(false),
});
export type UpstreamProviderService = z.output<typeof upstreamProviderService>;
export const upstreamProviderServices = z.array(upstreamProviderService);

/** `GET`, `PUT` and `DELETE /userservices`: every service with its switch for the user or token. */
export const upstreamServiceSwitch = z.object({
  serviceId: z.number(),
  service: z.string(),
  name: z.string(),
  enabled: z.boolean(),
});
export type UpstreamServiceSwitch = z.output<typeof upstreamServiceSwitch>;
export const upstreamServiceSwitches = z.array(upstreamServiceSwitch);

/** `GET /tokens/servicejwt`: a key for one service and group, and when it expires (epoch seconds). */
export const upstreamServiceJwt = z.object({
  serviceId: z.number(),
  groupId: z.number(),
  jwt: z.string(),
  expiry: z.number(),
});
export type UpstreamServiceJwt = z.output<typeof upstreamServiceJwt>;

/** `GET /tokens`: only what the service switches need of each token of the group. */
export const upstreamTokenHeading = z.object({
  id: z.number(),
  tag: z.string(),
  locked: z.boolean(),
});
export type UpstreamTokenHeading = z.output<typeof upstreamTokenHeading>;
export const upstreamTokenHeadings = z.array(upstreamTokenHeading);
