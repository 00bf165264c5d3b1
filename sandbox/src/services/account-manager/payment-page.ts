import express, { Router } from 'express';
import type { Request, Response } from 'express';
import type { SandboxContext } from '../../context';
import { shopOf, type Order } from '../../store/shop';
import { checkCard, declineReason, type CardForm } from './card-check';
import { cardEntryPage, messagePage, orderPaymentPage } from './payment-page-html';
import { withQuery } from './shop-access';
import type { SavedCard } from '../../seed/payments';

const readForm = express.urlencoded({ extended: false, limit: '16kb' });

function formOf(req: Request): CardForm & { save: boolean; withSavedCard: boolean } {
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
  return {
    name: text('name'),
    number: text('number'),
    expiry: text('expiry'),
    cvc: text('cvc'),
    save: text('save') === 'on',
    withSavedCard: text('method') === 'saved',
  };
}

/** A saved card past its expiry month, as of `now`. */
function expired(card: SavedCard, now: Date): boolean {
  return card.expiryYear * 12 + card.expiryMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

const emptyForm: CardForm = { name: '', number: '', expiry: '', cvc: '' };

function sendPage(res: Response, status: number, html: string): void {
  // The card form must not be framed by another site, nor kept in a shared cache.
  res.status(status).set({ 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY', 'Content-Type': 'text/html; charset=utf-8' }).send(html);
}

/**
 * The provider's payment pages, served for real: `/pay/{ref}` (an order's summary and card form,
 * from `POST /shop/checkout`) and `/card/{ref}` (a new saved card, from `GET /payment/generate`).
 * They ask for no sign-in, as a payment provider's hosted page does: the unguessable `ref` is the
 * key. The card is checked (Luhn, expiry, security code); the published test numbers for a
 * declined card are refused with the reason; then the browser goes back where the portal said.
 */
export function paymentPageRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;
  const shop = shopOf(store, ctx.now);
  const accountName = (accountId: number) => store.getGroup(accountId)?.name || `Account ${accountId}`;

  /**
   * The card the order's account keeps, which the page offers first, as a provider's hosted page
   * does for a returning customer. Only for an order of one account (a card is kept per account),
   * and only to a payer the account lets pay with it: the user who checked out must be on its list
   * of who may pay (`/payment/users`); anyone else pays with a card of their own.
   */
  function savedCardOf(order: Order): SavedCard | null {
    const accounts = new Set(order.items.map((item) => item.accountId));
    const [accountId] = [...accounts];
    if (accounts.size !== 1 || accountId === undefined || !shop.mayPayWithSavedCard(accountId, order.userId)) return null;
    return shop.savedCards.get(accountId) ?? null;
  }

  /** Why a payment with the saved card was refused: the account has none, or the payer may not use it. */
  function noSavedCardReason(order: Order): string {
    const accounts = new Set(order.items.map((item) => item.accountId));
    if (accounts.size === 1 && [...accounts].some((accountId) => shop.savedCards.has(accountId)))
      return 'You are not on the list of who may pay with this account’s saved card: pay with another card.';
    return 'There is no saved card for this order: pay with another card.';
  }

  function orderPage(order: Order, form: CardForm, saveCard: boolean, problems = {}, alert?: string): string {
    return orderPaymentPage({
      orderId: order.orderId,
      lines: order.items.map((item) => ({
        plan: store.plans.find((plan) => plan.planId === item.planId)?.plan ?? `Plan ${item.planId}`,
        account: accountName(item.accountId),
        clicks: item.quantity,
        price: item.price,
      })),
      total: order.total,
      currency: order.currency,
      form,
      saveCard,
      problems,
      alert,
      cancelHref: `/pay/${order.ref}/cancel`,
      savedCard: savedCardOf(order),
    });
  }

  const paidPage = (order: Order) =>
    messagePage('This order has been paid', `Order ${order.orderId} has been paid.`, {
      href: withQuery(order.paidUrl, { orderId: String(order.orderId) }),
      text: 'Continue',
    });
  const unknownPage = () => messagePage('Payment page not found', 'This payment page does not exist. Go back to the portal and check out again.');

  router.get('/pay/:ref', (req, res) => {
    const order = shop.orderByRef(req.params.ref);
    if (!order) return sendPage(res, 404, unknownPage());
    if (order.status === 'paid') return sendPage(res, 200, paidPage(order));
    sendPage(res, 200, orderPage(order, emptyForm, false));
  });

  router.get('/pay/:ref/cancel', (req, res) => {
    const order = shop.orderByRef(req.params.ref);
    if (!order) return sendPage(res, 404, unknownPage());
    if (order.status === 'paid') return res.redirect(303, withQuery(order.paidUrl, { orderId: String(order.orderId) }));
    res.redirect(303, withQuery(order.backUrl, { payment: 'cancelled' }));
  });

  router.post('/pay/:ref', readForm, (req, res) => {
    const order = shop.orderByRef(req.params.ref);
    if (!order) return sendPage(res, 404, unknownPage());
    // Paying again (a second click, the page posted twice) buys nothing more.
    if (order.status === 'paid') return res.redirect(303, withQuery(order.paidUrl, { orderId: String(order.orderId) }));
    const form = formOf(req);
    if (form.withSavedCard) {
      const saved = savedCardOf(order);
      if (!saved) return sendPage(res, 400, orderPage(order, emptyForm, false, {}, noSavedCardReason(order)));
      if (expired(saved, new Date(ctx.now())))
        return res.redirect(303, withQuery(order.backUrl, { payment: 'declined', reason: 'The saved card has expired.' }));
      const problem = shop.pay(order, { brand: saved.brand, lastFour: saved.lastFour });
      if (problem) return sendPage(res, 409, orderPage(order, emptyForm, false, {}, `This order can no longer be paid: ${problem}`));
      return res.redirect(303, withQuery(order.paidUrl, { orderId: String(order.orderId) }));
    }
    const checked = checkCard(form, new Date(ctx.now()));
    if (!checked.ok) return sendPage(res, 400, orderPage(order, form, form.save, checked.problems));
    const declined = declineReason(form.number);
    if (declined) return res.redirect(303, withQuery(order.backUrl, { payment: 'declined', reason: declined }));
    const { card } = checked;
    const problem = shop.pay(order, { brand: card.brand, lastFour: card.lastFour });
    if (problem) return sendPage(res, 409, orderPage(order, form, form.save, {}, `This order can no longer be paid: ${problem}`));
    if (form.save) {
      const accounts = new Set(order.items.map((item) => item.accountId));
      const saved = { brand: card.brand, lastFour: card.lastFour, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear };
      for (const accountId of accounts) shop.saveCard(accountId, saved, order.billing.email, order.userId);
    }
    res.redirect(303, withQuery(order.paidUrl, { orderId: String(order.orderId) }));
  });

  router.get('/card/:ref', (req, res) => {
    const page = shop.cardPage(req.params.ref);
    if (!page) return sendPage(res, 404, unknownPage());
    if (page.used)
      return sendPage(
        res,
        200,
        messagePage(
          'This card has been saved',
          'The card has been saved.',
          page.backUrl ? { href: withQuery(page.backUrl, { card: 'saved' }), text: 'Continue' } : undefined,
        ),
      );
    sendPage(
      res,
      200,
      cardEntryPage({ accountName: accountName(page.accountId), form: emptyForm, problems: {}, cancelHref: page.backUrl ? `/card/${page.ref}/cancel` : null }),
    );
  });

  router.get('/card/:ref/cancel', (req, res) => {
    const page = shop.cardPage(req.params.ref);
    if (!page?.backUrl) return sendPage(res, 404, unknownPage());
    res.redirect(303, withQuery(page.backUrl, { card: 'cancelled' }));
  });

  router.post('/card/:ref', readForm, (req, res) => {
    const page = shop.cardPage(req.params.ref);
    if (!page) return sendPage(res, 404, unknownPage());
    // Back to the portal where it gave an address; else the answer stays on this page.
    const backOr = (params: Record<string, string>, status: number, html: string) => {
      if (page.backUrl) res.redirect(303, withQuery(page.backUrl, params));
      else sendPage(res, status, html);
    };
    const savedPage = () => messagePage('This card has been saved', 'The card has been saved.');
    if (page.used) return backOr({ card: 'saved' }, 200, savedPage());
    const form = formOf(req);
    const checked = checkCard(form, new Date(ctx.now()));
    const cancelHref = page.backUrl ? `/card/${page.ref}/cancel` : null;
    if (!checked.ok) return sendPage(res, 400, cardEntryPage({ accountName: accountName(page.accountId), form, problems: checked.problems, cancelHref }));
    const declined = declineReason(form.number);
    if (declined)
      return backOr(
        { card: 'declined', reason: declined },
        402,
        cardEntryPage({ accountName: accountName(page.accountId), form, problems: {}, alert: declined, cancelHref }),
      );
    const { card } = checked;
    const owner = store.getUser(page.userId);
    shop.saveCard(
      page.accountId,
      { brand: card.brand, lastFour: card.lastFour, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear },
      shop.savedCards.get(page.accountId)?.billingEmail ?? owner?.email,
      page.userId,
    );
    page.used = true;
    backOr({ card: 'saved' }, 200, savedPage());
  });

  return router;
}
