import type { Captcha } from './auth/captcha';
import type { TokenIssuer } from './auth/jwt';
import type { SandboxStore } from './store';

/** What every stand-in service shares within one sandbox. */
export interface SandboxContext {
  store: SandboxStore;
  tokens: TokenIssuer;
  captcha: Captcha;
  now: () => number;
}
