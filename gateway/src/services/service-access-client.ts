import type { ServiceClient } from '../upstream/service';
import {
  upstreamProviderServices,
  upstreamServiceJwt,
  upstreamServiceSwitches,
  upstreamTokenHeadings,
  type UpstreamProviderService,
  type UpstreamServiceJwt,
  type UpstreamServiceSwitch,
  type UpstreamTokenHeading,
} from './service-access-types';

/** Whom a service switch is for: a user of the group, or (with `tokenId`) one of its API tokens. */
export interface ServiceHolder {
  groupId: string;
  userId: string;
  tokenId?: string | undefined;
}

/** The user server's calls about which services users and tokens may use, made for one caller. */
export class ServiceAccessClient {
  constructor(private readonly http: ServiceClient) {}

  /** The provider's services; the same for everyone. */
  getServices(): Promise<UpstreamProviderService[]> {
    return this.http.request({
      action: 'load the services',
      method: 'GET',
      path: '/services',
      answer: upstreamProviderServices,
      auth: { kind: 'bearer' },
    });
  }

  /** Every service with its switch for the user of the group, or for the token. */
  getServiceSwitches(holder: ServiceHolder): Promise<UpstreamServiceSwitch[]> {
    return this.http.request({
      action: 'load the services allowed',
      method: 'GET',
      path: '/userservices',
      query: holderQuery(holder),
      answer: upstreamServiceSwitches,
      auth: { kind: 'bearer' },
    });
  }

  /** Switches the service on (PUT) or off (DELETE); answers every switch as it now is. */
  setServiceSwitch(holder: ServiceHolder, serviceId: string, enabled: boolean): Promise<UpstreamServiceSwitch[]> {
    return this.http.request({
      action: enabled ? 'allow the service' : 'stop the service',
      method: enabled ? 'PUT' : 'DELETE',
      path: '/userservices',
      query: { ...holderQuery(holder), serviceId },
      answer: upstreamServiceSwitches,
      auth: { kind: 'bearer' },
    });
  }

  /** The API tokens of the group, for their switches. */
  getTokens(groupId: string): Promise<UpstreamTokenHeading[]> {
    return this.http.request({
      action: 'load the tokens',
      method: 'GET',
      path: '/tokens',
      query: { parentId: groupId },
      answer: upstreamTokenHeadings,
      auth: { kind: 'bearer' },
    });
  }

  /** A new service JWT for the service and account. */
  getServiceJwt(serviceId: string, groupId: string): Promise<UpstreamServiceJwt> {
    return this.http.request({
      action: 'get the service JWT',
      method: 'GET',
      path: '/tokens/servicejwt',
      query: { serviceId, groupId },
      answer: upstreamServiceJwt,
      auth: { kind: 'bearer' },
      // Each ask is for a fresh key with a full day ahead of it.
      cache: false,
    });
  }
}

function holderQuery(holder: ServiceHolder): Record<string, string> {
  const query: Record<string, string> = { groupId: holder.groupId, userId: holder.userId };
  if (holder.tokenId !== undefined) query.tokenId = holder.tokenId;
  return query;
}
