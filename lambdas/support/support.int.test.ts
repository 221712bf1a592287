import { mailsTo, signIn, startTestStack } from '../../infra/local/testing/local-stack';
import { messages } from '../../shared/messages';
import { PROFILE_IMAGE_MAX_BYTES } from '../../shared/profile';
import { onePixelPng as png, profileImageExists, uploadProfileImage } from '../../infra/local/testing/profile-images';

/**
 * The signed-in area on the real emulators: profile and household facts, support tickets,
 * insurance contact requests and the profile image through a presigned POST to s3rver;
 * and that one user never reaches another's data.
 */
jest.setTimeout(120_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;

interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } };
  text: string;
}

const api = async (method: string, pathname: string, token?: string, body?: unknown): Promise<Answer> => {
  const response = await fetch(`${stack.urls.app}${pathname}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer['body'], text };
};

interface Account {
  uid: string;
  email: string;
  token: string;
}

const register = async (email: string, rut: string, firstName: string): Promise<Account> => {
  const registered = await api('POST', '/api/register', undefined, { firstName, lastName: 'Prueba', rut, birthDate: '1960-03-15', email, password: 'secreta1', acceptTerms: true });
  expect(registered.status).toBe(201);
  return { uid: String(registered.body.uid), email, token: await signIn(stack, email, 'secreta1') };
};

const uploadImage = (token: string, file: Buffer, contentType?: 'image/png' | 'image/jpeg' | 'image/webp') => uploadProfileImage(stack, token, file, contentType);
const objectExists = (key: string) => profileImageExists(stack, key);

let ana: Account;
let beto: Account;

beforeAll(async () => {
  stack = await startTestStack();
  ana = await register('ana.soporte@example.cl', '15.234.567-4', 'Ana');
  beto = await register('beto.soporte@example.cl', '16.345.678-8', 'Beto');
});
afterAll(async () => {
  await stack.stop();
});

describe('Mi Perfil, RSH and household facts (PATCH /api/me)', () => {
  it('saves names, the RSH answers and household facts, and GET /api/me shows them at once', async () => {
    const patched = await api('PATCH', '/api/me', ana.token, {
      firstName: ' Ana María ',
      lastName: 'Soto',
      socialHomeRegister: true,
      uniqueChileanPasswordConnection: true,
      household: { rshTramo: 2, cargas: 1 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ uid: ana.uid, firstName: 'Ana María', lastName: 'Soto', socialHomeRegister: true, uniqueChileanPasswordConnection: true, household: { inRsh: true, rshTramo: 2, cargas: 1 } });
    const me = await api('GET', '/api/me', ana.token);
    expect(me.body).toMatchObject({ firstName: 'Ana María', socialHomeRegister: true, household: { inRsh: true, rshTramo: 2, cargas: 1 } });
  });

  it('merges household facts and keeps socialHomeRegister and household.inRsh one answer', async () => {
    const patched = await api('PATCH', '/api/me', ana.token, { household: { inRsh: false, isPensioner: false } });
    expect(patched.body).toMatchObject({ socialHomeRegister: false, household: { inRsh: false, rshTramo: 2, cargas: 1, isPensioner: false } });
    const again = await api('PATCH', '/api/me', ana.token, { socialHomeRegister: true });
    expect(again.body).toMatchObject({ socialHomeRegister: true, household: { inRsh: true, rshTramo: 2, cargas: 1, isPensioner: false } });
  });

  it('refuses bad changes with a Spanish message and changes nothing', async () => {
    const before = (await api('GET', '/api/me', ana.token)).body;
    const tramo = await api('PATCH', '/api/me', ana.token, { household: { rshTramo: 9 } });
    expect(tramo.status).toBe(400);
    expect(tramo.body.error?.fields?.['household.rshTramo']).toEqual(expect.any(String));
    expect((await api('PATCH', '/api/me', ana.token, {})).status).toBe(400);
    expect((await api('PATCH', '/api/me', ana.token, { rut: '11.111.111-1' })).status).toBe(400);
    expect((await api('PATCH', '/api/me', ana.token, { household: { claveUnica: 'secreta' } })).status).toBe(400);
    const contradiction = await api('PATCH', '/api/me', ana.token, { socialHomeRegister: true, household: { inRsh: false } });
    expect(contradiction.body.error?.fields?.socialHomeRegister).toMatch(/Registro Social de Hogares/);
    expect((await api('GET', '/api/me', ana.token)).body).toEqual(before);
  });
});

describe('Soporte: tickets', () => {
  const inbox = () => stack.env.SUPPORT_INBOX ?? '';

  it('opens a ticket, lists it with its state, mails the support inbox and acknowledges it to the user', async () => {
    const first = await api('POST', '/api/support/tickets', ana.token, { asunto: 'No veo la PGU', mensaje: '<b>Hola</b>, no aparece la PGU\nen mi panel.' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.stringMatching(/^[A-Z2-9]{8}$/) as unknown, asunto: 'No veo la PGU', mensaje: '<b>Hola</b>, no aparece la PGU\nen mi panel.', status: 'abierto', createdAt: expect.any(String) as unknown });
    const second = await api('POST', '/api/support/tickets', ana.token, { asunto: 'Cambio de correo', mensaje: 'Quiero cambiar mi correo electrónico.' });

    const list = await api('GET', '/api/support/tickets', ana.token);
    expect(list.status).toBe(200);
    expect((list.body.tickets as { id: string; status: string }[]).map((ticket) => [ticket.id, ticket.status])).toEqual([
      [second.body.id, 'abierto'],
      [first.body.id, 'abierto'],
    ]);

    const teamMails = await mailsTo(stack, inbox(), 2);
    const team = teamMails.find((mail) => mail.subject.includes(String(first.body.id)));
    expect(team?.subject).toBe(`Ticket de soporte ${String(first.body.id)}: No veo la PGU`);
    expect(team?.body.text).toContain(ana.email);
    expect(team?.body.text).toContain('Ana María Soto');
    expect(team?.body.html).toContain('&lt;b&gt;Hola&lt;/b&gt;');
    expect(team?.body.html).not.toContain('<b>Hola</b>');

    const acks = (await mailsTo(stack, ana.email, 3)).filter((mail) => mail.subject.startsWith('Recibimos tu solicitud'));
    expect(acks.map((mail) => mail.subject).sort()).toEqual([`Recibimos tu solicitud (ticket ${String(first.body.id)})`, `Recibimos tu solicitud (ticket ${String(second.body.id)})`].sort());
    expect(acks[0]?.body.text).toContain('/support');
  });

  it('refuses a too-short asunto in Spanish and stores nothing', async () => {
    const refused = await api('POST', '/api/support/tickets', ana.token, { asunto: 'x', mensaje: 'corto' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({ asunto: 'El asunto debe tener al menos 3 caracteres.', mensaje: 'El mensaje debe tener al menos 10 caracteres.' });
    expect((await api('GET', '/api/support/tickets', ana.token)).body.tickets).toHaveLength(2);
  });

  it('allows 5 tickets an hour per user, then answers a Spanish 429', async () => {
    for (let count = 3; count <= 5; count += 1) expect((await api('POST', '/api/support/tickets', ana.token, { asunto: `Consulta ${count}`, mensaje: 'Una consulta más de prueba.' })).status).toBe(201);
    const limited = await api('POST', '/api/support/tickets', ana.token, { asunto: 'Consulta 6', mensaje: 'Una consulta más de prueba.' });
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toMatch(/Intenta nuevamente más tarde/);
    expect((await api('GET', '/api/support/tickets', ana.token)).body.tickets).toHaveLength(5);
  });
});

describe('Seguros: "Quiero que me contacten"', () => {
  it('stores the request and mails the team the type, phone and message', async () => {
    const requested = await api('POST', '/api/seguros/contact-requests', ana.token, { insuranceType: 'cesantia', phone: '+56 9 1234 5678', message: 'Llámenme en la tarde <por favor>' });
    expect(requested.status).toBe(201);
    expect(requested.body).toEqual({ id: expect.stringMatching(/^[A-Z2-9]{8}$/) as unknown, insuranceType: 'cesantia', createdAt: expect.any(String) as unknown });
    const mail = (await mailsTo(stack, stack.env.SUPPORT_INBOX ?? '', 6)).find((candidate) => candidate.subject.includes(String(requested.body.id)));
    expect(mail?.subject).toContain('Seguro de Cesantía');
    expect(mail?.body.text).toContain('+56 9 1234 5678');
    expect(mail?.body.text).toContain(ana.email);
    expect(mail?.body.html).toContain('Llámenme en la tarde &lt;por favor&gt;');
  });

  it('refuses an unknown insurance type and a bad phone, and limits requests to 3 an hour', async () => {
    expect((await api('POST', '/api/seguros/contact-requests', ana.token, { insuranceType: 'auto' })).body.error?.fields).toEqual({ insuranceType: 'Elige un tipo de seguro.' });
    expect((await api('POST', '/api/seguros/contact-requests', ana.token, { insuranceType: 'vida', phone: '123' })).status).toBe(400);
    expect((await api('POST', '/api/seguros/contact-requests', ana.token, { insuranceType: 'vida' })).status).toBe(201);
    expect((await api('POST', '/api/seguros/contact-requests', ana.token, { insuranceType: 'salud' })).status).toBe(201);
    const limited = await api('POST', '/api/seguros/contact-requests', ana.token, { insuranceType: 'otro' });
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toMatch(/Intenta nuevamente más tarde/);
  });
});

describe('Mi Perfil: the profile image through s3rver', () => {
  let anaKey = '';

  it('uploads a real PNG with a multipart POST from the browser origin, confirms it and serves it', async () => {
    const { key, url, fields, upload } = await uploadImage(ana.token, png);
    expect(key).toMatch(new RegExp(`^profile-images/${ana.uid}/[0-9a-f-]{36}$`));
    expect(new URL(url).pathname).toBe(`/${stack.env.BUCKET_UPLOADS ?? ''}`);
    expect(fields).toMatchObject({ key, 'Content-Type': 'image/png', Policy: expect.any(String) as unknown });
    expect(upload.status).toBe(204);
    expect(upload.headers.get('access-control-allow-origin')).toBe(stack.urls.app);

    const confirmed = await api('PUT', '/api/me/profile-image', ana.token, { key });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ uid: ana.uid, profileImage: key, profileImageUrl: expect.any(String) as unknown });
    anaKey = key;

    const first = (await api('GET', '/api/me', ana.token)).body.profileImageUrl;
    const second = (await api('GET', '/api/me', ana.token)).body.profileImageUrl;
    expect(second).toBe(first);
    const image = await fetch(String(first));
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });

  it('refuses a text file declared as image/png with the Spanish message, deletes it and keeps the current image', async () => {
    const { key, upload } = await uploadImage(ana.token, Buffer.from('esto no es una imagen, es texto'));
    expect(upload.status).toBe(204);
    expect(await objectExists(key)).toBe(true);
    const refused = await api('PUT', '/api/me/profile-image', ana.token, { key });
    expect(refused).toMatchObject({ status: 400, body: { error: { message: messages['profile-image/type'] } } });
    expect(await objectExists(key)).toBe(false);
    expect((await api('GET', '/api/me', ana.token)).body.profileImage).toBe(anaKey);
  });

  it('refuses an image over 2 MB (s3rver does not enforce the policy; the server checks again) and deletes it', async () => {
    const big = Buffer.concat([png, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]);
    const { key, upload } = await uploadImage(ana.token, big);
    expect(upload.status).toBe(204);
    expect(await api('PUT', '/api/me/profile-image', ana.token, { key })).toMatchObject({ status: 400, body: { error: { message: messages['profile-image/size'] } } });
    expect(await objectExists(key)).toBe(false);
  });

  it('replaces the image: the new one is kept and the previous one deleted', async () => {
    const { key } = await uploadImage(beto.token, png);
    expect((await api('PUT', '/api/me/profile-image', beto.token, { key })).status).toBe(200);
    const { key: next } = await uploadImage(beto.token, png);
    expect((await api('PUT', '/api/me/profile-image', beto.token, { key: next })).body.profileImage).toBe(next);
    expect(await objectExists(key)).toBe(false);
    expect(await objectExists(next)).toBe(true);
  });

  describe('security: Beto never reaches Ana’s data', () => {
    const anaSecrets = () => [ana.uid, ana.email, anaKey, 'No veo la PGU', 'Ana María'];
    const expectNoneOfAna = (answer: Answer) => {
      for (const secret of anaSecrets()) expect(answer.text).not.toContain(secret);
    };

    it('refuses Ana’s image key to Beto with 403 and leaves her image alone', async () => {
      const stolen = await api('PUT', '/api/me/profile-image', beto.token, { key: anaKey });
      expect(stolen.status).toBe(403);
      expectNoneOfAna(stolen);
      const traversal = await api('PUT', '/api/me/profile-image', beto.token, { key: `profile-images/${beto.uid}/../${ana.uid}/${anaKey.split('/').at(-1) ?? ''}` });
      expect(traversal.status).toBe(403);
      expect(await objectExists(anaKey)).toBe(true);
      expect((await api('GET', '/api/me', ana.token)).body.profileImage).toBe(anaKey);
    });

    it('answers every route of the signed-in area with Beto’s own data only', async () => {
      const calls: [string, string, unknown][] = [
        ['GET', '/api/me', undefined],
        ['PATCH', '/api/me', { firstName: 'Beto', household: { cargas: 2 } }],
        ['POST', '/api/me/profile-image/upload-url', { contentType: 'image/png', size: 100 }],
        ['PUT', '/api/me/profile-image', { key: anaKey }],
        ['GET', '/api/support/tickets', undefined],
        ['POST', '/api/support/tickets', { asunto: 'Consulta de Beto', mensaje: 'Necesito ayuda con mi cuenta.' }],
        ['GET', '/api/support/tickets', undefined],
        ['POST', '/api/seguros/contact-requests', { insuranceType: 'vida' }],
        ['DELETE', '/api/me/profile-image', undefined],
      ];
      for (const [method, pathname, body] of calls) {
        const answer = await api(method, pathname, beto.token, body);
        expect([200, 201, 403, 404]).toContain(answer.status);
        expectNoneOfAna(answer);
      }
      const tickets = (await api('GET', '/api/support/tickets', beto.token)).body.tickets as { asunto: string }[];
      expect(tickets.map((ticket) => ticket.asunto)).toEqual(['Consulta de Beto']);
      const upload = await api('POST', '/api/me/profile-image/upload-url', beto.token, { contentType: 'image/png', size: 100 });
      expect(String(upload.body.key)).toMatch(new RegExp(`^profile-images/${beto.uid}/`));

      // Ana's data is as it was.
      const anaMe = await api('GET', '/api/me', ana.token);
      expect(anaMe.body).toMatchObject({ firstName: 'Ana María', profileImage: anaKey, household: { cargas: 1 } });
      expect((await api('GET', '/api/support/tickets', ana.token)).body.tickets).toHaveLength(5);
      expect(await objectExists(anaKey)).toBe(true);
    });

    it('answers 401 to every route of the signed-in area without a token', async () => {
      for (const [method, pathname] of [
        ['GET', '/api/me'],
        ['PATCH', '/api/me'],
        ['POST', '/api/me/profile-image/upload-url'],
        ['PUT', '/api/me/profile-image'],
        ['DELETE', '/api/me/profile-image'],
        ['GET', '/api/support/tickets'],
        ['POST', '/api/support/tickets'],
        ['POST', '/api/seguros/contact-requests'],
      ] as const) {
        const answer = await api(method, pathname, undefined, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect(answer.status).toBe(401);
      }
    });
  });

  it('removes the image: the field goes and so does the object', async () => {
    const removed = await api('DELETE', '/api/me/profile-image', ana.token);
    expect(removed.status).toBe(200);
    expect(removed.body.profileImage).toBeUndefined();
    expect(removed.body.profileImageUrl).toBeUndefined();
    expect(await objectExists(anaKey)).toBe(false);
    expect((await api('DELETE', '/api/me/profile-image', ana.token)).status).toBe(200);
  });
});
