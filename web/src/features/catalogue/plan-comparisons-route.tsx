import { useMutation } from '@apollo/client/react';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import {
  CataloguePlanQuery,
  CreatePlanComparisonMutation,
  DeletePlanComparisonMutation,
  ReorderPlanComparisonsMutation,
  UpdatePlanComparisonMutation,
} from './catalogue-documents';
import { orderedLinesTips } from './data-administration-tips';
import { OrderedLinesEditor } from './ordered-lines-editor';
import { PlanLinesPage } from './plan-lines-page';
import { PlanPageLoading } from './plan-page-loading';

export function loader({ params, preloadQuery }: ScreenLoaderArgs) {
  return { plan: preloadQuery(CataloguePlanQuery, { variables: { id: params.planId ?? '' }, errorPolicy: 'all', fetchPolicy: 'network-only' }) };
}

/** The lines of the shop's comparison of plans: description and order. */
export function Component() {
  const { plan } = useScreenData<typeof loader>();
  const [create] = useMutation(CreatePlanComparisonMutation);
  const [update] = useMutation(UpdatePlanComparisonMutation);
  const [remove] = useMutation(DeletePlanComparisonMutation);
  const [reorder] = useMutation(ReorderPlanComparisonsMutation);
  useHelpTips('dataAdministrationComparisons', orderedLinesTips);
  return (
    <PlanLinesPage title="Comparisons" planRef={plan}>
      {(loaded) => (
        <OrderedLinesEditor
          noun="comparison line"
          withCategory={false}
          lines={loaded.comparisons}
          create={({ description, displayOrder }) => create({ variables: { planId: loaded.id, input: { description, displayOrder } } })}
          update={(comparisonId, { description, displayOrder }) =>
            update({ variables: { planId: loaded.id, comparisonId, input: { description, displayOrder } } })
          }
          remove={(comparisonId) => remove({ variables: { planId: loaded.id, comparisonId } })}
          reorder={(comparisonIds) => reorder({ variables: { planId: loaded.id, comparisonIds } })}
        />
      )}
    </PlanLinesPage>
  );
}

export { PlanPageLoading as Loading };
