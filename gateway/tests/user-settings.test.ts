import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphql, signIn as signInAs, startSandboxGateway, type GraphQLResponse, type SandboxGateway } from './helpers/sandbox-gateway';

const UPDATE_USER = /* GraphQL */ `
  mutation U($id: ID!, $input: UserDetailsInput!) {
    updateUser(id: $id, input: $input) {
      id
      personalName
      companyName
      address1
      address2
      town
      postcode
      country
      updateUserId
    }
  }
`;
const CHANGE_PASSWORD = 'mutation C($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }';
const CATALOGUE = 'query { permissions { id refId name description parentId admin isNotification isService } }';
const USER_PERMISSIONS = /* GraphQL */ `
  query P($id: ID!) {
    user(id: $id) {
      id
      permissions {
        permissionId
        userId
        name
        enabled
        def
        permission {
          refId
          admin
          isNotification
        }
        children {
          permissionId
          userId
          name
          enabled
          def
          permission {
            refId
            description
          }
        }
      }
    }
  }
`;
const SET_PERMISSION = /* GraphQL */ `
  mutation S($userId: ID!, $permissionId: ID!, $enabled: Boolean!) {
    setUserPermission(userId: $userId, permissionId: $permissionId, enabled: $enabled) {
      id
      permissions {
        permissionId
        enabled
        children {
          permissionId
          enabled
        }
      }
    }
  }
`;

interface Setting {
  permissionId: string;
  userId?: string;
  name?: string;
  enabled: boolean;
  def?: boolean;
  permission?: { refId: string; admin?: boolean; isNotification?: boolean; description?: string } | null;
  children?: Setting[];
}

let portal: SandboxGateway;
const ids: Record<string, string> = {};

beforeAll(async () => {
  portal = await startSandboxGateway();
  for (const user of portal.sandbox.store.users.values()) ids[user.name] = String(user.id);
});

afterAll(async () => {
  await portal?.close();
});

const jwtOf = async (userName: string, password = DEMO_PASSWORD) => (await signInAs(portal.gateway, userName, password)).jwt;
const idOf = (userName: string) => {
  const id = ids[userName];
  if (!id) throw new Error(`No user ${userName}`);
  return id;
};
const calls = (prefix: string) => portal.log.filter((line) => line.startsWith(prefix)).length;
const errorOf = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions;
// A query selects children to the depth it needs, so the deepest ones come without a `children` field.
const flatten = (settings: Setting[]): Setting[] => settings.flatMap((setting) => [setting, ...flatten(setting.children ?? [])]);
const permissionId = (refId: string) => String(portal.sandbox.store.permissions.catalogue().find((permission) => permission.refId === refId)?.id);
/** What the sandbox itself holds for the user's permission, whatever the gateway says. */
const heldSetting = (userName: string, refId: string) =>
  flatten(
    portal.sandbox.store.permissions.treeFor(Number(idOf(userName))).map(function toSetting(node): Setting {
      return { permissionId: String(node.id), enabled: node.enabled, children: node.children.map(toSetting) };
    }),
  ).find((setting) => setting.permissionId === permissionId(refId))?.enabled;

describe('updateUser', () => {
  it("changes the signed-in user's own details and answers the user as they now are", async () => {
    const jwt = await jwtOf('solo@solo.example');
    const res = await graphql<{ updateUser: Record<string, unknown> }>(
      portal.gateway,
      UPDATE_USER,
      { id: idOf('solo@solo.example'), input: { personalName: 'Sam Solo-Jones', address2: 'Floor 2', postcode: null } },
      jwt,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateUser).toMatchObject({
      personalName: 'Sam Solo-Jones',
      companyName: 'Solo Traders',
      address1: '3 High Street',
      address2: 'Floor 2',
      postcode: 'YO1 7HH',
      updateUserId: idOf('solo@solo.example'),
    });
    // Read again through the gateway: the cached GET /user went stale with the change.
    const again = await graphql<{ user: { personalName: string } }>(
      portal.gateway,
      'query R($id: ID!) { user(id: $id) { personalName } }',
      { id: idOf('solo@solo.example') },
      jwt,
    );
    expect(again.data?.user.personalName).toBe('Sam Solo-Jones');
  });

  it("lets staff change another user's details", async () => {
    const jwt = await jwtOf('admin@provider.example');
    const res = await graphql<{ updateUser: Record<string, unknown> }>(
      portal.gateway,
      UPDATE_USER,
      { id: idOf('koala@koala.example'), input: { town: 'Parramatta' } },
      jwt,
    );
    expect(res.data?.updateUser).toMatchObject({ town: 'Parramatta', updateUserId: idOf('admin@provider.example') });
  });

  it("refuses anyone else with FORBIDDEN before asking the service, and the user's record stays as it was", async () => {
    const before = calls('upstream userServer PUT /users');
    for (const [caller, target] of [
      ['owner@acme.example', 'member@acme.example'],
      ['member@acme.example', 'owner@acme.example'],
    ] as const) {
      const res = await graphql(portal.gateway, UPDATE_USER, { id: idOf(target), input: { personalName: 'Mallory' } }, await jwtOf(caller));
      expect(res.data).toBeNull();
      expect(errorOf(res), `${caller} changing ${target}`).toMatchObject({
        code: 'FORBIDDEN',
        action: 'update the user',
        msg: 'Only the user themselves, or admin and super staff, may change these details',
      });
      expect(portal.sandbox.store.getUser(Number(idOf(target)))?.personalName).not.toBe('Mallory');
    }
    expect(calls('upstream userServer PUT /users')).toBe(before);
    const signedOut = await graphql(portal.gateway, UPDATE_USER, { id: idOf('owner@acme.example'), input: { personalName: 'Mallory' } });
    expect(errorOf(signedOut)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("refuses a blank personal or company name with BAD_USER_INPUT naming it, in the form's words, before asking the service", async () => {
    const jwt = await jwtOf('partner@northwind.example');
    const id = idOf('partner@northwind.example');
    const before = calls('upstream userServer PUT /users');
    for (const [input, argument, message] of [
      [{ personalName: ' ' }, 'input.personalName', 'Enter your name'],
      [{ personalName: '' }, 'input.personalName', 'Enter your name'],
      [{ companyName: '   ', town: 'Halifax' }, 'input.companyName', 'Enter your company name'],
    ] as const) {
      const res = await graphql(portal.gateway, UPDATE_USER, { id, input }, jwt);
      expect(res.data).toBeNull();
      expect(res.errors, JSON.stringify(input)).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT', argument } }]);
    }
    expect(calls('upstream userServer PUT /users')).toBe(before);
    expect(portal.sandbox.store.getUser(Number(id))).toMatchObject({ personalName: 'Priya Partner', companyName: 'Northwind Partners' });
    expect(portal.sandbox.store.getUser(Number(id))?.town).not.toBe('Halifax');
  });

  it('counts a name of invisible characters as blank, and refuses a control character naming it, before asking the service', async () => {
    const jwt = await jwtOf('partner@northwind.example');
    const id = idOf('partner@northwind.example');
    const before = calls('upstream userServer PUT /users');
    for (const [input, argument, message] of [
      [{ personalName: '\u200b\u200b' }, 'input.personalName', 'Enter your name'],
      [{ personalName: '\u0000' }, 'input.personalName', 'Enter your name'],
      [{ companyName: ' \ufeff\u2060\u200d ' }, 'input.companyName', 'Enter your company name'],
      [{ personalName: 'Priya\u0000' }, 'input.personalName', 'This has an invisible control character (U+0000, null character): remove it.'],
      [{ companyName: 'Northwind\u202eLtd' }, 'input.companyName', 'This has an invisible control character (U+202E, right-to-left override): remove it.'],
      [{ town: 'Hali\u0085fax' }, 'input.town', 'This has an invisible control character (U+0085, next line): remove it.'],
    ] as const) {
      const res = await graphql(portal.gateway, UPDATE_USER, { id, input }, jwt);
      expect(res.data).toBeNull();
      expect(res.errors, JSON.stringify(input)).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT', argument } }]);
    }
    expect(calls('upstream userServer PUT /users')).toBe(before);
    expect(portal.sandbox.store.getUser(Number(id))).toMatchObject({ personalName: 'Priya Partner', companyName: 'Northwind Partners' });
  });

  it('takes names in any script, with accents, emoji and the joiners inside them', async () => {
    const jwt = await jwtOf('partner@northwind.example');
    const id = idOf('partner@northwind.example');
    for (const personalName of ['Αθηνά Παπαδοπούλου', 'José\u0301 Nuñez', 'محمد', '李小龍 👩\u200d💻', 'Anne\u200bMarie']) {
      const res = await graphql<{ updateUser: { personalName: string } }>(portal.gateway, UPDATE_USER, { id, input: { personalName } }, jwt);
      expect(res.errors, personalName).toBeUndefined();
      expect(res.data?.updateUser.personalName).toBe(personalName);
    }
    await graphql(portal.gateway, UPDATE_USER, { id, input: { personalName: 'Priya Partner' } }, jwt);
  });

  it("refuses a blank country and any detail over 200 characters naming it, in the form's words, before asking the service", async () => {
    const jwt = await jwtOf('partner@northwind.example');
    const id = idOf('partner@northwind.example');
    const before = calls('upstream userServer PUT /users');
    for (const [input, argument, message] of [
      [{ country: '' }, 'input.country', 'Enter your country'],
      [{ country: '  ', town: 'Halifax' }, 'input.country', 'Enter your country'],
      [{ personalName: 'P'.repeat(201) }, 'input.personalName', 'At most 200 characters'],
      [{ companyName: ` ${'C'.repeat(199)} ` }, 'input.companyName', 'At most 200 characters'],
      [{ town: 'Halifax', address2: 'x'.repeat(201) }, 'input.address2', 'At most 200 characters'],
      // Over 200 is refused before blank, as the service checks them.
      [{ country: ' '.repeat(201) }, 'input.country', 'At most 200 characters'],
    ] as const) {
      const res = await graphql(portal.gateway, UPDATE_USER, { id, input }, jwt);
      expect(res.data).toBeNull();
      expect(res.errors, JSON.stringify(input)).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT', argument } }]);
    }
    expect(calls('upstream userServer PUT /users')).toBe(before);
    expect(portal.sandbox.store.getUser(Number(id))?.town).not.toBe('Halifax');
    // 200 characters exactly is a name the service takes.
    const longest = await graphql<{ updateUser: { companyName: string } }>(portal.gateway, UPDATE_USER, { id, input: { companyName: 'N'.repeat(200) } }, jwt);
    expect(longest.errors).toBeUndefined();
    expect(longest.data?.updateUser.companyName).toBe('N'.repeat(200));
    await graphql(portal.gateway, UPDATE_USER, { id, input: { companyName: 'Northwind Partners' } }, jwt);
  });

  it('refuses a caller who may not change the user with FORBIDDEN even for details it would refuse', async () => {
    const res = await graphql(portal.gateway, UPDATE_USER, { id: idOf('owner@acme.example'), input: { country: ' ' } }, await jwtOf('member@acme.example'));
    expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN', action: 'update the user' });
  });

  it('takes a name with spaces around it, which the service keeps trimmed', async () => {
    const jwt = await jwtOf('partner@northwind.example');
    const res = await graphql<{ updateUser: Record<string, unknown> }>(
      portal.gateway,
      UPDATE_USER,
      { id: idOf('partner@northwind.example'), input: { personalName: ' P ', companyName: ' Northwind Partners ' } },
      jwt,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateUser).toMatchObject({ personalName: 'P', companyName: 'Northwind Partners' });
  });
});

describe('changePassword', () => {
  it('changes the password with the current one; then only the new one signs in', async () => {
    const jwt = await jwtOf('referrer@referral.example');
    const res = await graphql<{ changePassword: boolean }>(portal.gateway, CHANGE_PASSWORD, { current: DEMO_PASSWORD, next: 'Brand-new-2' }, jwt);
    expect(res.errors).toBeUndefined();
    expect(res.data?.changePassword).toBe(true);
    await expect(jwtOf('referrer@referral.example')).rejects.toThrow(/Invalid user name or password/);
    await jwtOf('referrer@referral.example', 'Brand-new-2');
  });

  it('refuses a wrong current password as an ordinary BAD_REQUEST, keeping the session and the password', async () => {
    const jwt = await jwtOf('owner@acme.example');
    const res = await graphql(portal.gateway, CHANGE_PASSWORD, { current: 'Not-it-123', next: 'Brand-new-2' }, jwt);
    expect(res.data).toBeNull();
    expect(errorOf(res)).toMatchObject({ code: 'BAD_REQUEST', action: 'change your password', msg: 'Invalid user name or password', upstreamStatus: 400 });
    await jwtOf('owner@acme.example');
    const me = await graphql<{ me: { name: string } }>(portal.gateway, 'query { me { name } }', {}, jwt);
    expect(me.data?.me.name).toBe('owner@acme.example');
  });

  it('refuses a new password that breaks the rule, or is the current one, before anything is tried', async () => {
    const jwt = await jwtOf('owner@acme.example');
    const before = calls('upstream userServer PUT /userpassword');
    const weak = await graphql(portal.gateway, CHANGE_PASSWORD, { current: DEMO_PASSWORD, next: 'short1' }, jwt);
    expect(weak.errors?.[0]?.message).toBe('Password must be at least 8 characters and contain a letter and a digit');
    expect(errorOf(weak)).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'newPassword' });
    const same = await graphql(portal.gateway, CHANGE_PASSWORD, { current: DEMO_PASSWORD, next: DEMO_PASSWORD }, jwt);
    expect(same.errors?.[0]?.message).toBe('The new password must differ from the current one');
    expect(calls('upstream userServer PUT /userpassword')).toBe(before);
    const signedOut = await graphql(portal.gateway, CHANGE_PASSWORD, { current: DEMO_PASSWORD, next: 'Brand-new-2' });
    expect(errorOf(signedOut)).toMatchObject({ code: 'UNAUTHENTICATED' });
    await jwtOf('owner@acme.example');
  });

  it('throttles wrong current passwords as sign-in does, and counts them with sign-in', async () => {
    const jwt = await jwtOf('koala@koala.example');
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await graphql(portal.gateway, CHANGE_PASSWORD, { current: `Wrong-${i}-pass`, next: 'Brand-new-2' }, jwt);
      outcomes.push(String(errorOf(res)?.code));
    }
    expect(outcomes).toEqual([...Array(5).fill('BAD_REQUEST'), 'TOO_MANY_ATTEMPTS']);
    const signIn = await graphql(portal.gateway, 'mutation { signIn(userName: "koala@koala.example", password: "Passw0rd!") { jwt } }');
    expect(errorOf(signIn)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: expect.any(Number) });
  });
});

describe('permissions', () => {
  it('lists the catalogue to a signed-in user, and refuses a signed-out caller', async () => {
    const res = await graphql<{ permissions: { id: string; refId: string; admin: boolean; isNotification: boolean; parentId: string | null }[] }>(
      portal.gateway,
      CATALOGUE,
      {},
      await jwtOf('member@acme.example'),
    );
    expect(res.errors).toBeUndefined();
    const refIds = res.data?.permissions.map((permission) => permission.refId) ?? [];
    expect(refIds).toEqual(expect.arrayContaining(['DATA_ADMIN', 'MARKETING', 'MARKETING_NEWS', 'USAGE_STATISTICS']));
    expect(res.data?.permissions.find((permission) => permission.refId === 'MARKETING_NEWS')).toMatchObject({
      parentId: permissionId('MARKETING'),
      isNotification: true,
      admin: false,
    });
    expect(errorOf(await graphql(portal.gateway, CATALOGUE))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("answers a user's settings as a tree, each with its catalogue entry and its user", async () => {
    const owner = idOf('owner@acme.example');
    const res = await graphql<{ user: { permissions: Setting[] } }>(portal.gateway, USER_PERMISSIONS, { id: owner }, await jwtOf('owner@acme.example'));
    expect(res.errors).toBeUndefined();
    const marketing = res.data?.user.permissions.find((setting) => setting.name === 'Marketing');
    expect(marketing?.permission).toMatchObject({ refId: 'MARKETING', isNotification: true, admin: false });
    expect(marketing?.children?.[0]).toMatchObject({
      userId: owner,
      name: 'Product news by e-mail',
      enabled: true,
      def: false,
      permission: { refId: 'MARKETING_NEWS', description: expect.any(String) },
    });
    expect(res.data?.user.permissions.find((setting) => setting.permission?.refId === 'DATA_ADMIN')).toMatchObject({ enabled: false });
  });

  it("refuses a user's settings to someone who is not the user, an owner of their group or staff", async () => {
    // The gateway asks for the user first: solo may not read them at all.
    const res = await graphql<{ user: unknown }>(portal.gateway, USER_PERMISSIONS, { id: idOf('member@acme.example') }, await jwtOf('solo@solo.example'));
    expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('setUserPermission', () => {
  const set = async (caller: string, target: string, refId: string, enabled: boolean) =>
    graphql<{ setUserPermission: { id: string; permissions: Setting[] } }>(
      portal.gateway,
      SET_PERMISSION,
      { userId: idOf(target), permissionId: permissionId(refId), enabled },
      await jwtOf(caller),
    );

  it('lets a user turn their own privacy setting on, and answers their settings as they now are', async () => {
    const res = await set('member@acme.example', 'member@acme.example', 'MARKETING_SURVEYS', true);
    expect(res.errors).toBeUndefined();
    const surveys = flatten(res.data?.setUserPermission.permissions ?? []).find((setting) => setting.permissionId === permissionId('MARKETING_SURVEYS'));
    expect(surveys?.enabled).toBe(true);
    expect(heldSetting('member@acme.example', 'MARKETING_SURVEYS')).toBe(true);
  });

  it("lets staff set a user's privacy settings, and staff-role ones only staff", async () => {
    expect((await set('admin@provider.example', 'member@acme.example', 'NOTIFY_RENEWAL', false)).errors).toBeUndefined();
    expect(heldSetting('member@acme.example', 'NOTIFY_RENEWAL')).toBe(false);
    expect((await set('admin@provider.example', 'member@acme.example', 'ACCOUNT_SEARCH', true)).errors).toBeUndefined();
    expect(heldSetting('member@acme.example', 'ACCOUNT_SEARCH')).toBe(true);
    expect((await set('admin@provider.example', 'member@acme.example', 'ACCOUNT_SEARCH', false)).errors).toBeUndefined();
  });

  it('refuses each caller who may not with FORBIDDEN before asking the service, and nothing changes', async () => {
    const before = calls('upstream userServer PUT /userpermissions');
    const refusals: [string, string, string, string][] = [
      ['owner@acme.example', 'member@acme.example', 'ACCOUNT_SEARCH', 'Only staff may change staff-role permissions'],
      ['owner@acme.example', 'owner@acme.example', 'DATA_ADMIN', 'Only staff may change staff-role permissions'],
      // Privacy settings are the person's own consents (privacy-settings.test.ts).
      ['owner@acme.example', 'member@acme.example', 'MARKETING_PARTNER_OFFERS', 'Only the user themselves or staff may change their privacy settings'],
      ['solo@solo.example', 'member@acme.example', 'MARKETING_NEWS', "Not allowed to change that user's permissions"],
      ['member@acme.example', 'owner@acme.example', 'USAGE_STATISTICS', "Not allowed to change that user's permissions"],
    ];
    for (const [caller, target, refId, msg] of refusals) {
      const held = heldSetting(target, refId);
      const res = await set(caller, target, refId, !held);
      expect(res.data, `${caller} setting ${refId} of ${target}`).toBeNull();
      expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN', action: 'change the permission', msg });
      expect(heldSetting(target, refId)).toBe(held);
    }
    expect(calls('upstream userServer PUT /userpermissions')).toBe(before);
  });

  it('answers NOT_FOUND for a permission the catalogue lacks, and BAD_USER_INPUT for an id that is not one', async () => {
    const jwt = await jwtOf('member@acme.example');
    const unknown = await graphql(portal.gateway, SET_PERMISSION, { userId: idOf('member@acme.example'), permissionId: '999', enabled: true }, jwt);
    expect(errorOf(unknown)).toMatchObject({ code: 'NOT_FOUND', msg: 'Permission not found' });
    const bad = await graphql(portal.gateway, SET_PERMISSION, { userId: 'me', permissionId: '21', enabled: true }, jwt);
    expect(errorOf(bad)).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'userId' });
  });
});

// Last in the file: it deletes demo users the tests above rely on.
describe('deleteUser', () => {
  const DELETE_USER = 'mutation D($id: ID!) { deleteUser(id: $id) }';

  it('refuses anyone but the user themselves, admin or super with FORBIDDEN before asking the service, and the user stays', async () => {
    const before = calls('upstream userServer DELETE /users');
    // An owner of the member's account is still not allowed to delete the person.
    const res = await graphql(portal.gateway, DELETE_USER, { id: idOf('member@acme.example') }, await jwtOf('owner@acme.example'));
    expect(res.data).toBeNull();
    expect(errorOf(res)).toMatchObject({
      code: 'FORBIDDEN',
      action: 'delete the user',
      msg: 'Only the user themselves, or admin and super staff, may delete a user',
    });
    const signedOut = await graphql(portal.gateway, DELETE_USER, { id: idOf('member@acme.example') });
    expect(errorOf(signedOut)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(calls('upstream userServer DELETE /users')).toBe(before);
    expect(portal.sandbox.store.getUser(Number(idOf('member@acme.example')))).toBeDefined();
  });

  it("passes on the service's refusal to delete the only owner of a group", async () => {
    const res = await graphql(portal.gateway, DELETE_USER, { id: idOf('solo@solo.example') }, await jwtOf('admin@provider.example'));
    expect(errorOf(res)).toMatchObject({ code: 'CONFLICT', action: 'delete the user', upstreamStatus: 409 });
    expect(portal.sandbox.store.getUser(Number(idOf('solo@solo.example')))).toBeDefined();
  });

  it('lets staff delete a user, who can no longer sign in or be read', async () => {
    const jwt = await jwtOf('admin@provider.example');
    // Read first, so the deletion must make the cached GET /user stale.
    await graphql(portal.gateway, 'query R($id: ID!) { user(id: $id) { id } }', { id: idOf('member@acme.example') }, jwt);
    const res = await graphql<{ deleteUser: boolean }>(portal.gateway, DELETE_USER, { id: idOf('member@acme.example') }, jwt);
    expect(res.errors).toBeUndefined();
    expect(res.data?.deleteUser).toBe(true);
    expect(portal.sandbox.store.getUser(Number(idOf('member@acme.example')))).toBeUndefined();
    await expect(jwtOf('member@acme.example')).rejects.toThrow(/Invalid user name or password/);
    const again = await graphql<{ user: unknown }>(portal.gateway, 'query R($id: ID!) { user(id: $id) { id } }', { id: idOf('member@acme.example') }, jwt);
    expect(again.data?.user).toBeNull();
  });
});
