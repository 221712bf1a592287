import { assistedApplicationAckMail } from './support-templates';

/** The acknowledgement of an assisted-application request (lambdas/mail/support-templates.ts): its own mail, in Spanish. */
const requester = { uid: 'u1', firstName: 'Ana', lastName: 'Soto', email: 'ana@example.cl' };
const request = {
  id: 'A5S1ST3D',
  asunto: 'Postulación asistida: Bono Invierno',
  mensaje: 'Tengo dudas <con> los documentos.',
  status: 'abierto' as const,
  createdAt: '2026-05-02T14:00:00.000Z',
  benefitId: 'bono-invierno',
  benefitName: 'Bono Invierno',
};
const siteUrl = 'https://beneficios.example.cl';

describe('assistedApplicationAckMail', () => {
  it('names the benefit in the subject and heading, says what happens next, and links to the request', () => {
    const mail = assistedApplicationAckMail(request, requester, siteUrl);
    expect(mail.subject).toBe('Recibimos tu solicitud de postulación asistida: Bono Invierno');
    expect(mail.text).toContain('Hola, Ana: te ayudaremos a postular a Bono Invierno');
    expect(mail.text).toContain('Recibimos tu solicitud de postulación asistida número A5S1ST3D, para Bono Invierno.');
    expect(mail.text).toContain('Qué sigue: nuestro equipo revisa tu solicitud');
    expect(mail.text).toContain('los documentos que necesitas y los pasos para postular');
    expect(mail.text).toContain('Estado: Abierto');
    expect(mail.text).toContain('Tu mensaje: Tengo dudas <con> los documentos.');
    expect(mail.text).toContain(`${siteUrl}/support/tickets/A5S1ST3D`);
    expect(mail.text).toContain('Nunca te pediremos tu contraseña ni tu ClaveÚnica.');
    expect(mail.html).toContain('Tengo dudas &lt;con&gt; los documentos.');
    expect(mail.html).not.toContain('<con>');
  });

  it('says the request is among the first of the inbox only when the plan includes priority support', () => {
    const priority = 'Tu plan incluye soporte prioritario: tu solicitud está entre las primeras de nuestra bandeja.';
    expect(assistedApplicationAckMail({ ...request, priority: true }, requester, siteUrl).text).toContain(priority);
    expect(assistedApplicationAckMail(request, requester, siteUrl).text).not.toContain(priority);
  });

  it('keeps a benefit name with line breaks to one line in the subject', () => {
    expect(assistedApplicationAckMail({ ...request, benefitName: 'Bono\r\nBcc: x@example.cl' }, requester, siteUrl).subject).toBe('Recibimos tu solicitud de postulación asistida: Bono Bcc: x@example.cl');
  });
});
