import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../infra/local/config';
import { localJobQueueName } from '../infra/local/function-env';
import { localQueueUrl } from '../infra/local/queues';
import { todayInChile, toIsoDate } from '../shared/age';
import { jobAlertShard } from '../shared/job-alerts';
import { expectNoAxeViolations } from './axe';
import { e2eStack } from './stack';
import { activateViaMail, freshIdentity, linkIn, mailsTo, registerCompanyViaApi, registerViaApi, submitRegisterForm } from './support';

/**
 * A student's side of the internships, on a 390 px phone, against a company on a desktop: a signed-out
 * student goes from an offer to "Postular", registers and activates, and comes back each time to the
 * same application; sends it (and gets its copy by mail), exchanges messages with the company (each
 * side mailed, each side's open page updated live), is selected, and follows it all from "Mis
 * postulaciones" in the bottom bar; the listing and the offer's page say "Ya postulaste". Another
 * student saves a search and gets the alert mail for an offer published after, then stops those mails
 * with the mail's own link.
 */
test.describe.configure({ timeout: 240_000 });

/** Pushes arrive within a second or two; the fallback poll is a minute: this bound tells them apart. */
const PUSH_TIMEOUT_MS = 5_000;
const phone = { width: 390, height: 844 };
const cv = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const contextFor = (browser: Browser, viewport: { width: number; height: number }) =>
  browser.newContext({ baseURL: e2eStack.baseUrl, locale: 'es-CL', timezoneId: 'America/Santiago', viewport });

/** The first mail to `address` whose subject passes `about`, waiting for it (other mails of the account come and go). */
const mailAbout = async (address: string, about: (subject: string) => boolean) => {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = (await mailsTo(address, 1)).find((mail) => about(mail.subject));
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
const at = (path: string) => new RegExp(`${path.replace(/[?.]/g, '\\$&')}$`);

const idTokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((name) => name.endsWith('.idToken')) ?? '') ?? '');

/** An activated company signed in on a desktop, with the token to publish through the API. */
const companyOnDesktop = async (browser: Browser, request: APIRequestContext) => {
  const company = await registerCompanyViaApi(request, 'empresa.postulantes');
  await activateViaMail(request, company.email);
  const context = await contextFor(browser, { width: 1280, height: 900 });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(company.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(company.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // Signing in and registering wait on Cognito's emulator, slow on a busy machine.
  await expect(page).toHaveURL(/\/company\/dashboard\/?$/, { timeout: 20_000 });
  const token = await idTokenOf(page);
  const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const publish = async (title: string, extra: Record<string, unknown> = {}): Promise<string> => {
    const offer = {
      title,
      area: 'comunicaciones',
      description: 'Apoyarás al equipo en redes sociales, campañas y el sitio web de la panadería, con una persona que te acompaña.',
      requirements: 'Estudiante de Publicidad o Marketing, con ganas de aprender.',
      modality: 'hibrida',
      region: 'Valparaíso',
      comuna: 'Viña del Mar',
      durationMonths: 3,
      startDate: inDays(40),
      vacancies: 1,
      deadline: inDays(20),
      stipendClp: 350_000,
      ...extra,
    };
    const created = await request.post('/api/company/offers', { headers: { authorization: `Bearer ${token}` }, data: { offer, publish: true } });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { offerId: string }).offerId;
  };
  return { page, context, publish };
};

test('a signed-out student goes from an offer to Postular, registers and activates back to the same application, talks with the company, is selected, and follows it from Mis postulaciones', async ({ browser, request }) => {
  const title = `Práctica en redes sociales ${String(Date.now() % 100_000)}`;
  const company = await companyOnDesktop(browser, request);
  const offerId = await company.publish(title);
  const applying = `/intern/postular/${offerId}`;

  // Signed out, on a phone: the listing, the offer's page, "Postular".
  const studentContext = await contextFor(browser, phone);
  const student = await studentContext.newPage();
  await student.goto('/internships/');
  await student.getByRole('link', { name: title }).click();
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await student.getByRole('link', { name: 'Postular' }).click();

  // The sign-in speaks of applying, and its way to registering keeps the application.
  await expect(student).toHaveURL(at(`/login?redirect=${encodeURIComponent(applying)}`));
  await expect(student.getByText('Inicia sesión para enviar tu postulación a la práctica.')).toBeVisible();
  await expect(student.getByText('Revisa los beneficios que podrías cobrar.')).toHaveCount(0);
  await student.getByRole('link', { name: 'Regístrate' }).click();
  await expect(student.getByText('Crea tu cuenta gratis para postular a la práctica con tu perfil y tu CV.')).toBeVisible();
  const person = { firstName: 'Tomás', lastName: 'Rivas', birthDate: '2002-08-09', password: 'clave123', ...freshIdentity('estudiante.postula') };
  await submitRegisterForm(student, person);
  await expect(student).toHaveURL(at(applying), { timeout: 20_000 });
  await expect(student.getByTestId('offer-to-apply')).toContainText(title);

  // The activation mail's link leads back to the same application.
  const [welcome] = await mailsTo(person.email);
  const activation = linkIn(welcome, '/activate/');
  expect(activation).toContain(`?redirect=${encodeURIComponent(applying)}#token=`);
  await student.goto(activation);
  await expect(student.getByTestId('activation-status')).toHaveText('¡Cuenta activada con éxito! Redirigiendo...');
  await expect(student).toHaveURL(at(applying), { timeout: 10_000 });

  // The profile, the CV, the message: sent, and its copy by mail.
  const form = student.getByTestId('student-profile-form');
  await form.getByLabel('Institución').fill('Universidad Técnica Federico Santa María');
  await form.getByLabel('Carrera').fill('Publicidad');
  await form.getByLabel('Año que cursas').selectOption('4');
  await form.getByLabel('Teléfono').fill('+56 9 7654 3210');
  await form.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(student.getByText('Guardamos tu perfil de estudiante.')).toBeVisible();
  await student.getByTestId('cv-input').setInputFiles({ name: 'CV Tomás Rivas.pdf', mimeType: 'application/pdf', buffer: cv });
  await expect(student.getByText('Guardamos tu CV.')).toBeVisible();
  await student.getByLabel('Mensaje para la empresa').fill('Manejo las redes de mi centro de alumnos y me encantaría aprender con ustedes.');
  await student.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(student.getByText('¡Listo! Enviamos tu postulación', { exact: false })).toBeVisible();
  expect(await mailAbout(person.email, (subject) => subject === `Enviamos tu postulación a «${title}»`)).toBeDefined();

  // A student now: "Mis postulaciones" in the bottom bar (pushed with the document), and the application's page.
  const bottomBar = student.getByRole('navigation', { name: 'Accesos rápidos' });
  await bottomBar.getByRole('link', { name: 'Mis postulaciones' }).click();
  const listed = student.getByTestId('my-applications').getByRole('listitem').filter({ hasText: title });
  await expect(listed.getByTestId('application-status')).toHaveText('Enviada');
  await listed.getByRole('link', { name: 'Ver postulación y mensajes' }).click();
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const studentThread = student.getByTestId('application-thread');
  await expect(studentThread.getByText('Aún no hay mensajes.', { exact: false })).toBeVisible();

  // The company opens it and writes; the student's open page shows it without a reload, and a mail says so.
  await company.page.goto(`/company/myinternships/${offerId}`);
  const applicant = company.page.getByTestId('applicants').getByRole('listitem').filter({ hasText: 'Tomás Rivas' });
  await applicant.getByRole('button', { name: 'Ver postulación' }).click();
  const detail = company.page.getByTestId('applicant-detail');
  await expect(detail.getByText('Estado de la postulación')).toBeVisible();
  const companyThread = detail.getByTestId('application-thread');
  await companyThread.getByLabel(/Tu mensaje/).fill('¡Hola Tomás! ¿Puedes venir a una entrevista el lunes a las 10?');
  await companyThread.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(studentThread.getByText('¿Puedes venir a una entrevista el lunes a las 10?', { exact: false })).toBeVisible({ timeout: PUSH_TIMEOUT_MS });
  const toStudent = await mailAbout(person.email, (subject) => subject.startsWith('Nuevo mensaje de'));
  expect(toStudent?.subject).toBe(`Nuevo mensaje de Panadería Los Aromos SpA sobre «${title}»`);
  expect(linkIn(toStudent, '/intern/myapplications/')).toBe(`/intern/myapplications/${offerId}`);

  // The student answers; the company's open thread shows it live.
  await studentThread.getByLabel(/Tu mensaje/).fill('Sí, el lunes a las 10 me acomoda. ¡Gracias!');
  await studentThread.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(companyThread.getByText('Sí, el lunes a las 10 me acomoda.', { exact: false })).toBeVisible({ timeout: PUSH_TIMEOUT_MS });
  await expectNoAxeViolations(student);

  // Selected: the student's open page says so live, the mail comes, and declining is said as such.
  await detail.getByRole('button', { name: 'Seleccionar', exact: true }).click();
  await expect(student.getByTestId('my-application').getByTestId('application-status')).toHaveText('Seleccionada', { timeout: PUSH_TIMEOUT_MS });
  expect(await mailAbout(person.email, (subject) => subject === `Tu postulación a «${title}»: seleccionada`)).toBeDefined();
  await expect(student.getByRole('button', { name: 'Rechazar la práctica' })).toBeVisible();
  await expect(student.getByRole('button', { name: 'Retirar postulación' })).toHaveCount(0);

  // "Ya postulaste" on the listing and on the offer's page; and it all from Mis postulaciones.
  await student.goto('/internships/');
  const card = student.getByTestId('offer-card').filter({ hasText: title });
  await expect(card.getByTestId('already-applied')).toHaveText('Ya postulaste · Ver tu postulación');
  await student.goto(`/internships/${offerId}`);
  await expect(student.getByRole('link', { name: 'Ya postulaste · Ver tu postulación' })).toHaveAttribute('href', `/intern/myapplications/${offerId}`);
  await student.goto('/dashboard');
  await bottomBar.getByRole('link', { name: 'Mis postulaciones' }).click();
  await expect(listed.getByTestId('application-status')).toHaveText('Seleccionada');
  await student.screenshot({ path: test.info().outputPath('mis-postulaciones-390.png'), fullPage: true });

  await studentContext.close();
  await company.context.close();
});

test('a student saves a search of the listing and gets the alert mail of an offer published after; its link stops those mails', async ({ browser, request }) => {
  const account = await registerViaApi(request, 'estudiante.alertas', { firstName: 'Ignacia' });
  const context = await contextFor(browser, phone);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  // From the listing's filters to a saved alert.
  await page.goto('/internships/?area=comunicaciones&region=Valpara%C3%ADso');
  await page.getByTestId('create-alert').click();
  await expect(page).toHaveURL(at('/intern/alertas?area=comunicaciones&region=Valpara%C3%ADso'));
  await page.getByRole('button', { name: 'Guardar alerta' }).click();
  await expect(page.getByText('Guardamos tu alerta: Comunicaciones y marketing · Valparaíso.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('job-alerts')).toContainText('Comunicaciones y marketing · Valparaíso');
  await expectNoAxeViolations(page);

  // An offer published after; the daily mails' run for this student's partition of searches.
  const company = await companyOnDesktop(browser, request);
  const title = `Práctica en comunicación digital ${String(Date.now() % 100_000)}`;
  await company.publish(title);
  const sqs = new SQSClient({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: `http://127.0.0.1:${e2eStack.env.EVENTS_PORT}` });
  const walk = { kind: 'job-alerts', shard: jobAlertShard(account.uid), day: toIsoDate(todayInChile()), at: new Date().toISOString() };
  await sqs.send(new SendMessageCommand({ QueueUrl: localQueueUrl(`http://127.0.0.1:${e2eStack.env.EVENTS_PORT}`, localJobQueueName('benefit-reminders')), MessageBody: JSON.stringify({ walk }) }));
  const alert = await mailAbout(account.email, (subject) => subject.startsWith('Nueva práctica para ti'));
  expect(alert?.subject).toBe(`Nueva práctica para ti: ${title}`);
  expect(alert?.body.text).toContain('Comunicaciones y marketing · Valparaíso');

  // The mail's link stops them: the alerts page then says they are paused.
  await page.goto(linkIn(alert, '/alertas/baja'));
  await page.getByRole('button', { name: 'Dejar de recibir alertas' }).click();
  await expect(page.getByText('Listo: ya no recibirás alertas de prácticas por correo.', { exact: false })).toBeVisible();
  await page.goto('/intern/alertas');
  await expect(page.getByTestId('alerts-paused')).toBeVisible();

  await context.close();
  await company.context.close();
});
