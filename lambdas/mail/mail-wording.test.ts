import { benefitReminderMail, claimFollowUpMail } from './reminder-templates';
import { assistedApplicationAckMail, insuranceContactTeamMail, supportReplyMail, supportTicketAckMail, supportTicketTeamMail } from './support-templates';
import { brand } from '../../shared/brand';
import { mailKinds } from '../../shared/events';
import { mailFor, registrationExpiredMail, templates, type Mail } from './templates';

/** How every mail but the billing ones reads: no sentence twice, no greeting that assumes a gender, dates DD-MM-AAAA. */
const siteUrl = 'https://beneficios.example.cl';
const requester = { uid: 'u1', firstName: 'Rosa', lastName: 'González Pérez', email: 'rosa@example.cl' };
const ticket = { id: 'K7M2Q9XA', asunto: 'No veo la PGU', mensaje: 'No aparece la PGU en mi panel.', status: 'abierto' as const, createdAt: '2026-11-26T17:07:00.000Z' };
const context = { firstName: 'Rosa', siteUrl, link: `${siteUrl}/activate/u1#token=t` };

const mails: [string, Mail][] = [
  ...Object.entries(templates).map(([kind, template]): [string, Mail] => [kind, template(context)]),
  ...mailKinds.map((kind): [string, Mail] => [`${kind} (company)`, mailFor(kind, { ...context, companyName: 'Panadería Los Andes SpA' })]),
  ['registration-expired', registrationExpiredMail(context)],
  ['support-ticket-team', supportTicketTeamMail(ticket, requester, siteUrl)],
  ['support-ticket-ack', supportTicketAckMail(ticket, requester, siteUrl)],
  ['assisted-ack', assistedApplicationAckMail({ ...ticket, benefitId: 'pgu', benefitName: 'Pensión Garantizada Universal (PGU)', priority: true }, requester, siteUrl)],
  ['insurance-team', insuranceContactTeamMail({ id: 'R3Q8W2NZ', uid: 'u1', insuranceType: 'cesantia', status: 'abierto', createdAt: ticket.createdAt, asunto: 'Seguros' } as Parameters<typeof insuranceContactTeamMail>[0], requester)],
  ['support-reply', supportReplyMail(ticket, { mensaje: 'Hola: sí te corresponde.', at: '2026-11-27T13:30:00.000Z' }, requester, siteUrl)],
  [
    'benefit-reminder',
    benefitReminderMail({ kind: 'payment', text: 'el pago de la PGU es el 30-11-2026.' } as Parameters<typeof benefitReminderMail>[0], {
      firstName: 'Rosa',
      siteUrl,
      benefitName: 'PGU',
      officialUrl: 'https://www.chileatiende.gob.cl',
      unsubscribePage: `${siteUrl}/reminders/unsubscribe#token=t`,
    }),
  ],
  [
    'claim-follow-up',
    claimFollowUpMail({ firstName: 'Rosa', siteUrl, claimName: 'Pensión Garantizada Universal (PGU) de María', appliedOn: '02-11-2026', unsubscribePage: `${siteUrl}/reminders/unsubscribe#token=t` }),
  ],
];

/** The sentences of a mail's text, without the lines that are data (`Label: value`) or links. */
const sentencesOf = (text: string): string[] =>
  text
    .split('\n')
    .filter((line) => !/^[\p{L} ]{1,30}: /u.test(line) && !line.startsWith('http'))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim().toLowerCase())
    .filter((sentence) => sentence.length > 20);

/** Every run of five words of the mail's sentences: one said twice, even reworded around it, repeats one. */
const fiveWordRuns = (sentences: readonly string[]): string[] =>
  sentences.flatMap((sentence) => {
    const words = sentence.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return words.slice(0, Math.max(0, words.length - 4)).map((_, index) => words.slice(index, index + 5).join(' '));
  });

describe.each(mails)('the %s mail', (_kind, mail) => {
  it('never says one sentence twice', () => {
    const sentences = sentencesOf(mail.text);
    expect(sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index)).toEqual([]);
    const runs = fiveWordRuns(sentences);
    expect([...new Set(runs.filter((run, index) => runs.indexOf(run) !== index))]).toEqual([]);
  });

  it('welcomes without assuming a gender', () => {
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/(?<!la )\b[Bb]ienvenid[oa]s?\b/);
  });

  it('writes dates DD-MM-AAAA', () => {
    expect(mail.text).not.toMatch(/\b\d{1,2} de [a-z]+ de \d{4}\b/);
    expect(mail.text).not.toMatch(/\b\d{2}-\d{2}-\d{2}\b(?!\d)/);
  });
});

it('the welcome mails say "Te damos la bienvenida" in their subject', () => {
  expect(templates['welcome-activation'](context).subject).toBe('Te damos la bienvenida a Beneficios Chile: activa tu cuenta');
  expect(templates['welcome-without-activation'](context).subject).toBe('Te damos la bienvenida a Beneficios Chile');
});

it('the team reads the ticket date DD-MM-AAAA and the full name', () => {
  const mail = supportTicketTeamMail(ticket, requester, siteUrl);
  expect(mail.text).toContain('Fecha: 26-11-2026, 14:07');
  expect(mail.text).toContain('Nombre: Rosa González Pérez');
});

describe('a company’s account mails', () => {
  it.each(['welcome-activation', 'welcome-without-activation', 'activation-confirmed'] as const)('%s speaks of its offers, never of benefits nor of answers', (kind) => {
    const mail = mailFor(kind, { ...context, companyName: 'Panadería Los Andes SpA' });
    expect(`${mail.subject}\n${mail.text}`).toContain('Panadería Los Andes SpA');
    expect(mail.text).toMatch(/ofertas? de práctica/);
    expect(`${mail.subject}\n${mail.text}`.replaceAll(brand.name, '').replaceAll(siteUrl, '')).not.toMatch(/beneficio|respuestas/i);
  });

  it('a person’s stay as they were', () => {
    expect(mailFor('welcome-activation', context).text).toContain('beneficios del Estado');
  });
});
