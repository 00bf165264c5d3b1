import type { UpstreamService } from '../upstream/service';

// "Try it" on a token (schema/tokens.graphql): one autocomplete look-up made with the token's key,
// as an integrator's program would make it, so a customer sees the lock, IP range, referrer and
// service switches act. It goes through the request layer (timeouts, the log line without the
// key) but never through the cache: each run is a real call.

/** A look-up every territory's dataset answers. */
const trialSearch: Record<string, { dataset: string; text: string }> = {
  uk: { dataset: 'uk-paf', text: 'High Street' },
  australia: { dataset: 'au-gnaf', text: 'George Street' },
};

/** The most suggestions a trial shows. */
const SHOWN_SUGGESTIONS = 3;

export interface KeyTrialRequest {
  key: string;
  /** The web origin to send as the referrer; '' for none. */
  referrer: string;
  territory: string;
}

export interface KeyTrialOutcome {
  ok: boolean;
  status: number;
  message: string;
  suggestions: string[];
  command: string;
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function trialPath(territory: string): string {
  const search = trialSearch[territory] ?? trialSearch.uk;
  const query = new URLSearchParams({ dataset: search?.dataset ?? 'uk-paf', q: search?.text ?? 'High Street' });
  return `/autoc/json?${query.toString()}`;
}

/**
 * The Referer a browser would send for the page: the address as a URL writes it (an origin with
 * its `/`, a path's spaces and quotes escaped, a host in its own script in its ASCII form), which
 * is also a header's only allowed characters. A referrer the URL parser cannot read (a token's
 * from before the check) goes as it was kept.
 */
export function refererHeader(referrer: string): string {
  if (referrer === '') return '';
  try {
    return new URL(referrer).href;
  } catch {
    return referrer;
  }
}

/** The curl command for the trial's call. */
export function trialCommand(autocomplete: Pick<UpstreamService, 'baseUrl'>, request: KeyTrialRequest): string {
  const parts = ['curl', '-H', shellQuote(`Authorization: Bearer ${request.key}`)];
  if (request.referrer !== '') parts.push('-H', shellQuote(`Referer: ${refererHeader(request.referrer)}`));
  parts.push(shellQuote(`${autocomplete.baseUrl}${trialPath(request.territory)}`));
  return parts.join(' ');
}

function readSuggestions(text: string): string[] {
  try {
    const body: unknown = JSON.parse(text);
    if (!Array.isArray(body)) return [];
    return body.flatMap((entry: unknown) =>
      typeof entry === 'object' && entry !== null && 'text' in entry && typeof entry.text === 'string' ? [entry.text] : [],
    );
  } catch {
    return [];
  }
}

function readMsg(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && 'msg' in body && typeof body.msg === 'string' ? body.msg : undefined;
  } catch {
    return undefined;
  }
}

/** Runs the trial; a refusal is an outcome to show, not an error. A service that cannot be reached rejects with UpstreamError. */
async function runKeyTrial(autocomplete: UpstreamService, request: KeyTrialRequest, requestId: string | undefined): Promise<KeyTrialOutcome> {
  const command = trialCommand(autocomplete, request);
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${request.key}` };
  if (request.referrer !== '') headers.referer = refererHeader(request.referrer);
  const response = await autocomplete.exchange({ action: 'try the token', method: 'GET', path: '/autoc/json', requestId }, (send) =>
    send({ method: 'GET', path: trialPath(request.territory), headers }),
  );
  if (response.status >= 200 && response.status < 300) {
    const suggestions = readSuggestions(response.text);
    const found = suggestions.length === 1 ? '1 suggestion' : `${suggestions.length} suggestions`;
    return { ok: true, status: response.status, message: `Answered with ${found}`, suggestions: suggestions.slice(0, SHOWN_SUGGESTIONS), command };
  }
  return { ok: false, status: response.status, message: readMsg(response.text) ?? `Refused with status ${response.status}`, suggestions: [], command };
}

/** Trials against the autocomplete service: the command to show, and running it. */
export class KeyTrials {
  constructor(
    private readonly autocomplete: UpstreamService,
    /** The gateway request the trials serve. */
    private readonly requestId?: string,
  ) {}

  command(request: KeyTrialRequest): string {
    return trialCommand(this.autocomplete, request);
  }

  run(request: KeyTrialRequest): Promise<KeyTrialOutcome> {
    return runKeyTrial(this.autocomplete, request, this.requestId);
  }
}
