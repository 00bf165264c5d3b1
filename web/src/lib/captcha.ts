import { portalConfig } from './config';

export type CaptchaAction = 'login' | 'signup' | 'checkout';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

function loadScript(scriptUrl: string, siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const url = new URL(scriptUrl, window.location.href);
    url.searchParams.set('render', siteKey);
    script.src = url.toString();
    script.async = true;
    script.onload = () => {
      const captcha = window.grecaptcha;
      if (captcha) captcha.ready(() => resolve(captcha));
      else reject(new Error('The captcha script did not start'));
    };
    script.onerror = () => reject(new Error('The captcha script could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // let the next attempt try again
    throw error;
  });
  return loading;
}

/**
 * A captcha token for the action, or undefined where the deployment has no captcha configured.
 * Throws when captcha is configured but cannot be obtained, so the form can say so.
 */
export async function captchaToken(action: CaptchaAction): Promise<string | undefined> {
  const { captchaSiteKey, captchaScriptUrl } = portalConfig();
  if (!captchaSiteKey || !captchaScriptUrl) return undefined;
  const captcha = await loadScript(captchaScriptUrl, captchaSiteKey);
  return captcha.execute(captchaSiteKey, { action });
}
