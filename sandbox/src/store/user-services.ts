/** The services an integrator's program calls, and the sandbox stand-in that serves each. */
export type LookupService = 'address' | 'autocomplete' | 'email' | 'bankcode' | 'name';

export interface ServiceEntry {
  serviceId: number;
  service: LookupService;
  name: string;
  description: string;
  /** The service accepts a service JWT (GET /tokens/servicejwt), for use straight from a web page. */
  offersJwt: boolean;
}

export const serviceCatalogue: readonly ServiceEntry[] = [
  { serviceId: 1, service: 'address', name: 'Address Lookup', description: 'One address, laid out as a label.', offersJwt: false },
  { serviceId: 2, service: 'autocomplete', name: 'Address Autocomplete', description: 'Address suggestions as a person types.', offersJwt: true },
  { serviceId: 3, service: 'email', name: 'Email Validation', description: 'Whether an e-mail address can receive mail.', offersJwt: false },
  { serviceId: 4, service: 'bankcode', name: 'Payment Validation', description: 'Sort code and account number checks (uk).', offersJwt: false },
  { serviceId: 5, service: 'name', name: 'Name Validation', description: 'Whether a personal name looks genuine.', offersJwt: false },
];

export function findService(serviceId: number): ServiceEntry | undefined {
  return serviceCatalogue.find((entry) => entry.serviceId === serviceId);
}

export function serviceNamed(service: LookupService): ServiceEntry {
  const entry = serviceCatalogue.find((candidate) => candidate.service === service);
  if (!entry) throw new Error(`No service ${service} in the catalogue`);
  return entry;
}

/** Whom a setting is for: a user of a group, or one API token (whatever user set it). */
export type ServiceHolder = { kind: 'user'; groupId: number; userId: number } | { kind: 'token'; tokenId: number };

function holderKey(holder: ServiceHolder): string {
  return holder.kind === 'token' ? `token:${holder.tokenId}` : `user:${holder.groupId}:${holder.userId}`;
}

/**
 * Which services each user of a group, and each token, may use. Everything is allowed until it is
 * switched off, so only the switched-off services are kept.
 */
export class UserServices {
  private readonly switchedOff = new Map<string, Set<number>>();

  enabled(holder: ServiceHolder, serviceId: number): boolean {
    return !this.switchedOff.get(holderKey(holder))?.has(serviceId);
  }

  set(holder: ServiceHolder, serviceId: number, enabled: boolean): void {
    const key = holderKey(holder);
    const off = this.switchedOff.get(key) ?? new Set<number>();
    if (enabled) off.delete(serviceId);
    else off.add(serviceId);
    this.switchedOff.set(key, off);
  }

  /** Drops a deleted token's settings. */
  forgetToken(tokenId: number): void {
    this.switchedOff.delete(holderKey({ kind: 'token', tokenId }));
  }

  /** Drops the settings of a deleted group's users. */
  forgetGroup(groupId: number): void {
    for (const key of this.switchedOff.keys()) if (key.startsWith(`user:${groupId}:`)) this.switchedOff.delete(key);
  }

  /** Every service with its switch for the holder. */
  list(holder: ServiceHolder): (Omit<ServiceEntry, 'description' | 'offersJwt'> & { enabled: boolean })[] {
    return serviceCatalogue.map(({ serviceId, service, name }) => ({ serviceId, service, name, enabled: this.enabled(holder, serviceId) }));
  }
}
