import { useMutation } from '@apollo/client/react';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import {
  CataloguePlanQuery,
  CreatePlanFilterMutation,
  DeletePlanFilterMutation,
  ReorderPlanFiltersMutation,
  UpdatePlanFilterMutation,
} from './catalogue-documents';
import { orderedLinesTips } from './data-administration-tips';
import { OrderedLinesEditor } from './ordered-lines-editor';
import { PlanLinesPage } from './plan-lines-page';
import { PlanPageLoading } from './plan-page-loading';

export function loader({ params, preloadQuery }: ScreenLoaderArgs) {
  return { plan: preloadQuery(CataloguePlanQuery, { variables: { id: params.planId ?? '' }, errorPolicy: 'all', fetchPolicy: 'network-only' }) };
}

/** The filters the shop groups a plan under: description, category and order. */
export function Component() {
  const { plan } = useScreenData<typeof loader>();
  const [create] = useMutation(CreatePlanFilterMutation);
  const [update] = useMutation(UpdatePlanFilterMutation);
  const [remove] = useMutation(DeletePlanFilterMutation);
  const [reorder] = useMutation(ReorderPlanFiltersMutation);
  useHelpTips('dataAdministrationFilters', orderedLinesTips);
  return (
    <PlanLinesPage title="Filters" planRef={plan}>
      {(loaded) => (
        <OrderedLinesEditor
          noun="filter"
          withCategory
          lines={loaded.filters}
          create={({ description, category, displayOrder }) => create({ variables: { planId: loaded.id, input: { description, category, displayOrder } } })}
          update={(filterId, { description, category, displayOrder }) =>
            update({ variables: { planId: loaded.id, filterId, input: { description, category, displayOrder } } })
          }
          remove={(filterId) => remove({ variables: { planId: loaded.id, filterId } })}
          reorder={(filterIds) => reorder({ variables: { planId: loaded.id, filterIds } })}
        />
      )}
    </PlanLinesPage>
  );
}

export { PlanPageLoading as Loading };
