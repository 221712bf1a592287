/** The emulators' own pages (Google's chooser, Webpay's forms): server-rendered, no external asset, each with its Content-Security-Policy. */
export interface HtmlPage {
  html: string;
  csp: string;
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * A page with inline styles only; `script` is the CSP source of the one inline script allowed (a
 * hash), `formAction` where its forms may post, `header` a line above the content.
 */
export const htmlPage = (page: { title: string; style: string; body: string; formAction: string; script?: string; header?: string }): HtmlPage => ({
  csp: `default-src 'none'; style-src 'unsafe-inline'; script-src ${page.script ?? "'none'"}; form-action ${page.formAction}; frame-ancestors 'none'; base-uri 'none'`,
  html: `<!doctype html>
<html lang="es-CL">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>
${page.style.trim()}
</style>
</head>
<body>${page.header ? `<header>${page.header}</header>` : ''}<main>${page.body}</main></body>
</html>`,
});
