import { buildSchema, getNamedType, isInputObjectType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../src/schema';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

// docs/api-errors.md: `extensions.argument` names a refused field by its path in the input, starting
// with the schema's name for the argument (`input.postcode`, `configuration.outputFields`), so a
// program (and the web portal's forms) can tell which field of which argument to point at. Some
// mutations gave the field's bare name (`postcode`, `email`), which a client could not tell from an
// argument of its own. The path expected is worked out from the schema, not copied from an answer.

const schema = buildSchema(loadTypeDefs().join('\n'));

/** `Type.field`'s argument whose input object holds `field`, and the path naming that field: `input.postcode`. */
function pathInSchema(coordinate: string, field: string): string {
  const [typeName, fieldName] = coordinate.split('.') as [string, string];
  const type = schema.getType(typeName);
  if (!type || !('getFields' in type)) throw new Error(`schema has no ${typeName}`);
  const operation = (type.getFields() as Record<string, GraphQLField<unknown, unknown>>)[fieldName];
  if (!operation) throw new Error(`schema has no ${coordinate}`);
  const holding = operation.args.filter((arg) => {
    const input = getNamedType(arg.type);
    return isInputObjectType(input) && field in input.getFields();
  });
  if (holding.length !== 1) throw new Error(`${coordinate} has ${holding.length} input arguments with a field ${field}`);
  return `${holding[0]!.name}.${field}`;
}

interface Refusal {
  /** The operation, as the schema names it. */
  coordinate: string;
  /** The input object's field the refusal is of. */
  field: string;
  /** Who asks. */
  user: string;
  query: string;
  variables: Record<string, unknown>;
}

const ACME_MAIN = '103';
const SOLO_TRADERS = '110';
const LABEL = { outputFields: 11, labelFormat: 'FixedTown', townFormat: 'Uppercase', reserveOrgLine: 'AsRequired', includeCounty: 'AsRequired' };

const refusals: Refusal[] = [
  {
    coordinate: 'Mutation.updateGroup',
    field: 'postcode',
    user: 'owner@acme.example',
    query: 'mutation ($groupId: ID!, $input: GroupDetailsInput!) { updateGroup(groupId: $groupId, input: $input) { id } }',
    variables: { groupId: ACME_MAIN, input: { postcode: 'M1\u202e1AA' } },
  },
  {
    coordinate: 'Mutation.updateGroup',
    field: 'name',
    user: 'owner@acme.example',
    query: 'mutation ($groupId: ID!, $input: GroupDetailsInput!) { updateGroup(groupId: $groupId, input: $input) { id } }',
    variables: { groupId: ACME_MAIN, input: { name: ' ' } },
  },
  {
    coordinate: 'Mutation.inviteGroupUser',
    field: 'email',
    user: 'owner@acme.example',
    query: 'mutation ($groupId: ID!, $input: InvitationInput!) { inviteGroupUser(groupId: $groupId, input: $input) { email } }',
    variables: { groupId: ACME_MAIN, input: { email: 'not an address' } },
  },
  {
    coordinate: 'Mutation.inviteGroupUser',
    field: 'acceptUrl',
    user: 'owner@acme.example',
    query: 'mutation ($groupId: ID!, $input: InvitationInput!) { inviteGroupUser(groupId: $groupId, input: $input) { email } }',
    variables: { groupId: ACME_MAIN, input: { email: 'joiner@fresh.example', acceptUrl: 'https://evil.example/portal/register' } },
  },
  {
    coordinate: 'Mutation.updateCharity',
    field: 'charityPSLNumber',
    user: 'solo@solo.example',
    query: 'mutation ($groupId: ID!, $input: CharityInput!) { updateCharity(groupId: $groupId, input: $input) { id } }',
    variables: { groupId: SOLO_TRADERS, input: { charityPSLNumber: ' ' } },
  },
  {
    coordinate: 'Mutation.createGroup',
    field: 'groupId',
    user: 'owner@acme.example',
    query: 'mutation ($input: NewGroupInput!) { createGroup(input: $input) { id } }',
    variables: { input: { groupId: 'acme', type: 'account', name: 'Acme Shop' } },
  },
  {
    coordinate: 'Mutation.createApiToken',
    field: 'tag',
    user: 'owner@acme.example',
    query: 'mutation ($input: NewApiTokenInput!) { createApiToken(input: $input) { id } }',
    variables: { input: { accountId: ACME_MAIN, tag: ' ', password: 'Passw0rd!' } },
  },
  {
    coordinate: 'Query.address',
    field: 'outputFields',
    user: 'owner@acme.example',
    query:
      'query ($accountId: ID!, $configuration: LabelConfigurationInput!) { address(accountId: $accountId, dataset: "uk-paf", id: "1", configuration: $configuration) { address { __typename } } }',
    variables: { accountId: ACME_MAIN, configuration: LABEL },
  },
];

let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});

afterAll(async () => {
  await portal.close();
});

describe("a refused field's argument", () => {
  it.each(refusals.map((refusal) => [`${refusal.coordinate} ${refusal.field}`, refusal] as const))(
    'names %s by its path from the schema argument holding it',
    async (_name, { coordinate, field, user, query, variables }) => {
      const { jwt } = await signIn(portal.gateway, user);
      const res = await graphql(portal.gateway, query, variables, jwt);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: pathInSchema(coordinate, field) });
    },
  );
});
