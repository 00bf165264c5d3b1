import type { RequestHandler } from 'express';
import type { GatewayConfig } from './config';

/** What the web app reads from `window.portalConfig` before it starts. */
export interface PortalConfig {
  supportEmail: string;
  captchaSiteKey: string | null;
  captchaScriptUrl: string | null;
  /** Log the page's web vitals to the console. */
  logWebVitals: boolean;
}

export function portalConfigOf(config: GatewayConfig): PortalConfig {
  return {
    supportEmail: config.supportEmail,
    captchaSiteKey: config.captcha.siteKey,
    captchaScriptUrl: config.captcha.scriptUrl,
    logWebVitals: config.logWebVitals,
  };
}

/** The script `/portal/config.js`; `<` and line separators escaped so no value can end the script. */
export function portalConfigScript(portalConfig: PortalConfig): string {
  const json = JSON.stringify(portalConfig)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.portalConfig = ${json};\n`;
}

export function portalConfigHandler(config: GatewayConfig): RequestHandler {
  const script = portalConfigScript(portalConfigOf(config));
  return (_req, res) => {
    // Settings may change with any restart, so the browser must always ask again.
    res.set('Cache-Control', 'no-store').type('text/javascript; charset=utf-8').send(script);
  };
}
