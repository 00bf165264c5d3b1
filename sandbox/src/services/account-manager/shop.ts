import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { browserUrl } from '../../http/public-url';
import { jsonBody, optionalString, queryParam, requiredIdQueryParam, requiredString } from '../../http/params';
import type { Plan, ServiceKind } from '../../seed';
import { isCatalogueStaff } from './catalogue';
import { shopOf, type Billing, type OrderItem } from '../../store/shop';
import { requireAccountOwner, returnAddress } from './shop-access';
import { orderView, planView } from './shop-views';

const SERVICES: readonly ServiceKind[] = ['address', 'bankcode', 'email', 'name'];
const TERRITORIES = ['uk', 'australia'];

function billingOf(body: Record<string, unknown>): Billing {
  const email = requiredString(body, 'email');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new HttpError(400, 'email must be a valid e-mail address');
  return {
    company: requiredString(body, 'company'),
    name: requiredString(body, 'name'),
    email,
    address1: requiredString(body, 'address1'),
    address2: optionalString(body, 'address2'),
    address3: optionalString(body, 'address3'),
    address4: optionalString(body, 'address4'),
    town: requiredString(body, 'town', 100),
    county: optionalString(body, 'county', 100),
    postcode: requiredString(body, 'postcode', 20),
    country: requiredString(body, 'country', 100),
  };
}

function positiveWhole(value: unknown, name: string): number {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0) throw new HttpError(400, `${name} must be a positive whole number`);
  return number;
}

/**
 * The shop: the plans on sale (`GET /plans`; every plan for staff who ask for no territory), checkout (`POST /shop/checkout`), which makes a
 * pending order and answers its payment page, and the order as it stands (`GET /shop/order`).
 * Prices are always worked out here from the plans; a basket carries quantities only.
 */
export function shopRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;
  const shop = shopOf(store, ctx.now);

  router.get('/plans', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const asked = queryParam(req, 'territory');
    const service = queryParam(req, 'service');
    if (service !== undefined && !SERVICES.includes(service as ServiceKind)) throw new HttpError(400, 'service must be address, bankcode, email or name');
    const ofService = (plan: Plan) => service === undefined || plan.service === service;
    // Staff asking for no territory administer the catalogue: every plan, on sale or not, and how many subscriptions hold it.
    if (!asked && isCatalogueStaff(user)) {
      const plans = [...store.plans]
        .filter(ofService)
        .sort((a, b) => a.territory.localeCompare(b.territory) || a.displayOrder - b.displayOrder || a.planId - b.planId);
      res.json(plans.map((plan) => ({ ...planView(plan), subscriberCount: store.catalogue.subscribersOf(plan.planId) })));
      return;
    }
    const territory = asked || user.territory;
    if (!TERRITORIES.includes(territory)) throw new HttpError(400, 'territory must be uk or australia');
    const plans = store.plans
      .filter((plan) => shop.onSale(plan, territory) && ofService(plan))
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .map(planView);
    res.json(plans);
  });

  router.post('/shop/checkout', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const captchaToken = queryParam(req, 'token');
    if (!captchaToken || !ctx.captcha.verify(captchaToken, 'checkout')) throw new HttpError(400, 'Captcha verification failed');
    const organisationId = requiredIdQueryParam(req, 'organisationId');
    const organisation = store.getGroup(organisationId);
    if (organisation?.type !== 'organisation') throw new HttpError(404, 'Organisation not found');
    const body = jsonBody(req);
    const basket = body.basket;
    if (basket !== undefined && !Array.isArray(basket)) throw new HttpError(400, 'basket must be a list');
    if (!basket || basket.length === 0) throw new HttpError(400, 'No items in basket');
    const billing = billingOf(body);
    const backUrl = returnAddress(body.backUrl, 'backUrl');
    const paidUrl = returnAddress(body.paidUrl, 'paidUrl');

    const items: OrderItem[] = basket.map((entry: unknown, index) => {
      if (typeof entry !== 'object' || entry === null) throw new HttpError(400, `basket item ${index + 1} must be an object`);
      const fields = entry as Record<string, unknown>;
      const accountId = positiveWhole(fields.accountId, 'accountId');
      const planId = positiveWhole(fields.planId, 'planId');
      const quantity = fields.quantity;
      requireAccountOwner(store, user, accountId, 'Not allowed to buy for that account');
      if (store.getGroup(accountId)?.parentId !== organisationId) throw new HttpError(400, `Account ${accountId} is not in organisation ${organisationId}`);
      const item = shop.priceItem(accountId, planId, typeof quantity === 'number' ? quantity : Number.NaN);
      if (typeof item === 'string') throw new HttpError(400, item);
      return item;
    });
    const currencies = new Set(items.map((item) => store.plans.find((plan) => plan.planId === item.planId)?.currency));
    const [currency] = [...currencies];
    if (currencies.size !== 1 || !currency) throw new HttpError(400, 'A basket holds plans of one currency');

    const order = shop.createOrder({ organisationId, userId: user.id, items, currency, billing, backUrl, paidUrl });
    const url = browserUrl(req, `/pay/${order.ref}`);
    res.json({ url, orderId: order.orderId, total: order.total, currency: order.currency });
  });

  router.get('/shop/order', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const order = shop.order(requiredIdQueryParam(req, 'orderId'));
    if (!order) throw new HttpError(404, 'Order not found');
    const mayRead = order.userId === user.id || order.items.every((item) => store.accessTo(user.id, item.accountId).isOwner);
    if (!mayRead) throw new HttpError(403, 'Not allowed to read that order');
    res.json(orderView(order, store.plans));
  });

  return router;
}
