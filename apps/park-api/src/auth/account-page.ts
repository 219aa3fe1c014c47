/**
 * The account site's HTML: small, server-rendered, script-free pages (a form each), escaped by
 * construction, served with the headers of account-page-security.ts. Plain CSS with AA contrast; every field has a label, every error is announced.
 */
import type { AccountLanguage } from './account-texts';

/** The chat pages are also in Portuguese (a /pt/ cart page's launcher opens them). */
type PageLanguage = AccountLanguage | 'pt';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

export interface FieldSpec {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text' | 'hidden' | 'textarea';
  value?: string;
  autocomplete?: string;
  error?: string;
  /** The longest value the server takes (the browser stops typing there too). */
  maxLength?: number;
}

export function field({ name, label, type, value = '', autocomplete, error, maxLength }: FieldSpec): string {
  if (type === 'hidden') return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const invalid = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const limit = maxLength ? ` maxlength="${maxLength}"` : '';
  if (type === 'textarea')
    return `<div class="field">
  <label for="${id}">${escapeHtml(label)}</label>
  <textarea id="${id}" name="${name}" rows="4"${limit} required${invalid}>${escapeHtml(value)}</textarea>
  ${error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
  return `<div class="field">
  <label for="${id}">${escapeHtml(label)}</label>
  <input id="${id}" name="${name}" type="${type}" value="${type === 'password' ? '' : escapeHtml(value)}"${
    autocomplete ? ` autocomplete="${autocomplete}"` : ''
  }${limit} required${invalid}>
  ${error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export interface PageSpec {
  language: PageLanguage;
  title: string;
  siteName: string;
  /** A message for the whole form (wrong credentials…), announced as an alert. */
  alert?: string;
  /** A neutral notice (code sent…). */
  notice?: string;
  body: string;
  /** The response's CSP nonce, for the inline stylesheet (account-page-security.ts). */
  nonce: string;
  /** A wider page for tables (the agent console). */
  wide?: boolean;
}

export function accountPage({
  language,
  title,
  siteName,
  alert,
  notice,
  body,
  nonce,
  wide,
}: PageSpec): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(siteName)}</title>
<style nonce="${escapeHtml(nonce)}">
body{font-family:system-ui,sans-serif;margin:0;background:#f4f1ea;color:#1f1f1f}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 1rem}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input,textarea{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #6b6b6b;border-radius:.375rem;font-size:1rem}
textarea{font:inherit}
input:focus,textarea:focus,button:focus,a:focus{outline:3px solid #0b5cad;outline-offset:2px}
button{background:#0b5cad;color:#fff;border:0;border-radius:.375rem;padding:.7rem 1.2rem;font-size:1rem;font-weight:600;cursor:pointer}
button.secondary{background:#fff;color:#0b5cad;border:1px solid #0b5cad}
.field-error,.alert{color:#a4161a}
.alert{border:1px solid #a4161a;background:#fdecec;padding:.75rem;border-radius:.375rem}
.notice{border:1px solid #0b5cad;background:#e8f1fb;padding:.75rem;border-radius:.375rem}
a{color:#0b5cad}
nav p{margin:.5rem 0}
main.wide{max-width:48rem}
.messages{list-style:none;padding:0;margin:0 0 1rem}
.messages li{margin:0 0 .5rem;padding:.5rem .75rem;border-radius:.5rem;background:#f4f1ea}
.messages li.agent{background:#e8f1fb}
.messages .who{display:block;font-weight:600;font-size:.875rem}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.4rem;border-bottom:1px solid #d6d2c8;vertical-align:top}
.badge{font-weight:700;color:#a4161a}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
</style>
</head>
<body>
<main${wide ? ' class="wide"' : ''}>
<p>${escapeHtml(siteName)}</p>
<h1>${escapeHtml(title)}</h1>
${alert ? `<p class="alert" role="alert">${escapeHtml(alert)}</p>` : ''}
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
${body}
</main>
</body>
</html>`;
}
