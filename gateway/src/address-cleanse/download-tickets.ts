import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { LRUCache } from 'lru-cache';

/**
 * How long a download link works (docs/address-cleanse.md, "Download tickets"). The page asks for
 * a fresh link when the button is pressed, and the browser follows it at once, so minutes are
 * plenty; and a link copied out of the page, the browser's history or a proxy's log is worth
 * nothing a few minutes later. The check is made once, when the download starts: a large file
 * still streams for as long as it takes.
 */
export const TICKET_LIFETIME_SECONDS = 300;

/**
 * How long a ticket is kept after it stopped working, so that it is refused as expired (not as
 * unknown) when it comes back a little late; after that Redis forgets it.
 */
const KEPT_EXPIRED_SECONDS = 1_800;

/**
 * The most tickets a gateway keeps its own copy of (docs/operations.md, "When Redis goes away"),
 * the oldest going first: a ticket is made as a download button is pressed, so this is far more
 * than one gateway makes in the half hour a copy is kept, and each is some 2 kB.
 */
const MOST_KEPT_HERE = 5_000;

/** Which of a finished file's downloads. */
export type DownloadPart = 'cleansed' | 'duplicates';

/** What one ticket lets through: one file of one account, under one name, for the caller who asked for it. */
export interface DownloadTicket {
  /** The caller's Authorization header: the download is made as them, and checked again then. */
  authorization: string;
  /** Who asked for it (upstream/identity.ts), to refuse it to another caller who shows theirs. */
  identity: string;
  accountId: string;
  fileId: string;
  part: DownloadPart;
  /**
   * The name the download is saved under: the link's `downloadName`, bound here so that a link
   * changed to another name (`\u202Evsc.exe`, saved as "exe.csv") names nothing.
   */
  downloadName: string;
  /** Epoch milliseconds after which it no longer works. */
  expiresAt: number;
}

/**
 * A ticket that works, or why not: `unchecked` is one found nowhere while the shared state is
 * away, which another gateway may have made; it may well work once asked again.
 */
export type Redeemed = { ticket: DownloadTicket } | { refused: 'unknown' | 'expired' | 'unchecked' };

/** The key a ticket is kept under: its hash, so that the store holds no usable ticket. */
function keyOf(ticket: string): string {
  return `ticket:${createHash('sha256').update(ticket).digest('hex')}`;
}

/** The key that seals a ticket's contents: derived from the ticket, which only the browser holds. */
function sealingKey(ticket: string): Buffer {
  return Buffer.from(hkdfSync('sha256', ticket, '', 'portal download ticket', 32));
}

function seal(ticket: string, contents: DownloadTicket): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(ticket), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(contents), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

function unseal(ticket: string, kept: string): DownloadTicket | undefined {
  try {
    const [iv, tag, sealed] = kept.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(ticket), iv!);
    decipher.setAuthTag(tag!);
    return JSON.parse(Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8')) as DownloadTicket;
  } catch {
    return undefined;
  }
}

/**
 * Download tickets, in the gateway's shared state so that whichever gateway the browser's request
 * reaches honours a ticket another one made. A ticket is 256 random bits that stand for one file
 * for five minutes, in place of the session's token, which a link used to carry: a link passed on,
 * kept in the browser's history or written in a proxy's log handed over the whole session for up
 * to an hour. The store holds each ticket under its hash and its contents (the caller's token
 * among them) sealed with a key derived from the ticket, so that what is in Redis opens no
 * download and shows no token. The gateway that made a ticket keeps it so too in its own memory,
 * so that its links still work while Redis is away, or once Redis is back without them.
 */
export class DownloadTickets {
  readonly #keptHere = new LRUCache<string, string>({ max: MOST_KEPT_HERE, ttl: (TICKET_LIFETIME_SECONDS + KEPT_EXPIRED_SECONDS) * 1000 });

  constructor(
    private readonly store: KeyValueCache<string>,
    /** Whether the shared store answers now (SharedState.healthy): a ticket it cannot find may still be another gateway's. */
    private readonly storeHealthy: () => boolean = () => true,
  ) {}

  /** A new ticket for `contents`, working for TICKET_LIFETIME_SECONDS from now. */
  async mint(contents: Omit<DownloadTicket, 'expiresAt'>): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = Date.now() + TICKET_LIFETIME_SECONDS * 1000;
    const key = keyOf(ticket);
    const sealed = seal(ticket, { ...contents, expiresAt });
    this.#keptHere.set(key, sealed);
    await this.store.set(key, sealed, { ttl: TICKET_LIFETIME_SECONDS + KEPT_EXPIRED_SECONDS });
    return ticket;
  }

  /**
   * Writes every ticket this gateway made and still keeps into the shared store again, with the
   * time it has left there: called when Redis answers again after being away. A ticket made while
   * it was away was never written there, and a Redis that restarted holds none of the tickets made
   * before; either way, other gateways would refuse those links as not valid once Redis is back.
   */
  async shareKept(): Promise<void> {
    for (const [key, sealed] of [...this.#keptHere.entries()]) {
      const leftMs = this.#keptHere.getRemainingTTL(key);
      if (leftMs > 0) await this.store.set(key, sealed, { ttl: Math.ceil(leftMs / 1000) });
    }
  }

  /**
   * What `ticket` stands for, while it works. It is not used up: a browser that resumes a broken
   * download, or a download manager that asks twice, sends it again within its five minutes.
   */
  async redeem(ticket: string): Promise<Redeemed> {
    const key = keyOf(ticket);
    const kept = (await this.store.get(key)) ?? this.#keptHere.get(key);
    const contents = kept === undefined ? undefined : unseal(ticket, kept);
    if (!contents) return { refused: this.storeHealthy() ? 'unknown' : 'unchecked' };
    if (Date.now() >= contents.expiresAt) return { refused: 'expired' };
    return { ticket: contents };
  }
}
