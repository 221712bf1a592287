import { linkIn, mailsTo, signIn, startTestStack } from '../../infra/local/testing/local-stack';

jest.setTimeout(120_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const post = async (pathname: string, body: unknown, token?: string) => {
  const response = await fetch(`${stack.urls.app}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const registration = (email: string, rut: string) => ({
  firstName: 'Valentina',
  lastName: 'Soto',
  rut,
  birthDate: '1994-05-20',
  email,
  password: 'secreta1',
  acceptTerms: true,
});

describe('accounts with e-mail and password, on the real emulators', () => {
  const email = 'valentina@example.cl';
  let uid = '';

  it('registers, signs in at once, and mails a welcome with an activation link', async () => {
    const registered = await post('/api/register', { ...registration(email, '7.654.321-6'), signupIntent: 'enterprise' });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ email, rut: '7654321-6', userType: 'client', activated: false, signupIntent: 'enterprise', socialHomeRegister: false, uniqueChileanPasswordConnection: false });
    uid = String(registered.body.uid);

    const token = await signIn(stack, email, 'secreta1');
    const me = await fetch(`${stack.urls.app}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ uid, activated: false });

    const [welcome] = await mailsTo(stack, email);
    expect(welcome?.subject).toContain('activa tu cuenta');
    const link = linkIn(welcome, '/activate/');
    expect(link.pathname).toBe(`/activate/${uid}`);
    expect(link.hash.replace(/^#token=/, '').length).toBeGreaterThanOrEqual(43);
  });

  it('refuses a second account with the same e-mail or RUT, and leaves no Cognito account behind', async () => {
    expect((await post('/api/register', registration(email, '12.345.678-5'))).body).toMatchObject({ error: { code: 'email-already-in-use', message: 'Este correo ya está registrado. ¿Quieres iniciar sesión?' } });
    const sameRut = await post('/api/register', registration('otra@example.cl', '7654321-6'));
    expect(sameRut).toMatchObject({ status: 409, body: { error: { code: 'rut-already-in-use', message: 'Este RUT ya está registrado.' } } });
    await expect(signIn(stack, 'otra@example.cl', 'secreta1')).rejects.toThrow();
  });

  it("lets a sole proprietor's company use the RUT of its owner's personal account, and the reverse; a second company or person with it is refused", async () => {
    const company = (contactEmail: string, rut: string) => ({
      legalName: 'Valentina Soto Diseño E.I.R.L.',
      rut,
      comuna: 'Ñuñoa',
      region: 'Metropolitana de Santiago',
      contactFirstName: 'Valentina',
      contactLastName: 'Soto',
      contactPhone: '+56 9 1234 5678',
      email: contactEmail,
      password: 'secreta1',
      acceptTerms: true,
    });
    // Valentina's personal account holds 7.654.321-6 (above): her own business registers with it.
    const own = await post('/api/register/company', company('diseno@valentina.cl', '7.654.321-6'));
    expect(own).toMatchObject({ status: 201, body: { userType: 'enterprise', rut: '7654321-6' } });
    const secondCompany = await post('/api/register/company', company('otra@empresa.cl', '7654321-6'));
    expect(secondCompany).toMatchObject({ status: 409, body: { error: { code: 'rut-already-in-use' } } });

    // The reverse: a company first, then its owner's personal account.
    expect((await post('/api/register/company', company('taller@pedro.cl', '13.579.246-2'))).status).toBe(201);
    expect((await post('/api/register', registration('pedro@example.cl', '13.579.246-2'))).status).toBe(201);
    expect((await post('/api/register', registration('pedro2@example.cl', '13.579.246-2'))).body).toMatchObject({ error: { code: 'rut-already-in-use' } });
  });

  it('activates once with the link, then says the account is already active, and mails the confirmation once', async () => {
    const link = linkIn((await mailsTo(stack, email))[0], '/activate/');
    const token = link.hash.replace(/^#token=/, '');
    expect((await post('/api/activate', { uid, token: `${token.slice(0, -2)}xx` })).body).toMatchObject({ error: { code: 'invalid-link' } });
    expect(await post('/api/activate', { uid, token })).toEqual({ status: 200, body: { status: 'activated', message: 'Cuenta activada' } });
    expect(await post('/api/activate', { uid, token })).toEqual({ status: 200, body: { status: 'already-activated', message: 'Cuenta ya activada' } });
    expect((await post('/api/mail/activation-confirmed', { uid })).status).toBe(202);
    const mails = await mailsTo(stack, email, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailsTo(stack, email)).filter((mail) => mail.subject.includes('está activa'))).toHaveLength(1);
    expect(mails.length).toBeGreaterThanOrEqual(2);
  });

  it('answers recovery the same for a known and an unknown e-mail, and mails only the known one', async () => {
    expect(await post('/api/mail/password-recovery', { email: 'nadie@example.cl' })).toEqual({ status: 200, body: { message: 'Correo de recuperación enviado.' } });
    expect(await post('/api/mail/password-recovery', { email: email.toUpperCase() })).toEqual({ status: 200, body: { message: 'Correo de recuperación enviado.' } });
    expect(await mailsTo(stack, 'nadie@example.cl', 0)).toEqual([]);
    const recovery = (await mailsTo(stack, email, 3)).find((mail) => mail.subject.includes('Recupera tu contraseña'));
    expect(linkIn(recovery, '/set-new-password/').pathname).toBe(`/set-new-password/${uid}`);
  });

  it('resets the password once: the new one works at once, the old one no longer does, and the link is used up', async () => {
    const recovery = (await mailsTo(stack, email, 3)).find((mail) => mail.subject.includes('Recupera tu contraseña'));
    const token = linkIn(recovery, '/set-new-password/').hash.replace(/^#token=/, '');
    expect(await post('/api/reset-password', { userId: uid, token, newPassword: 'otraclave2' })).toEqual({ status: 200, body: { message: 'Contraseña cambiada exitosamente.' } });
    await expect(signIn(stack, email, 'otraclave2')).resolves.toEqual(expect.any(String));
    await expect(signIn(stack, email, 'secreta1')).rejects.toThrow();
    expect((await post('/api/reset-password', { userId: uid, token, newPassword: 'terceraclave3' })).body).toMatchObject({ error: { code: 'invalid-link' } });
    const changed = (await mailsTo(stack, email, 4)).filter((mail) => mail.subject.includes('contraseña') && mail.subject.includes('cambió'));
    expect(changed).toHaveLength(1);
    expect((await post('/api/mail/password-changed', { uid, token })).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailsTo(stack, email)).filter((mail) => mail.subject.includes('cambió'))).toHaveLength(1);
  });

  it('refuses an expired reset link', async () => {
    await post('/api/mail/password-recovery', { email });
    const recoveries = (await mailsTo(stack, email, 5)).filter((mail) => mail.subject.includes('Recupera tu contraseña'));
    const token = linkIn(recoveries.at(-1), '/set-new-password/').hash.replace(/^#token=/, '');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo } = await import('../lib/clients/dynamo');
    await dynamo.send(new UpdateCommand({ TableName: stack.env.TABLE_AUTH, Key: { pk: `LINK#reset#${uid}`, sk: 'TOKEN' }, UpdateExpression: 'SET expiresAt = :past', ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 } }));
    expect(await post('/api/reset-password', { userId: uid, token, newPassword: 'cuartaclave4' })).toMatchObject({ status: 400, body: { error: { code: 'expired-link', message: 'El enlace expiró. Solicita uno nuevo.' } } });
  });

  it('refuses an expired activation link, and lets the signed-in user ask for a new one', async () => {
    const other = 'tomas@example.cl';
    const { body } = await post('/api/register', registration(other, '9.876.543-3'));
    const otherUid = String(body.uid);
    const first = linkIn((await mailsTo(stack, other))[0], '/activate/').hash.replace(/^#token=/, '');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo } = await import('../lib/clients/dynamo');
    await dynamo.send(new UpdateCommand({ TableName: stack.env.TABLE_AUTH, Key: { pk: `LINK#activation#${otherUid}`, sk: 'TOKEN' }, UpdateExpression: 'SET expiresAt = :past', ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 } }));
    expect((await post('/api/activate', { uid: otherUid, token: first })).body).toMatchObject({ error: { code: 'expired-link' } });

    const session = await signIn(stack, other, 'secreta1');
    expect((await post('/api/activation/resend', {}, session)).status).toBe(202);
    expect((await post('/api/activation/resend', {}, session)).status).toBe(429);
    const fresh = linkIn((await mailsTo(stack, other, 2))[1], '/activate/').hash.replace(/^#token=/, '');
    expect(await post('/api/activate', { uid: otherUid, token: fresh })).toEqual({ status: 200, body: { status: 'activated', message: 'Cuenta activada' } });
  });

  it('past the per-e-mail recovery limit answers as always and sends nothing more', async () => {
    const email = 'limite@example.cl';
    expect((await post('/api/register', registration(email, '22.222.222-2'))).status).toBe(201);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await post('/api/mail/password-recovery', { email }));
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set([JSON.stringify({ status: 200, body: { message: 'Correo de recuperación enviado.' } })]));
    // mailsTo waits for a fourth recovery mail: only three may come.
    const recoveries = (await mailsTo(stack, email, 5)).filter((mail) => mail.subject.includes('Recupera tu contraseña'));
    expect(recoveries).toHaveLength(3);
    // The live link is sent again, not rotated: the first mail still works after the others.
    const links = recoveries.map((mail) => linkIn(mail, '/set-new-password/').href);
    expect(new Set(links).size).toBe(1);
    const limitedUid = linkIn(recoveries[0], '/set-new-password/').pathname.split('/').pop() ?? '';
    const firstToken = linkIn(recoveries[0], '/set-new-password/').hash.replace(/^#token=/, '');
    expect((await post('/api/reset-password', { userId: limitedUid, token: firstToken, newPassword: 'nuevaclave9' })).status).toBe(200);
  });
});
