/**
 * The emulator's HTML: Google's account chooser, the info page at `/` and the error page, each with
 * its Content-Security-Policy (no script at all; forms post only to the emulator and the app).
 */
import { escapeHtml, htmlPage, type HtmlPage } from '../html';

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  scope: string;
}

export type { HtmlPage } from '../html';

const style = `
  body { margin: 0; font-family: Arial, Helvetica, sans-serif; background: #f1f3f4; color: #202124; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border: 1px solid #dadce0; border-radius: 8px; padding: 32px; }
  h1 { font-size: 24px; font-weight: 400; margin: 0 0 8px; }
  p { line-height: 1.5; }
  .note { font-size: 14px; color: #5f6368; }
  label { display: block; margin: 16px 0 4px; font-size: 14px; }
  input[type=text], input[type=email] { box-sizing: border-box; width: 100%; padding: 10px; font-size: 16px; border: 1px solid #80868b; border-radius: 4px; }
  .check { display: flex; gap: 8px; align-items: center; margin-top: 16px; }
  .check label { margin: 0; }
  .actions { display: flex; justify-content: space-between; margin-top: 24px; }
  button { font-size: 15px; padding: 10px 24px; border-radius: 4px; cursor: pointer; }
  .primary { background: #1a73e8; color: #fff; border: 0; }
  .secondary { background: #fff; color: #1a73e8; border: 1px solid #dadce0; }
  [role=alert] { background: #fce8e6; color: #a50e0e; padding: 8px 12px; border-radius: 4px; }
  code { background: #f1f3f4; padding: 1px 4px; }
`;

const page = (title: string, body: string, formAction: string): HtmlPage => htmlPage({ title, style, body, formAction: `'self' ${formAction}` });

const hidden = (request: AuthorizeRequest): string =>
  [
    ['client_id', request.clientId],
    ['redirect_uri', request.redirectUri],
    ['state', request.state],
    ['code_challenge', request.codeChallenge],
    ['code_challenge_method', 'S256'],
    ['scope', request.scope],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
    .join('\n');

export interface ChooserValues {
  name: string;
  email: string;
  verified: boolean;
}

export const chooserPage = (request: AuthorizeRequest, values: ChooserValues, error: string | undefined, formAction: string): HtmlPage =>
  page(
    'Elige una cuenta de Google (emulador local)',
    `<h1>Iniciar sesión con Google</h1>
<p class="note">Emulador local de Google: escribe la cuenta con la que quieres entrar. Nada sale de este equipo.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oauth2/authorize">
${hidden(request)}
<label for="name">Nombre</label>
<input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(values.name)}">
<label for="email">Correo electrónico</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email)}">
<div class="check">
<input id="email_verified" name="email_verified" type="checkbox" value="true"${values.verified ? ' checked' : ''}>
<label for="email_verified">Correo verificado por Google</label>
</div>
<div class="actions">
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancelar</button>
<button class="primary" type="submit" name="action" value="continue">Continuar</button>
</div>
</form>`,
    formAction,
  );

export const invalidRequestPage = (problem: string, formAction: string): HtmlPage =>
  page('Solicitud no válida', `<h1>Solicitud no válida</h1><p role="alert">${escapeHtml(problem)}</p>`, formAction);

export const infoPage = (appOrigins: readonly string[], formAction: string): HtmlPage =>
  page(
    'Emulador local de Google',
    `<h1>Emulador local de Google</h1>
<p>Este servidor reemplaza a Google y a la página de inicio de sesión de Cognito en el stack local. Si llegaste aquí para aceptar su certificado autofirmado, ya está: vuelve a la aplicación y usa <strong>Continuar con Google</strong>.</p>
<p class="note">Rutas: <code>/oauth2/authorize</code>, <code>/oauth2/token</code>, <code>/oauth2/userInfo</code>, <code>/logout</code>.</p>
${appOrigins.map((origin) => `<p><a href="${escapeHtml(origin)}/login">${escapeHtml(origin)}/login</a></p>`).join('')}`,
    formAction,
  );
