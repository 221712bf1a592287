import { expect, test } from '@playwright/test';
import { demoAccounts } from '../infra/local/config';

test('the landing page loads in Chromium with no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('/api/health answers 200 with every dependency up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', dependencies: { dynamodb: 'ok', cognito: 'ok', mail: 'ok' } });
});

test('the demo client signs in through Cognito and /api/me returns its document', async ({ request }) => {
  const config = (await (await request.get('/config.json')).json()) as { userPoolEndpoint: string; userPoolClientId: string };
  const auth = await request.post(config.userPoolEndpoint, {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: demoAccounts.client.email, PASSWORD: demoAccounts.client.password },
    }),
  });
  expect(auth.status()).toBe(200);
  const { AuthenticationResult } = (await auth.json()) as { AuthenticationResult: { IdToken: string } };

  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${AuthenticationResult.IdToken}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({
    email: demoAccounts.client.email,
    firstName: demoAccounts.client.firstName,
    rut: demoAccounts.client.rut,
    userType: 'client',
  });
  expect((await request.get('/api/me')).status()).toBe(401);
});
