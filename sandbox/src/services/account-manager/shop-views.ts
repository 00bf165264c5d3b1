import type { Plan } from '../../seed';
import type { Order } from '../../store/shop';

/** A plan as `GET /plans` answers it: the Plan, with what the shop needs to sell it. */
export type PlanView = Plan;

export function planView(plan: Plan): PlanView {
  return {
    ...plan,
    pricing: plan.pricing.map((band) => ({ ...band })),
    planFilter: plan.planFilter.map((filter) => ({ ...filter })),
    planComparison: plan.planComparison.map((comparison) => ({ ...comparison })),
  };
}

export interface OrderView {
  orderId: number;
  organisationId: number;
  status: 'pending' | 'paid';
  items: { accountId: number; planId: number; plan: string; service: string; kind: string; quantity: number; price: number }[];
  total: number;
  currency: string;
  createdAt: number;
  paidAt: number | null;
  card: { brand: string; lastFour: string } | null;
}

/** An order as `GET /shop/order` answers it; never its payment page's key or return addresses. */
export function orderView(order: Order, plans: readonly Plan[]): OrderView {
  return {
    orderId: order.orderId,
    organisationId: order.organisationId,
    status: order.status,
    items: order.items.map((item) => {
      const plan = plans.find((candidate) => candidate.planId === item.planId);
      return {
        accountId: item.accountId,
        planId: item.planId,
        plan: plan?.plan ?? '',
        service: plan?.service ?? '',
        kind: plan?.kind ?? '',
        quantity: item.quantity,
        price: item.price,
      };
    }),
    total: order.total,
    currency: order.currency,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    card: order.card ? { ...order.card } : null,
  };
}
