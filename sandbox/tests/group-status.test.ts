import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { groupIds } from '../src/seed';
import { signIn, startTestSandbox, userServer } from './support';
import type { GroupBody } from './support';

describe('corporate and charity status', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  async function put(userName: string, path: string, groupId: number | string, body?: object) {
    const session = await signIn(sandbox, userName);
    const call = userServer(sandbox).put(path).query({ groupId }).set('Authorization', `Bearer ${session.jwt}`);
    return body ? call.send(body) : call;
  }
  const group = (id: number) => sandbox.store.getGroup(id)!;

  describe('PUT /group/enablecorporate and /group/disablecorporate', () => {
    it('lets the owner promote an organisation with an empty subtype, and demote it again', async () => {
      const promoted = await put('solo@solo.example', '/group/enablecorporate', groupIds.soloTraders);
      expect(promoted.status).toBe(200);
      expect(promoted.body).toMatchObject({ id: groupIds.soloTraders, name: 'Solo Traders', subtype: 'corporate', isOwner: true });
      expect(group(groupIds.soloTraders)).toMatchObject({ subtype: 'corporate', updateUserId: 5 });
      const demoted = await put('solo@solo.example', '/group/disablecorporate', groupIds.soloTraders);
      expect(demoted.status).toBe(200);
      expect((demoted.body as GroupBody).subtype).toBe('');
    });

    it("refuses with the product's words: not an organisation, already corporate, not corporate", async () => {
      const account = await put('owner@acme.example', '/group/enablecorporate', groupIds.acmeMain);
      expect(account.status).toBe(400);
      expect(account.body).toEqual({ msg: 'Invalid group type. Only organisations can have their corporate status changed' });
      const partner = await put('partner@northwind.example', '/group/disablecorporate', groupIds.northwindPartners);
      expect(partner.body).toEqual({ msg: 'Invalid group type. Only organisations can have their corporate status changed' });
      const already = await put('owner@acme.example', '/group/enablecorporate', groupIds.acmeLtd);
      expect(already.status).toBe(400);
      expect(already.body).toEqual({ msg: 'Invalid group subtype. Only non corporate organisations can have their corporate status enabled' });
      const notCorporate = await put('solo@solo.example', '/group/disablecorporate', groupIds.soloTraders);
      expect(notCorporate.status).toBe(400);
      expect(notCorporate.body).toEqual({ msg: 'Invalid group subtype. Only corporate organisations can have their corporate status disabled' });
    });

    it('lets staff and the owning partner change it, and refuses a member or a stranger with 403', async () => {
      expect((await put('admin@provider.example', '/group/disablecorporate', groupIds.acmeLtd)).status).toBe(200);
      expect((await put('partner@northwind.example', '/group/enablecorporate', groupIds.acmeLtd)).status).toBe(200);
      for (const userName of ['member@acme.example', 'solo@solo.example']) {
        const refused = await put(userName, '/group/disablecorporate', groupIds.acmeLtd);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ msg: 'Not allowed to change that group' });
      }
      expect(group(groupIds.acmeLtd).subtype).toBe('corporate');
    });

    it('answers 404 for an unknown group, 400 without a groupId, 401 without a token', async () => {
      expect((await put('admin@provider.example', '/group/enablecorporate', 999_999)).body).toEqual({ msg: 'Group not found' });
      expect((await put('admin@provider.example', '/group/enablecorporate', '')).body).toEqual({ msg: 'groupId is required' });
      expect((await userServer(sandbox).put('/group/enablecorporate').query({ groupId: groupIds.soloTraders })).status).toBe(401);
    });
  });

  describe('charity status', () => {
    it('sets a charity number pending verification, with both discount flags carried', async () => {
      const set = await put('solo@solo.example', '/group/updatecharity', groupIds.soloTraders, {
        charityPSLNumber: '2200456',
        isInVerifyProcess: true,
        isPostalOperatorDiscount: true,
        isOSDiscount: false,
      });
      expect(set.status).toBe(200);
      expect((set.body as GroupBody).charity).toEqual({ number: '2200456', status: 'pending', isPostalOperatorDiscount: true, isOSDiscount: false });
      const read = await userServer(sandbox)
        .get('/group')
        .query({ id: groupIds.soloTraders })
        .set('Authorization', `Bearer ${(await signIn(sandbox, 'solo@solo.example')).jwt}`);
      expect((read.body as GroupBody).charity).toMatchObject({ number: '2200456', status: 'pending' });
    });

    it('lets staff confirm it valid or not valid, and nobody else', async () => {
      const body = { charityPSLNumber: '2200456', isInVerifyProcess: false, isPostalOperatorDiscount: true, isOSDiscount: true };
      const owner = await put('solo@solo.example', '/group/confirmcharity', groupIds.soloTraders, { ...body, isValid: true });
      expect(owner.status).toBe(403);
      expect(owner.body).toEqual({ msg: 'Only staff may confirm a charity' });
      expect(group(groupIds.soloTraders).charity?.status).toBe('pending');
      const notValid = await put('admin@provider.example', '/group/confirmcharity', groupIds.soloTraders, { ...body, isValid: false });
      expect((notValid.body as GroupBody).charity).toEqual({ number: '2200456', status: 'notValid', isPostalOperatorDiscount: true, isOSDiscount: true });
      const valid = await put('sales@provider.example', '/group/confirmcharity', groupIds.soloTraders, { ...body, isValid: true });
      expect((valid.body as GroupBody).charity?.status).toBe('valid');
      expect((await put('admin@provider.example', '/group/confirmcharity', groupIds.soloTraders, body)).body).toEqual({ msg: 'isValid must be true or false' });
    });

    it('removes it, and says so when there is none to remove', async () => {
      const removed = await put('solo@solo.example', '/group/disablecharity', groupIds.soloTraders);
      expect(removed.status).toBe(200);
      expect(removed.body).not.toHaveProperty('charity');
      expect(group(groupIds.soloTraders).charity).toBeUndefined();
      expect((await put('solo@solo.example', '/group/disablecharity', groupIds.soloTraders)).body).toEqual({ msg: 'That group is not a charity' });
    });

    it('refuses a number that is missing, a group that is not an organisation, and a caller who does not own it', async () => {
      expect((await put('solo@solo.example', '/group/updatecharity', groupIds.soloTraders, {})).body).toEqual({ msg: 'charityPSLNumber is required' });
      expect((await put('solo@solo.example', '/group/updatecharity', groupIds.soloTraders, { charityPSLNumber: '1', isOSDiscount: 'yes' })).body).toEqual({
        msg: 'isOSDiscount must be true or false',
      });
      expect((await put('solo@solo.example', '/group/updatecharity', groupIds.soloMain, { charityPSLNumber: '1' })).body).toEqual({
        msg: 'Only organisations can be charities',
      });
      const stranger = await put('owner@acme.example', '/group/disablecharity', groupIds.brightCharity);
      expect(stranger.status).toBe(403);
      expect(group(groupIds.brightCharity).charity).toEqual({ number: '1100123', status: 'valid' });
    });

    it('gives Bright Charity its discount flags as false where the seed sets none', async () => {
      const read = await userServer(sandbox)
        .get('/group')
        .query({ id: groupIds.brightCharity })
        .set('Authorization', `Bearer ${(await signIn(sandbox, 'admin@provider.example')).jwt}`);
      expect((read.body as GroupBody).charity).toEqual({ number: '1100123', status: 'valid', isPostalOperatorDiscount: false, isOSDiscount: false });
    });
  });
});
