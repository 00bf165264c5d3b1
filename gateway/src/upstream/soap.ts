import type { IExOptions, IHeaders, IHttpClient } from 'soap';
import { z } from 'zod';
import { UpstreamError, extractMsg, type CallContext } from './errors';
import type { ExchangeLabel, Send, UpstreamService } from './service';
import { checkShape } from './shape';
import type { TransportResponse } from './transport';

// node-soap builds envelopes and reads answers; the request layer does the rest. Its HTTP client
// is replaced by one that sends through the exchange a call runs in, so a SOAP call has the REST
// calls' transport, timeout, failure classification and log line. Each call hands its exchange's
// sender to node-soap in the options it passes on to the HTTP client, under this key.
const SENDER = 'portalSender';

type SoapSender = (url: string, request: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }) => Promise<TransportResponse>;

/** The HTTP client every node-soap client of the gateway is made with. */
export const soapHttpClient: IHttpClient = {
  request(url: string, data: unknown, callback: (error: unknown, res?: unknown, body?: unknown) => unknown, exheaders?: IHeaders, exoptions?: IExOptions) {
    const sender = exoptions?.[SENDER] as SoapSender | undefined;
    const sent = sender
      ? sender(url, { method: data ? 'POST' : 'GET', headers: stringHeaders(exheaders), body: typeof data === 'string' ? data : undefined })
      : Promise.reject(new Error('A SOAP request was made outside an exchange'));
    const answered = sent.then(
      (response) => {
        // The shape of axios's response, which is what node-soap reads.
        const res = { status: response.status, headers: { 'content-type': response.contentType }, data: response.text };
        callback(null, res, response.text);
        return res;
      },
      (error: unknown) => {
        callback(error);
      },
    );
    // node-soap ignores what this returns; the declared type is axios's promise.
    return answered as unknown as ReturnType<IHttpClient['request']>;
  },
};

function stringHeaders(headers: IHeaders | undefined): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined && value !== null) strings[name.toLowerCase()] = String(value);
  }
  return strings;
}

/** A text node as node-soap gives it: a string, or `{ $value }` when it has attributes. */
const soapText = z.union([z.string(), z.object({ $value: z.string() }).transform((node) => node.$value)]);

/** The fault node-soap throws for a SOAP 1.1 or 1.2 fault, as its code and text. */
const thrownFault = z
  .object({
    root: z.object({
      Envelope: z.object({
        Body: z.object({
          Fault: z.union([
            z
              .object({ faultcode: soapText.optional(), faultstring: soapText })
              .transform((fault) => ({ code: fault.faultcode ?? '', text: fault.faultstring })),
            z
              .object({ Code: z.object({ Value: soapText }), Reason: z.object({ Text: soapText }) })
              .transform((fault) => ({ code: fault.Code.Value, text: fault.Reason.Text })),
          ]),
        }),
      }),
    }),
  })
  .transform((error) => error.root.Envelope.Body.Fault);

const isSuccess = (status: number) => status >= 200 && status < 300;

/** The service's `{"msg"}` on an HTTP error without a fault (401, 403...), where the body has one. */
function msgOf(response: TransportResponse): string | undefined {
  try {
    return extractMsg(JSON.parse(response.text));
  } catch {
    return undefined;
  }
}

/**
 * How a SOAP exchange failed, from what node-soap threw and the last HTTP answer: a fault (with
 * its text as the msg), else an error status, else an answer that could not be read as SOAP.
 */
function soapFailure(error: unknown, response: TransportResponse | undefined, context: CallContext): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const fault = thrownFault.safeParse(error);
  if (fault.success) return new UpstreamError({ ...context, failure: 'fault', status: response?.status, msg: fault.data.text, faultCode: fault.data.code });
  if (response && !isSuccess(response.status)) return new UpstreamError({ ...context, failure: 'status', status: response.status, msg: msgOf(response) });
  return new UpstreamError({ ...context, failure: 'unreadable', status: response?.status, detail: 'not SOAP' });
}

/**
 * Runs one SOAP call (fetching the WSDL, or an operation) as an exchange of `service`: `run`
 * makes the node-soap call with the options given, which route its HTTP through the request
 * layer. Failures are classified as for REST, a fault as its own kind (SOAP_FAULT); a result is
 * checked against `shape` as a REST answer is.
 */
export function soapExchange<S extends z.ZodType>(
  service: UpstreamService,
  label: ExchangeLabel,
  shape: S,
  run: (options: Record<string, unknown>) => Promise<unknown>,
): Promise<z.output<S>> {
  return service.exchange(label, async (send: Send, context) => {
    let last: TransportResponse | undefined;
    const sender: SoapSender = async (url, request) => {
      const path = service.pathWithin(url);
      // A WSDL may name other documents or addresses; only the service's own are fetched.
      if (path === undefined) throw new UpstreamError({ ...context, failure: 'unreadable', detail: 'an address outside the service' });
      last = await send({ ...request, path });
      return last;
    };
    let result: unknown;
    try {
      result = await run({ [SENDER]: sender });
    } catch (error) {
      throw soapFailure(error, last, context);
    }
    // node-soap passes some error answers on as results (a JSON body it could not read as SOAP).
    if (last && !isSuccess(last.status)) throw soapFailure(undefined, last, context);
    return checkShape(shape, result, { ...context, status: last?.status });
  });
}
