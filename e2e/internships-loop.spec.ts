import { expect, test, type Browser } from '@playwright/test';
import { signIn } from './app-helpers';
import { expectNoAxeViolations } from './axe';
import { e2eStack } from './stack';
import { freshIdentity, linkIn, mailsTo, registerViaApi } from './support';

/**
 * The whole internships loop in two browsers: a company registers, activates its account and
 * publishes an offer; a student (on a 390 px phone) finds it in the listing, applies with a PDF;
 * the company's open applicants page shows the application without a reload, opens the CV and
 * selects the student; the student's open page shows "Seleccionada" without a reload, and the
 * student gets the mail. Then the student declines the place, and the company's open page shows it at once.
 */

/** Pushes arrive within a second or two; the fallback poll is a minute: this bound tells them apart. */
const PUSH_TIMEOUT_MS = 5_000;
const phone = { width: 390, height: 844 };

const contextFor = (browser: Browser, viewport: { width: number; height: number }) =>
  browser.newContext({ baseURL: e2eStack.baseUrl, locale: 'es-CL', timezoneId: 'America/Santiago', viewport });

const inDays = (days: number): string => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const cv = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test.describe('the internships loop', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a company publishes, a student applies with a PDF, the company selects them, the student sees it live and by mail, then withdraws and the company sees it live', async ({ browser, request }) => {
    const title = `Práctica en marketing digital ${String(Date.now() % 100_000)}`;

    // A company registers and activates its account.
    const companyContext = await contextFor(browser, { width: 1280, height: 900 });
    const company = await companyContext.newPage();
    const firm = freshIdentity('empresa');
    await company.goto('/register?role=enterprise');
    await company.getByLabel('Razón social').fill('Panadería Los Aromos SpA');
    await company.getByLabel('RUT').pressSequentially(firm.rut);
    await company.getByLabel('Comuna').fill('Viña del Mar');
    await company.getByLabel('Región').selectOption('Valparaíso');
    await company.getByLabel('Nombre de contacto').fill('Marta');
    await company.getByLabel('Apellido de contacto').fill('Aromos');
    await company.getByLabel('Teléfono de contacto').fill('+56 9 5555 1234');
    await company.getByLabel('Correo electrónico').fill(firm.email);
    await company.getByLabel('Contraseña', { exact: true }).fill('clave123');
    await company.getByLabel('Confirmar contraseña').fill('clave123');
    await company.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check({ force: true });
    await company.getByRole('button', { name: 'Registrar empresa' }).click();
    await expect(company).toHaveURL(/\/company\/dashboard/);
    const [welcome] = await mailsTo(firm.email);
    await company.goto(linkIn(welcome, '/activate/'));
    await expect(company.getByText(/Cuenta activada|ya está activa/)).toBeVisible();

    // It publishes an offer.
    await company.goto('/company/myinternships/new');
    await expect(company.getByLabel('Título de la práctica')).toBeVisible();
    await company.getByLabel('Título de la práctica').fill(title);
    await company.getByLabel('Área').selectOption({ label: 'Comunicaciones y marketing' });
    await company.getByLabel('Descripción').fill('Apoyarás al equipo en redes sociales, campañas y el sitio web de la panadería.');
    await company.getByLabel('Requisitos').fill('Estudiante de Publicidad o Marketing, con ganas de aprender.');
    await company.getByLabel('Modalidad').selectOption({ label: 'Híbrida' });
    await company.getByLabel('Región').selectOption('Valparaíso');
    await company.getByLabel('Comuna').fill('Viña del Mar');
    await company.getByLabel('Duración (meses)').fill('3');
    await company.getByLabel('Fecha de inicio').fill(inDays(30));
    await company.getByLabel('Cupos').fill('1');
    await company.getByLabel('Fecha límite para postular').fill(inDays(20));
    await company.getByRole('checkbox', { name: 'Sin remuneración' }).check({ force: true });
    await company.getByRole('button', { name: 'Publicar oferta' }).click();
    // Publishing shows the offer as students will see it first.
    await company.getByRole('dialog').getByRole('button', { name: 'Publicar oferta' }).click();
    await expect(company).toHaveURL(/\/company\/myinternships$/);
    await expect(company.getByText('Tu oferta está publicada.')).toBeVisible();

    // A student finds it in the public listing, on a phone.
    const student = await registerViaApi(request, 'estudiante');
    const studentContext = await contextFor(browser, phone);
    const studentPage = await studentContext.newPage();
    await signIn(studentPage, student.email, student.password);
    await studentPage.goto('/internships/');
    await studentPage.getByRole('link', { name: title }).click();
    await expect(studentPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await studentPage.getByRole('link', { name: 'Postular' }).click();
    await expect(studentPage).toHaveURL(/\/intern\/postular\/[^/]+$/);
    const offerId = new URL(studentPage.url()).pathname.split('/')[3] ?? '';
    await expect(studentPage.getByTestId('offer-to-apply')).toContainText(title);

    // The company opens the offer's applicants before anyone applied: the page stays open, unreloaded.
    await company.goto(`/company/myinternships/${offerId}`);
    await expect(company.getByText('Aún no hay postulantes.', { exact: false })).toBeVisible();
    let companyReloads = 0;
    company.on('framenavigated', (frame) => {
      if (frame === company.mainFrame()) companyReloads += 1;
    });

    // The student completes the profile, uploads the CV and applies.
    const form = studentPage.getByTestId('student-profile-form');
    await form.getByLabel('Institución').fill('Universidad de Valparaíso');
    await form.getByLabel('Carrera').fill('Publicidad');
    await form.getByLabel('Año que cursas').selectOption('3');
    await form.getByLabel('Teléfono').fill('+56 9 8765 4321');
    await form.getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(studentPage.getByText('Guardamos tu perfil de estudiante.')).toBeVisible();
    await studentPage.getByTestId('cv-input').setInputFiles({ name: 'CV Paula Muñoz.pdf', mimeType: 'application/pdf', buffer: cv });
    await expect(studentPage.getByText('Guardamos tu CV.')).toBeVisible();
    await expect(studentPage.getByTestId('cv-current')).toContainText('CV Paula Muñoz.pdf');
    await studentPage.getByLabel('Mensaje para la empresa').fill('Me encanta la panadería y quiero aprender marketing digital con ustedes.');
    await studentPage.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(studentPage.getByText('¡Listo! Enviamos tu postulación', { exact: false })).toBeVisible();
    await expectNoAxeViolations(studentPage);

    // The student follows the application; the company sees it arrive without a reload.
    await studentPage.getByRole('link', { name: 'Ver mis postulaciones' }).click();
    const myApplication = studentPage.getByTestId('my-applications').getByRole('listitem').filter({ hasText: title });
    await expect(myApplication.getByTestId('application-status')).toHaveText('Enviada');
    const applicant = company.getByTestId('applicants').getByRole('listitem').filter({ hasText: 'Paula Muñoz' });
    await expect(applicant).toBeVisible({ timeout: PUSH_TIMEOUT_MS });
    expect(companyReloads).toBe(0);

    // The company opens the application (vista), reads the contact details and the CV, and selects the student.
    await applicant.getByRole('button', { name: 'Ver postulación' }).click();
    const detail = company.getByTestId('applicant-detail');
    await expect(detail.getByTestId('applicant-email')).toHaveText(student.email);
    await expect(detail.getByTestId('applicant-phone')).toHaveText('+56 9 8765 4321');
    const cvLink = await detail.getByTestId('applicant-cv').getAttribute('href');
    const cvFile = await request.get(cvLink ?? '');
    expect(cvFile.status()).toBe(200);
    expect((await cvFile.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(myApplication.getByTestId('application-status')).toHaveText('Vista', { timeout: PUSH_TIMEOUT_MS });
    await detail.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    await expect(applicant.getByTestId('application-status')).toHaveText('Seleccionada');

    // The student sees it without reloading, and gets the mail.
    await expect(myApplication.getByTestId('application-status')).toHaveText('Seleccionada', { timeout: PUSH_TIMEOUT_MS });
    // Its welcome, its copy of the application, and the answer.
    const mails = await mailsTo(student.email, 3);
    expect(mails.map((mail) => mail.subject)).toContain(`Tu postulación a «${title}»: seleccionada`);
    await expectNoAxeViolations(company);

    // The student declines the place (a selected student's withdrawal), after a confirmation; the company sees it live and can no longer answer.
    await expect(myApplication.getByRole('button', { name: 'Retirar postulación' })).toHaveCount(0);
    await myApplication.getByRole('button', { name: 'Rechazar la práctica' }).click();
    const confirm = studentPage.getByRole('alertdialog', { name: '¿Rechazar la práctica?' });
    await expect(confirm).toContainText('no podrás volver a postular a esta oferta.');
    await expectNoAxeViolations(studentPage);
    await confirm.getByRole('button', { name: 'Rechazar', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(myApplication.getByTestId('application-status')).toHaveText('Retirada');
    await expect(myApplication.getByRole('button', { name: 'Rechazar la práctica' })).toHaveCount(0);
    await expect(applicant.getByTestId('application-status')).toHaveText('Retirada', { timeout: PUSH_TIMEOUT_MS });
    await expect(detail.getByTestId('applicant-withdrawn')).toBeVisible({ timeout: PUSH_TIMEOUT_MS });
    await expect(detail.getByRole('button', { name: 'Seleccionar', exact: true })).toHaveCount(0);
    await expect(detail.getByTestId('applicant-phone')).toHaveCount(0);
    expect(companyReloads).toBe(0);

    await studentContext.close();
    await companyContext.close();
  });
});
