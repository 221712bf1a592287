import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { expect, test } from '@playwright/test';
import { LOCAL_CREDENTIALS, LOCAL_PREFIX, LOCAL_REGION } from '../infra/local/config';
import { EVENT_SOURCE } from '../shared/events';
import { messages } from '../shared/messages';
import { readMe, signIn } from './app-helpers';
import { e2eStack } from './stack';
import { linkIn, mailsTo, registerViaApi } from './support';

/**
 * Benefit reminders in the browser: the opt-in switch of Mi Perfil (off by default), a reminder
 * mail, and its unsubscribe link, which turns the switch off. The daily job's selection runs in the
 * integration test; here the reminder it would publish is put on the local bus, and the stack's
 * mailer sends it.
 */
const bus = new EventBridgeClient({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: `http://127.0.0.1:${e2eStack.env.EVENTS_PORT}` });

test('opt in on the profile page, follow the reminder mail’s unsubscribe link, the switch is off', async ({ page, request }) => {
  // A pensioner aged 70: the Bono Invierno, paid in May, is likely for her.
  const account = await registerViaApi(request, 'recordatorio', { birthDate: '1956-01-10' });
  await signIn(page, account.email, account.password);
  await page.goto('/profile/info');
  const reminders = page.getByRole('checkbox', { name: 'Recibir recordatorios de beneficios por correo' });
  await expect(reminders).not.toBeChecked();
  await page.getByText('Recibir recordatorios de beneficios por correo').click();
  await expect(reminders).toBeChecked();
  await expect.poll(async () => (await readMe(page, request)).benefitReminders).toBe(true);
  await page.reload();
  await expect(reminders).toBeChecked();

  const token = await page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((name) => name.endsWith('.idToken')) ?? '') ?? '');
  const saved = await request.patch('/api/me', { headers: { authorization: `Bearer ${token}` }, data: { household: { isPensioner: true, pensionAmount: 200_000 } } });
  expect(saved.status()).toBe(200);

  await bus.send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: `${LOCAL_PREFIX}-bus`,
          Source: EVENT_SOURCE,
          DetailType: 'BenefitReminderDue',
          Detail: JSON.stringify({ uid: account.uid, occasionId: 'bono-invierno#payment#2026-05-01', day: '2026-04-28', at: new Date().toISOString() }),
        },
      ],
    }),
  );
  const mails = (await mailsTo(account.email, 2)).filter((mail) => mail.subject === 'Se acerca el pago: Bono Invierno');
  expect(mails).toHaveLength(1);

  await page.goto(linkIn(mails[0], '/reminders/unsubscribe'));
  await expect(page.getByRole('heading', { level: 1, name: 'Recordatorios de beneficios' })).toBeVisible();
  await page.getByRole('button', { name: 'Dejar de recibir recordatorios' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages['reminders/unsubscribed'] })).toBeVisible();

  await page.goto('/profile/info');
  await expect(reminders).not.toBeChecked();
  expect((await readMe(page, request)).benefitReminders).toBe(false);
});

test('a changed unsubscribe link is refused in Spanish', async ({ page }) => {
  await page.goto('/reminders/unsubscribe#token=abc.def');
  await page.getByRole('button', { name: 'Dejar de recibir recordatorios' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages['reminders/invalid-link'] })).toBeVisible();
});
