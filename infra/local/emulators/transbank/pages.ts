import { createHash } from 'node:crypto';
import { BEHAVIOUR_LABELS, DEFAULT_TEST_CARD, TEST_CARDS, testCardFor, type Behaviour } from './constants';
import type { Inscription, State } from './store';
import { escapeHtml, htmlPage, type HtmlPage } from '../html';

/** The emulator's pages, in Spanish, server-rendered, with no external assets. */

export type { HtmlPage as Page } from '../html';

/** The one inline script: the auto-submitted return form, allowed by its hash. */
const AUTO_SUBMIT = "document.getElementById('volver').submit();";
const AUTO_SUBMIT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}'`;

export const INSCRIPTION_SUBMIT_PATH = '/webpayserver/inscripcion';
export const BEHAVIOUR_PATH = '/emulador/comportamiento';

const style = `
  body { margin: 0; font-family: Arial, Helvetica, sans-serif; background: #f4f4f6; color: #1d1d1f; }
  header { background: #6b196b; color: #fff; padding: 12px 24px; font-weight: bold; }
  main { max-width: 880px; margin: 32px auto; background: #fff; border: 1px solid #d9d9de; border-radius: 8px; padding: 24px 32px; }
  h1 { font-size: 22px; margin: 0 0 12px; }
  h2 { font-size: 18px; margin: 24px 0 8px; }
  .note { font-size: 14px; color: #5b5b66; }
  label { display: block; margin: 16px 0 4px; font-size: 14px; font-weight: bold; }
  input[type=text], select { box-sizing: border-box; width: 100%; padding: 10px; font-size: 16px; border: 1px solid #8a8a94; border-radius: 4px; }
  .actions { display: flex; justify-content: space-between; margin-top: 24px; gap: 12px; }
  button { font-size: 15px; padding: 10px 24px; border-radius: 4px; cursor: pointer; }
  .primary { background: #d5006d; color: #fff; border: 0; }
  .secondary { background: #fff; color: #6b196b; border: 1px solid #6b196b; }
  table { border-collapse: collapse; width: 100%; font-size: 13px; }
  th, td { border-bottom: 1px solid #e3e3e8; padding: 6px; text-align: left; vertical-align: top; }
  code { background: #f1f1f4; padding: 1px 4px; }
  [role=alert] { background: #fde8ea; color: #8a0b1f; padding: 8px 12px; border-radius: 4px; }
  td form { display: flex; gap: 4px; } td select { width: auto; padding: 4px; font-size: 13px; } td button { padding: 4px 8px; font-size: 13px; }
`;

const layout = (title: string, body: string, formAction = "'self'", script = false): HtmlPage =>
  htmlPage({ title, style, body, formAction, header: 'Webpay Oneclick — emulador local (no es Transbank)', ...(script ? { script: AUTO_SUBMIT_HASH } : {}) });

const behaviourOptions = (selected: Behaviour | 'card'): string =>
  [['card', 'Según la tarjeta de prueba'], ...Object.entries(BEHAVIOUR_LABELS)]
    .map(([value, label]) => `<option value="${value}"${value === selected ? ' selected' : ''}>${escapeHtml(label ?? '')}</option>`)
    .join('');

/** Webpay's inscription form (`url_webpay`), reached with `TBK_TOKEN`. */
export const inscriptionPage = (inscription: Inscription, error?: string, cardNumber = DEFAULT_TEST_CARD, abortMethod: 'GET' | 'POST' = 'POST'): HtmlPage =>
  layout(
    'Inscripción Oneclick',
    `<h1>Inscribe tu tarjeta en Oneclick</h1>
<p>Comercio <code>${escapeHtml(inscription.mallCode)}</code> · usuario <strong>${escapeHtml(inscription.username)}</strong> (${escapeHtml(inscription.email)})</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${INSCRIPTION_SUBMIT_PATH}">
<input type="hidden" name="TBK_TOKEN" value="${escapeHtml(inscription.token)}">
<label for="card_number">Número de tarjeta</label>
<input type="text" id="card_number" name="card_number" inputmode="numeric" autocomplete="off" value="${escapeHtml(cardNumber)}" required>
<label for="behaviour">Cargos posteriores con esta tarjeta</label>
<select id="behaviour" name="behaviour">${behaviourOptions('card')}</select>
<label for="abort_method">Si anulas, el retorno al comercio es por</label>
<select id="abort_method" name="abort_method"><option value="POST"${abortMethod === 'POST' ? ' selected' : ''}>POST (ambiente de integración)</option><option value="GET"${abortMethod === 'GET' ? ' selected' : ''}>GET (producción)</option></select>
<div class="actions">
<button type="submit" name="action" value="anular" class="secondary" formnovalidate>Anular</button>
<button type="submit" name="action" value="inscribir" class="primary">Inscribir</button>
</div>
</form>
<h2>Tarjetas de prueba de Transbank</h2>
<table><thead><tr><th>Tarjeta</th><th>Número</th><th>Resultado</th></tr></thead><tbody>
${TEST_CARDS.map((card) => `<tr><td>${escapeHtml(card.cardType)}</td><td><code>${card.number}</code></td><td>${escapeHtml(card.label)}</td></tr>`).join('\n')}
</tbody></table>
<p class="note">CVV 123 (AMEX 1234), cualquier fecha de expiración; RUT 11.111.111-1, clave 123. Una tarjeta rechazada hace fallar la inscripción.
Al terminar (aprobada o rechazada) Webpay vuelve al comercio por GET solo con TBK_TOKEN; pasado el plazo del formulario, también.
“Sin respuesta (timeout)”: el cargo se hace, pero la respuesta no llega nunca (la conexión se cierra pasado el plazo configurado).</p>`,
  );

/** The auto-submitted form that takes the browser back to the merchant, as Webpay does. */
export const returnPage = (responseUrl: string, method: 'GET' | 'POST', fields: Record<string, string>): HtmlPage => {
  const origin = new URL(responseUrl).origin;
  return layout(
    'Volviendo al comercio',
    `<h1>Volviendo al comercio…</h1>
<form id="volver" method="${method.toLowerCase()}" action="${escapeHtml(responseUrl)}">
${Object.entries(fields)
  .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
  .join('\n')}
<noscript><button type="submit" class="primary">Continuar</button></noscript>
</form>
<script>${AUTO_SUBMIT}</script>`,
    origin,
    true,
  );
};

export const messagePage = (title: string, message: string): HtmlPage =>
  layout(title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/">Ver inscripciones y transacciones</a></p>`);

const statusLabels: Record<Inscription['status'], string> = {
  started: 'Iniciada (esperando la tarjeta)',
  enrolled: 'Tarjeta ingresada (falta finish)',
  rejected: 'Rechazada (falta finish)',
  aborted: 'Anulada por el usuario',
  timedout: 'Formulario vencido (timeout)',
  expired: 'Descartada: finish llegó después de 60 s',
  finished: 'Finalizada',
  replaced: 'Reemplazada por una inscripción nueva del mismo usuario',
  deleted: 'Eliminada',
};

const inscriptionRow = (inscription: Inscription): string => {
  const card = inscription.cardNumber ? `${testCardFor(inscription.cardNumber).cardType} ****${inscription.cardNumber.slice(-4)}` : '—';
  const behaviour = inscription.behaviour ?? 'card';
  const editable = inscription.status === 'finished' && inscription.tbkUser;
  const control = editable
    ? `<form method="post" action="${BEHAVIOUR_PATH}"><input type="hidden" name="TBK_TOKEN" value="${escapeHtml(inscription.token)}">
<select name="behaviour" aria-label="Cargos posteriores">${behaviourOptions(behaviour)}</select><button type="submit">Guardar</button></form>`
    : '—';
  return `<tr><td>${escapeHtml(inscription.createdAt.slice(0, 19).replace('T', ' '))}</td><td>${escapeHtml(inscription.username)}<br>${escapeHtml(inscription.email)}</td>
<td>${escapeHtml(statusLabels[inscription.status])}</td><td>${escapeHtml(card)}</td><td><code>${escapeHtml(inscription.tbkUser ?? '—')}</code></td><td>${control}</td></tr>`;
};

export const indexPage = (state: State, apiUrl: string): HtmlPage =>
  layout(
    'Emulador Transbank Oneclick Mall',
    `<h1>Emulador de Transbank Oneclick Mall</h1>
<p class="note">API: <code>${escapeHtml(apiUrl)}</code> — úsala como <code>environment</code> de <code>new Options(códigoDeComercio, llave, environment)</code>.
Comercio de integración <code>597055555541</code> (tiendas <code>597055555542</code>, <code>597055555543</code>); captura diferida <code>597055555547</code>.</p>
<h2>Inscripciones (${state.inscriptions.length})</h2>
<table><thead><tr><th>Creada</th><th>Usuario</th><th>Estado</th><th>Tarjeta</th><th>tbk_user</th><th>Cargos posteriores</th></tr></thead><tbody>
${[...state.inscriptions].reverse().map(inscriptionRow).join('\n')}
</tbody></table>
<h2>Transacciones (${state.transactions.length})</h2>
<table><thead><tr><th>Fecha</th><th>buy_order</th><th>Usuario</th><th>Tarjeta</th><th>Detalle por tienda</th></tr></thead><tbody>
${[...state.transactions]
  .reverse()
  .map(
    (transaction) => `<tr><td>${escapeHtml(transaction.transaction_date.slice(0, 19).replace('T', ' '))}</td><td><code>${escapeHtml(transaction.buy_order)}</code>${transaction.answerWithheld ? '<br>(respuesta retenida: timeout)' : ''}</td>
<td>${escapeHtml(transaction.username)}</td><td>${transaction.card_number ? `****${escapeHtml(transaction.card_number)}` : '—'}</td>
<td>${transaction.details
      .map(
        (detail) =>
          `<code>${escapeHtml(detail.commerce_code)}</code> ${escapeHtml(detail.buy_order)}: $${detail.amount} ${escapeHtml(detail.status)} (código ${detail.response_code})${detail.refunds.length > 0 ? `, saldo $${detail.balance}` : ''}`,
      )
      .join('<br>')}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`,
  );
