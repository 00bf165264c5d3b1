import { graphql, signIn, type SandboxGateway } from './sandbox-gateway';

const PLAN = `query P($id: ID!) { cataloguePlan(id: $id) {
  name description dataset { id } duration availableStart availableEnd calculator pricing { clicks price } formula territory allowTest displayOrder } }`;
const UPDATE_PLAN = 'mutation U($id: ID!, $input: CataloguePlanInput!) { updatePlan(id: $id, input: $input) { id } }';

interface CataloguePlan {
  name: string;
  description: string;
  dataset: { id: string };
  duration: number;
  availableStart: string;
  availableEnd: string | null;
  calculator: string;
  pricing: { clicks: number; price: number }[];
  formula: string;
  territory: string;
  allowTest: boolean;
  displayOrder: number;
}

/** What an admin may change of a plan on Datasets & Plans, as its whole input is sent. */
export type PlanChange = Partial<Omit<CataloguePlan, 'dataset'>>;

/**
 * Changes a plan as an admin does on Datasets & Plans (`updatePlan`, the whole plan sent back with
 * `change` applied), through /graphql, failing the test with the errors when it cannot.
 */
export async function changePlan(portal: SandboxGateway, planId: string, change: PlanChange): Promise<void> {
  const admin = (await signIn(portal.gateway, 'admin@provider.example')).jwt;
  const read = await graphql<{ cataloguePlan: CataloguePlan }>(portal.gateway, PLAN, { id: planId }, admin);
  if (!read.data?.cataloguePlan) throw new Error(`plan ${planId} could not be read: ${JSON.stringify(read.errors)}`);
  const { dataset, ...plan } = read.data.cataloguePlan;
  const input = { ...plan, datasetId: dataset.id, ...change };
  const updated = await graphql(portal.gateway, UPDATE_PLAN, { id: planId, input }, admin);
  if (updated.errors) throw new Error(`plan ${planId} could not be changed: ${JSON.stringify(updated.errors)}`);
}
