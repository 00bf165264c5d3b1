/**
 * The browser side of the captcha stand-in, with the reCAPTCHA v3 surface. It asks for tokens
 * next to where it was loaded from, so it works on whatever port or path the sandbox is served.
 */
export const captchaScript = `(function () {
  'use strict';
  var script = document.currentScript || document.querySelector('script[src*="/captcha/api.js"]');
  var tokenUrl = new URL('token', script ? script.src : window.location.href);
  window.grecaptcha = {
    ready: function (callback) {
      Promise.resolve().then(callback);
    },
    execute: function (siteKey, options) {
      var url = new URL(tokenUrl.href);
      url.searchParams.set('sitekey', siteKey);
      url.searchParams.set('action', (options && options.action) || '');
      return fetch(url.href, { credentials: 'omit' }).then(function (response) {
        if (!response.ok) throw new Error('Captcha token request failed with status ' + response.status);
        return response.json();
      }).then(function (body) {
        return body.token;
      });
    }
  };
})();
`;
