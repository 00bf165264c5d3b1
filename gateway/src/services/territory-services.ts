// Services sold in some territories only: payment (bank account) validation checks uk sort codes
// and is uk only (docs/routes-and-access.md). A service not listed here is offered everywhere.
const onlyIn: Readonly<Record<string, readonly string[]>> = { bankcode: ['uk'] };

/** Whether an account of `territory` can have `service`, so that a switch for it means anything. */
export function offeredIn(territory: string, service: string): boolean {
  return onlyIn[service]?.includes(territory) ?? true;
}

/** Whether some service is withheld from accounts of `territory`: only then is a service worth checking. */
export function withholdsAny(territory: string): boolean {
  return Object.values(onlyIn).some((territories) => !territories.includes(territory));
}
