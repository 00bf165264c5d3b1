/**
 * Creating an organisation with its accounts takes several calls: the organisation (which comes
 * with one account of an empty name), naming that account, then one call per further account. A
 * failure part way must leave nothing half-made, so what was made is deleted again, newest first
 * (an organisation can only be deleted once its accounts are gone).
 */

export interface NewOrganisation {
  /** Whose organisation it is: the signed-in user, or (staff) the user they chose. */
  ownerId: string;
  name: string;
  country: string;
  /** The accounts' names, in order; at least one. */
  accounts: string[];
}

/** The calls the wizard makes, so the order and the undoing can be tested without a server. */
export interface OrganisationCalls {
  createOrganisation(ownerId: string, name: string, country: string): Promise<{ organisationId: string; accountId: string }>;
  createAccount(organisationId: string, name: string): Promise<string>;
  renameGroup(groupId: string, name: string): Promise<void>;
  deleteGroup(groupId: string): Promise<void>;
}

/** How far the work has got: "step" of "steps", for the progress bar and its words. */
export interface CreationProgress {
  step: number;
  steps: number;
  doing: string;
}

export interface CreatedOrganisation {
  organisationId: string;
  accountIds: string[];
}

/** The failure that stopped the work, and whether everything made before it could be deleted again. */
export class CreationFailed extends Error {
  constructor(
    cause: unknown,
    /** Ids of groups that were made but could not be deleted again: empty when nothing is left behind. */
    readonly leftBehind: string[],
  ) {
    super('The organisation could not be created', { cause });
  }
}

export async function createOrganisation(
  plan: NewOrganisation,
  calls: OrganisationCalls,
  onProgress: (progress: CreationProgress) => void = () => {},
): Promise<CreatedOrganisation> {
  const [firstAccount, ...moreAccounts] = plan.accounts;
  if (firstAccount === undefined) throw new Error('An organisation needs at least one account');
  const steps = 2 + moreAccounts.length;
  // Newest last: undone from the end.
  const made: string[] = [];
  try {
    onProgress({ step: 1, steps, doing: `Creating ${plan.name}` });
    const { organisationId, accountId } = await calls.createOrganisation(plan.ownerId, plan.name, plan.country);
    made.push(organisationId, accountId);
    onProgress({ step: 2, steps, doing: `Naming account ${firstAccount}` });
    await calls.renameGroup(accountId, firstAccount);
    const accountIds = [accountId];
    for (const [index, name] of moreAccounts.entries()) {
      onProgress({ step: 3 + index, steps, doing: `Creating account ${name}` });
      const id = await calls.createAccount(organisationId, name);
      made.push(id);
      accountIds.push(id);
    }
    return { organisationId, accountIds };
  } catch (cause) {
    throw new CreationFailed(cause, await undo(made, calls));
  }
}

/** Deletes what was made, newest first; answers the ids it could not delete. */
async function undo(made: string[], calls: OrganisationCalls): Promise<string[]> {
  const leftBehind: string[] = [];
  for (const id of [...made].reverse()) {
    try {
      await calls.deleteGroup(id);
    } catch {
      leftBehind.push(id);
    }
  }
  return leftBehind;
}
