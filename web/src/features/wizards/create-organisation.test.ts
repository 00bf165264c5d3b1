// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CreationFailed, createOrganisation, type OrganisationCalls } from './create-organisation';

/** A pretend service that records each call and fails the ones `failing` names. */
function service(failing: { call: keyof OrganisationCalls; onCall?: number }[] = []) {
  const log: string[] = [];
  const groups = new Set<string>();
  let nextId = 100;
  const counts = new Map<string, number>();
  const maybeFail = (call: keyof OrganisationCalls) => {
    const count = (counts.get(call) ?? 0) + 1;
    counts.set(call, count);
    if (failing.some((rule) => rule.call === call && (rule.onCall ?? 1) === count)) throw new Error(`${call} failed`);
  };
  const calls: OrganisationCalls = {
    async createOrganisation(ownerId, name, country) {
      log.push(`createOrganisation ${ownerId} ${name} ${country}`);
      maybeFail('createOrganisation');
      const organisationId = String(nextId++);
      const accountId = String(nextId++);
      groups.add(organisationId).add(accountId);
      return { organisationId, accountId };
    },
    async createAccount(organisationId, name) {
      log.push(`createAccount ${organisationId} ${name}`);
      maybeFail('createAccount');
      const id = String(nextId++);
      groups.add(id);
      return id;
    },
    async renameGroup(groupId, name) {
      log.push(`renameGroup ${groupId} ${name}`);
      maybeFail('renameGroup');
    },
    async deleteGroup(groupId) {
      log.push(`deleteGroup ${groupId}`);
      maybeFail('deleteGroup');
      groups.delete(groupId);
    },
  };
  return { calls, log, groups };
}

const plan = { ownerId: '7', name: 'Harbour Ltd', country: 'United Kingdom', accounts: ['Main', 'Web', 'Shop'] };

describe('createOrganisation', () => {
  it('creates the organisation, names its first account and adds the others, in order, with progress', async () => {
    const { calls, log, groups } = service();
    const progress: string[] = [];
    const created = await createOrganisation(plan, calls, (p) => progress.push(`${p.step}/${p.steps} ${p.doing}`));
    expect(log).toEqual(['createOrganisation 7 Harbour Ltd United Kingdom', 'renameGroup 101 Main', 'createAccount 100 Web', 'createAccount 100 Shop']);
    expect(created).toEqual({ organisationId: '100', accountIds: ['101', '102', '103'] });
    expect(progress).toEqual(['1/4 Creating Harbour Ltd', '2/4 Naming account Main', '3/4 Creating account Web', '4/4 Creating account Shop']);
    expect(groups.size).toBe(4);
  });

  it.each([
    { failing: 'renameGroup' as const, onCall: 1, deleted: ['deleteGroup 101', 'deleteGroup 100'] },
    { failing: 'createAccount' as const, onCall: 2, deleted: ['deleteGroup 102', 'deleteGroup 101', 'deleteGroup 100'] },
  ])('deletes everything it made, newest first, when $failing fails', async ({ failing, onCall, deleted }) => {
    const { calls, log, groups } = service([{ call: failing, onCall }]);
    const failure = await createOrganisation(plan, calls).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CreationFailed);
    expect((failure as CreationFailed).leftBehind).toEqual([]);
    expect((failure as CreationFailed).cause).toEqual(new Error(`${failing} failed`));
    expect(log.filter((line) => line.startsWith('deleteGroup'))).toEqual(deleted);
    expect(groups.size).toBe(0);
  });

  it('deletes nothing when the organisation itself was refused', async () => {
    const { calls, log } = service([{ call: 'createOrganisation' }]);
    await expect(createOrganisation(plan, calls)).rejects.toBeInstanceOf(CreationFailed);
    expect(log).toEqual(['createOrganisation 7 Harbour Ltd United Kingdom']);
  });

  it('names what it could not delete again', async () => {
    const { calls } = service([
      { call: 'createAccount', onCall: 1 },
      { call: 'deleteGroup', onCall: 2 },
    ]);
    const failure = (await createOrganisation(plan, calls).catch((error: unknown) => error)) as CreationFailed;
    expect(failure.leftBehind).toEqual(['100']);
  });

  it('refuses a plan without accounts before calling anything', async () => {
    const { calls, log } = service();
    await expect(createOrganisation({ ...plan, accounts: [] }, calls)).rejects.toThrow('at least one account');
    expect(log).toEqual([]);
  });
});
