import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CAPTCHA_SITE_KEY = 'sandbox-site-key';
export const CAPTCHA_VALIDITY_SECONDS = 120;

/** reCAPTCHA action names: letters, digits, slashes and underscores. */
export const ACTION_PATTERN = /^[A-Za-z0-9_/]{1,100}$/;

interface CaptchaPayload {
  action: string;
  exp: number;
  nonce: string;
}

/** Stand-in for reCAPTCHA v3: tokens are HMAC-signed, bound to one action, short-lived. */
export class Captcha {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number,
  ) {
    // A key of its own, so a captcha token can never pass for anything signed with the JWT secret.
    this.key = createHmac('sha256', secret).update('sandbox captcha').digest();
  }

  private sign(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }

  issue(action: string): string {
    const payload: CaptchaPayload = {
      action,
      exp: Math.floor(this.now() / 1000) + CAPTCHA_VALIDITY_SECONDS,
      nonce: randomBytes(8).toString('base64url'),
    };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${encoded}.${this.sign(encoded).toString('base64url')}`;
  }

  verify(token: string, action: string): boolean {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return false;
    const expected = this.sign(encoded);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    try {
      const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<CaptchaPayload>;
      return payload.action === action && typeof payload.exp === 'number' && payload.exp > Math.floor(this.now() / 1000);
    } catch {
      return false;
    }
  }
}
