/**
 * Where the welcome wizard picks up. It keeps no progress of its own: what the organisation
 * already holds says which steps are done, so leaving and coming back (or another owner opening
 * it) resumes at the first step still to do.
 */

export const welcomeSteps = ['Company details', 'First account', 'Invite colleagues', 'Your services'] as const;
export type WelcomeStep = (typeof welcomeSteps)[number];

export interface WelcomeState {
  organisation: { name: string; address1?: string | null; town?: string | null; postcode?: string | null };
  account: { name: string };
  /** Invitations waiting and users besides the owner: colleagues already asked. */
  colleagues: number;
}

export function isDone(step: WelcomeStep, state: WelcomeState): boolean {
  const filled = (value: string | null | undefined) => !!value?.trim();
  switch (step) {
    case 'Company details':
      return filled(state.organisation.name) && filled(state.organisation.address1) && filled(state.organisation.town) && filled(state.organisation.postcode);
    case 'First account':
      return filled(state.account.name);
    case 'Invite colleagues':
      return state.colleagues > 0;
    case 'Your services':
      return false;
  }
}

/** The index of the first step not done yet; the last step (services) when all before it are. */
export function firstStepToDo(state: WelcomeState): number {
  const index = welcomeSteps.findIndex((step) => !isDone(step, state));
  return index < 0 ? welcomeSteps.length - 1 : index;
}
