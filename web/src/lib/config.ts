/** Settings the gateway serves at /portal/config.js, read once at start. */
export interface PortalConfig {
  supportEmail: string;
  /** Empty when the deployment does not use captcha. */
  captchaSiteKey: string;
  captchaScriptUrl: string;
  /** Log the page's web vitals to the console (the gateway's LOG_WEB_VITALS). */
  logWebVitals: boolean;
}

declare global {
  interface Window {
    portalConfig?: Partial<PortalConfig>;
  }
}

const defaults: PortalConfig = {
  supportEmail: 'support@dataportal.example',
  captchaSiteKey: '',
  captchaScriptUrl: '',
  logWebVitals: false,
};

export function portalConfig(): PortalConfig {
  return { ...defaults, ...(typeof window === 'undefined' ? {} : window.portalConfig) };
}
