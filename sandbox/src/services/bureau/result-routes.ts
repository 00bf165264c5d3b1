import { Router, type Request } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { isOverCharacters } from '../../http/characters';
import { HttpError } from '../../http/errors';
import { jsonBody, queryParam, requiredIdQueryParam, requiredString } from '../../http/params';
import type { BureauFile } from '../../seed';
import { invoicePage } from './invoice-page';
import { bureauStateOf, invoiceNumber } from './state';
import { statsSummary } from './stats';
import { fileView } from './views';

function urlField(body: Record<string, unknown>, name: string): string {
  const value = requiredString(body, name, 2000);
  if (!/^https?:\/\//.test(value)) throw new HttpError(400, `${name} must be an http or https address`);
  return value;
}

/** Files whose costs are still an offer, and files paid for. */
const UNPAID: readonly BureauFile['status'][] = ['tested', 'costed'];
const PAID: readonly BureauFile['status'][] = ['paid', 'processing', 'finished'];

/** The customer's purchase-order reference: optional, at most 50 characters of text. */
function purchaseOrder(body: Record<string, unknown>): string {
  const value = body.purchaseOrder;
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || isOverCharacters(value.trim(), 50)) throw new HttpError(400, 'purchaseOrder must be text of at most 50 characters');
  return value.trim();
}

function secondsParam(req: Request, name: string): number | undefined {
  const value = queryParam(req, name);
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,12}$/.test(value)) throw new HttpError(400, `${name} must be epoch seconds`);
  return Number(value);
}

/** The bureau's result calls: test run, costs, pay by invoice or discard, results and the cleansed file's id. */
export function bureauResultRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const bureau = bureauStateOf(ctx);
  const auth = requireBearer(ctx);
  const fileOf = (req: Request) => bureau.file(sessionOf(req).user, requiredIdQueryParam(req, 'accountId'), requiredIdQueryParam(req, 'fileId'));
  const requireStatus = (file: BureauFile, allowed: readonly BureauFile['status'][], message: string) => {
    if (!allowed.includes(file.status)) throw new HttpError(409, message);
  };

  router.post('/files/createresults', auth, async (req, res) => {
    const file = fileOf(req);
    if (file.status === 'uploaded') throw new HttpError(409, "Map the file's fields first");
    requireStatus(file, ['mapped', 'tested', 'costed'], 'The file has been paid for or discarded');
    await bureau.runTest(file);
    res.json(fileView(file, bureau.extra(file)));
  });

  router.get('/files/testresults', auth, (req, res) => {
    const file = fileOf(req);
    if (!file.testResults) throw new HttpError(404, 'The file has no test results yet');
    res.json(file.testResults);
  });

  router.get('/files/results', auth, (req, res) => {
    const file = fileOf(req);
    if (!file.fullResults) throw new HttpError(404, 'The file has no full results yet');
    res.json(file.fullResults);
  });

  // Before paying: what the full run will cost (a tested file becomes costed). Once paid: what the
  // invoice charged, with the invoice, so the costs stay on the file's page.
  router.get('/files/results/costs', auth, async (req, res) => {
    const file = fileOf(req);
    requireStatus(file, [...UNPAID, ...PAID], 'Costs are given once the test results are ready; a discarded file has none');
    const extra = bureau.extra(file);
    if (UNPAID.includes(file.status)) {
      const rows = await (extra.counted ?? Promise.resolve(0));
      extra.costs ??= bureau.costsFor(file, extra, rows);
      if (file.status === 'tested') {
        file.status = 'costed';
        bureau.touch(file);
      }
      res.json({ ...extra.costs, invoice: null });
      return;
    }
    const invoice = bureau.invoiceOf(file);
    if (!extra.costs || !invoice) throw new HttpError(404, 'The file has no invoice');
    res.json({
      ...extra.costs,
      invoice: {
        number: invoiceNumber(invoice),
        url: `${req.protocol}://${req.get('host') ?? 'localhost'}/invoices/${invoice.token}`,
        date: invoice.date,
        purchaseOrder: invoice.purchaseOrder,
      },
    });
  });

  router.post('/files/results/pay', auth, async (req, res) => {
    const file = fileOf(req);
    requireStatus(file, ['tested', 'costed'], 'Only a file with test results that is not yet paid for or discarded can be paid for');
    const body = jsonBody(req);
    const address = body.companyAddress;
    if (!Array.isArray(address) || address.length === 0 || !address.every((line) => typeof line === 'string')) {
      throw new HttpError(400, 'companyAddress must be a list of lines');
    }
    const territory = requiredString(body, 'territory');
    if (territory !== bureau.territoryOf(file.accountId)) throw new HttpError(400, "territory must be the account's");
    const email = requiredString(body, 'email');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new HttpError(400, 'email must be an e-mail address');
    const invoice = await bureau.pay(file, {
      name: requiredString(body, 'name'),
      email,
      companyName: requiredString(body, 'companyName'),
      companyAddress: (address as string[]).map((line) => line.trim()).filter(Boolean),
      country: requiredString(body, 'country'),
      backUrl: urlField(body, 'backUrl'),
      paidUrl: urlField(body, 'paidUrl'),
      purchaseOrder: purchaseOrder(body),
    });
    res.json({ invoiceUrl: `${req.protocol}://${req.get('host') ?? 'localhost'}/invoices/${invoice.token}` });
  });

  router.post('/files/discardresults', auth, (req, res) => {
    const file = fileOf(req);
    requireStatus(file, ['tested', 'costed'], 'Only results not yet paid for can be discarded');
    file.status = 'discarded';
    bureau.touch(file);
    res.json(fileView(file, bureau.extra(file)));
  });

  router.get('/files/results/fileid', auth, (req, res) => {
    const file = fileOf(req);
    const extra = bureau.extra(file);
    if (file.status !== 'finished' || !extra.resultFileServerId) throw new HttpError(404, 'The file is not finished yet');
    res.json({ fileServerId: extra.resultFileServerId, duplicatesFileServerId: extra.duplicatesFileServerId });
  });

  router.get('/stats/summary', auth, (req, res) => {
    const accountId = requiredIdQueryParam(req, 'accId');
    bureau.requireOwner(sessionOf(req).user, accountId);
    res.json(statsSummary(bureau, ctx.store.mafs, accountId, secondsParam(req, 'dateFrom'), secondsParam(req, 'dateTo')));
  });

  // The invoice's page: the link is its secret, as a payment provider's hosted page would be.
  router.get('/invoices/:token', (req, res) => {
    const invoice = bureau.invoices.get(String(req.params.token));
    if (!invoice) throw new HttpError(404, 'No such invoice');
    res.type('html').send(invoicePage(invoice));
  });

  return router;
}
