import { graphql } from '../../gql/gql';

// Datasets and plans as staff administer them (schema/catalogue.graphql).

export const DatasetDetails_dataset = graphql(`
  fragment DatasetDetails_dataset on Dataset {
    id
    name
    datasetRef
    service
    planCount
    createdDate
    createdBy {
      id
      name
    }
    updatedDate
    updatedBy {
      id
      name
    }
  }
`);

export const PlanDetails_plan = graphql(`
  fragment PlanDetails_plan on CataloguePlan {
    id
    name
    description
    dataset {
      id
      name
      datasetRef
    }
    service
    duration
    availableStart
    availableEnd
    calculator
    pricing {
      clicks
      price
    }
    formula
    territory
    currency
    allowTest
    displayOrder
    filters {
      id
      description
      category
      displayOrder
    }
    comparisons {
      id
      description
      displayOrder
    }
    subscriptionCount
    createdDate
    createdBy {
      id
      name
    }
    updatedDate
    updatedBy {
      id
      name
    }
  }
`);

export const PlanListItem_plan = graphql(`
  fragment PlanListItem_plan on CataloguePlan {
    id
    name
    territory
    currency
    calculator
    displayOrder
    availableStart
    availableEnd
    dataset {
      id
      datasetRef
    }
    pricing {
      clicks
      price
    }
  }
`);

export const CatalogueQuery = graphql(`
  query Catalogue {
    datasets {
      id
      name
      datasetRef
      service
      planCount
    }
    cataloguePlans {
      ...PlanListItem_plan
    }
  }
`);

export const DatasetsQuery = graphql(`
  query Datasets {
    datasets {
      ...DatasetDetails_dataset
    }
  }
`);

export const DatasetQuery = graphql(`
  query Dataset($id: ID!) {
    dataset(id: $id) {
      ...DatasetDetails_dataset
    }
  }
`);

export const CataloguePlanQuery = graphql(`
  query CataloguePlan($id: ID!) {
    cataloguePlan(id: $id) {
      ...PlanDetails_plan
    }
  }
`);

export const CreateDatasetMutation = graphql(`
  mutation CreateDataset($input: DatasetInput!) {
    createDataset(input: $input) {
      ...DatasetDetails_dataset
    }
  }
`);

export const UpdateDatasetMutation = graphql(`
  mutation UpdateDataset($id: ID!, $input: DatasetInput!) {
    updateDataset(id: $id, input: $input) {
      ...DatasetDetails_dataset
    }
  }
`);

export const DeleteDatasetMutation = graphql(`
  mutation DeleteDataset($id: ID!) {
    deleteDataset(id: $id)
  }
`);

export const CreatePlanMutation = graphql(`
  mutation CreatePlan($input: CataloguePlanInput!) {
    createPlan(input: $input) {
      ...PlanDetails_plan
    }
  }
`);

export const UpdatePlanMutation = graphql(`
  mutation UpdatePlan($id: ID!, $input: CataloguePlanInput!) {
    updatePlan(id: $id, input: $input) {
      ...PlanDetails_plan
    }
  }
`);

export const DeletePlanMutation = graphql(`
  mutation DeletePlan($id: ID!) {
    deletePlan(id: $id)
  }
`);

export const CreatePlanFilterMutation = graphql(`
  mutation CreatePlanFilter($planId: ID!, $input: CataloguePlanFilterInput!) {
    createPlanFilter(planId: $planId, input: $input) {
      ...PlanDetails_plan
    }
  }
`);

export const UpdatePlanFilterMutation = graphql(`
  mutation UpdatePlanFilter($planId: ID!, $filterId: ID!, $input: CataloguePlanFilterInput!) {
    updatePlanFilter(planId: $planId, filterId: $filterId, input: $input) {
      ...PlanDetails_plan
    }
  }
`);

export const DeletePlanFilterMutation = graphql(`
  mutation DeletePlanFilter($planId: ID!, $filterId: ID!) {
    deletePlanFilter(planId: $planId, filterId: $filterId) {
      ...PlanDetails_plan
    }
  }
`);

export const ReorderPlanFiltersMutation = graphql(`
  mutation ReorderPlanFilters($planId: ID!, $filterIds: [ID!]!) {
    reorderPlanFilters(planId: $planId, filterIds: $filterIds) {
      ...PlanDetails_plan
    }
  }
`);

export const CreatePlanComparisonMutation = graphql(`
  mutation CreatePlanComparison($planId: ID!, $input: CataloguePlanComparisonInput!) {
    createPlanComparison(planId: $planId, input: $input) {
      ...PlanDetails_plan
    }
  }
`);

export const UpdatePlanComparisonMutation = graphql(`
  mutation UpdatePlanComparison($planId: ID!, $comparisonId: ID!, $input: CataloguePlanComparisonInput!) {
    updatePlanComparison(planId: $planId, comparisonId: $comparisonId, input: $input) {
      ...PlanDetails_plan
    }
  }
`);

export const DeletePlanComparisonMutation = graphql(`
  mutation DeletePlanComparison($planId: ID!, $comparisonId: ID!) {
    deletePlanComparison(planId: $planId, comparisonId: $comparisonId) {
      ...PlanDetails_plan
    }
  }
`);

export const ReorderPlanComparisonsMutation = graphql(`
  mutation ReorderPlanComparisons($planId: ID!, $comparisonIds: [ID!]!) {
    reorderPlanComparisons(planId: $planId, comparisonIds: $comparisonIds) {
      ...PlanDetails_plan
    }
  }
`);
