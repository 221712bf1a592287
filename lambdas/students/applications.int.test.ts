import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiOf, demoAccounts, mailsTo, signIn, startTestStack, type ApiAnswer } from '../../infra/local/testing/local-stack';
import { onePixelPng as png } from '../../infra/local/testing/profile-images';
import { internshipKeys } from '../../shared/data/keys';
import { checkDigit } from '../../shared/rut';
import { STUDENT_SEARCH_PAGE_SIZE } from '../../shared/students';
import { studentSortOf, VISIBLE_STUDENT } from './student-profile.repository';

/**
 * The students' half of the internships on the real emulators: the student profile, a CV through a
 * presigned POST to s3rver (checked by its bytes), applying (once, to an open offer), the company's
 * applicants with the CV link and the answers (mailed), another company kept out, and the erasure.
 * Offers are written straight to the table: their own routes are tested with them.
 */
jest.setTimeout(180_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;

type Answer = ApiAnswer;

const api = (method: string, pathname: string, token?: string, body?: unknown): Promise<Answer> => apiOf(stack)(method, pathname, token, body);

interface Account {
  uid: string;
  email: string;
  token: string;
}

let rutBody = 17_100_000;
const register = async (email: string, firstName: string): Promise<Account> => {
  rutBody += 1;
  const rut = `${String(rutBody)}-${checkDigit(String(rutBody))}`;
  const registered = await api('POST', '/api/register', undefined, { firstName, lastName: 'Prueba', rut, birthDate: '2001-03-15', email, password: 'secreta1', acceptTerms: true });
  expect(registered.status).toBe(201);
  return { uid: String(registered.body.uid), email, token: await signIn(stack, email, 'secreta1') };
};

const documents = async () => (await import('../lib/clients/dynamo')).dynamo;

/** A company account, as the company registration leaves it: its document says `enterprise`. */
const company = async (email: string): Promise<Account> => {
  const account = await register(email, 'Empresa');
  await (await documents()).send(new UpdateCommand({ TableName: stack.env.TABLE_USERS, Key: { uid: account.uid }, UpdateExpression: 'SET userType = :type', ExpressionAttributeValues: { ':type': 'enterprise' } }));
  return account;
};

const putOffer = async (offerId: string, companyUid: string, status: string, deadline = '2099-12-31') => {
  await (await documents()).send(
    new PutCommand({
      TableName: stack.env.TABLE_INTERNSHIPS,
      Item: { ...internshipKeys.offer(offerId), companyPk: internshipKeys.company(companyUid), createdAt: new Date().toISOString(), offerId, companyUid, companyName: 'Panadería Los Aromos SpA', title: 'Práctica en marketing digital', status, deadline },
    }),
  );
};

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** What the browser does: a presigned POST, the file last, then the confirmation. */
const uploadCv = async (token: string, file: Buffer, fileName = 'cv.pdf') => {
  const presigned = await api('POST', '/api/intern/profile/cv/upload-url', token, { contentType: 'application/pdf', size: file.length, fileName });
  expect(presigned.status).toBe(200);
  const { url, fields, key } = presigned.body as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file], { type: 'application/pdf' }), fileName);
  expect((await fetch(url, { method: 'POST', body: form, headers: { origin: stack.urls.app } })).status).toBeLessThan(300);
  return { key, confirmed: await api('PUT', '/api/intern/profile/cv', token, { key, fileName }) };
};

const objectExists = async (key: string): Promise<boolean> => {
  const { s3 } = await import('../lib/clients/s3');
  try {
    await s3.send(new HeadObjectCommand({ Bucket: stack.env.BUCKET_UPLOADS, Key: key }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') return false;
    throw error;
  }
};

const profile = { institution: 'Duoc UC', career: 'Ingeniería en Informática', year: 3, phone: '+56 9 8765 4321', region: 'Valparaíso', visibleToCompanies: true };
const message = 'Me interesa mucho aprender marketing digital en una pyme como la suya.';

let ana: Account;
let beto: Account;
let aromos: Account;
let otra: Account;
let cvKey: string;

beforeAll(async () => {
  stack = await startTestStack();
  ana = await register('ana.practica@example.cl', 'Ana');
  beto = await register('beto.practica@example.cl', 'Beto');
  aromos = await company('contacto@aromos.cl');
  otra = await company('rrhh@otra-empresa.cl');
  await putOffer('OF-ABIERTA', aromos.uid, 'publicada');
  await putOffer('OF-CERRADA', aromos.uid, 'cerrada');
  await putOffer('OF-VENCIDA', aromos.uid, 'publicada', '2020-01-01');
  await putOffer('OF-RETIRO', aromos.uid, 'publicada');
});
afterAll(async () => {
  await stack.stop();
});

describe('the student profile and CV', () => {
  it('refuses to apply before the profile and CV exist, in Spanish', async () => {
    const early = await api('POST', '/api/internships/OF-ABIERTA/applications', ana.token, { message });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'student/profile-incomplete', message: 'Antes de postular, completa tu perfil de estudiante y sube tu CV.' });
  });

  it('saves the profile, and keeps a real PDF as the CV while a PNG named .pdf is refused and deleted', async () => {
    expect((await api('PUT', '/api/intern/profile', ana.token, profile)).body).toMatchObject(profile);
    const fake = await uploadCv(ana.token, png, 'foto.pdf');
    expect(fake.confirmed.status).toBe(400);
    expect(fake.confirmed.body.error?.message).toBe('Tu CV debe ser un archivo PDF.');
    expect(await objectExists(fake.key)).toBe(false);
    const real = await uploadCv(ana.token, pdf, 'CV Ana.pdf');
    expect(real.confirmed.status).toBe(200);
    expect(real.confirmed.body.cv).toMatchObject({ fileName: 'CV Ana.pdf', size: pdf.length });
    cvKey = real.key;
    expect((await api('GET', '/api/intern/profile', ana.token)).body).toMatchObject({ ...profile, cv: { fileName: 'CV Ana.pdf' } });
  });

  it('keeps companies off the student routes and students off the company routes', async () => {
    expect((await api('GET', '/api/intern/profile', aromos.token)).status).toBe(403);
    expect((await api('GET', '/api/company/offers/OF-ABIERTA/applications', ana.token)).status).toBe(403);
  });
});

describe('applying, and the company answering', () => {
  it('applies once to a published offer; a second time, a closed or an expired offer are refused in Spanish', async () => {
    const applied = await api('POST', '/api/internships/OF-ABIERTA/applications', ana.token, { message });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ offerId: 'OF-ABIERTA', status: 'enviada', offerTitle: 'Práctica en marketing digital' });
    const again = await api('POST', '/api/internships/OF-ABIERTA/applications', ana.token, { message });
    expect(again.body.error).toMatchObject({ code: 'application/already-applied', message: 'Ya postulaste a esta oferta. Revisa su estado en Mis postulaciones.' });
    for (const offerId of ['OF-CERRADA', 'OF-VENCIDA']) {
      expect((await api('POST', `/api/internships/${offerId}/applications`, ana.token, { message })).body.error?.code).toBe('application/offer-closed');
    }
    expect((await api('POST', '/api/internships/NO-EXISTE/applications', ana.token, { message })).status).toBe(404);
  });

  it('mails the company about its new applicant', async () => {
    const mails = await mailsTo(stack, aromos.email, 2);
    expect(mails.map((mail) => mail.subject)).toContain('Nueva postulación a «Práctica en marketing digital»');
  });

  it("never shows another company the applicants, the contact or the CV of an offer that is not theirs", async () => {
    expect((await api('GET', '/api/company/offers/OF-ABIERTA/applications', otra.token)).status).toBe(404);
    expect((await api('GET', `/api/company/offers/OF-ABIERTA/applications/${ana.uid}`, otra.token)).status).toBe(404);
    expect((await api('POST', `/api/company/offers/OF-ABIERTA/applications/${ana.uid}/status`, otra.token, { status: 'seleccionada' })).status).toBe(404);
  });

  it("shows the student only their own applications", async () => {
    expect((await api('GET', '/api/intern/applications', beto.token)).body).toEqual({ applications: [] });
  });

  it('lists the applicant, and opening it marks it vista and gives the e-mail, the phone and a working CV link', async () => {
    const list = await api('GET', '/api/company/offers/OF-ABIERTA/applications', aromos.token);
    expect(list.body).toMatchObject({ offerTitle: 'Práctica en marketing digital', applicants: [{ studentUid: ana.uid, studentName: 'Ana Prueba', status: 'enviada', career: profile.career }] });
    const opened = await api('GET', `/api/company/offers/OF-ABIERTA/applications/${ana.uid}`, aromos.token);
    expect(opened.body).toMatchObject({ status: 'vista', email: ana.email, phone: profile.phone, message, cvFileName: 'CV Ana.pdf' });
    const cv = await fetch(String(opened.body.cvUrl));
    expect(cv.status).toBe(200);
    expect(Buffer.from(await cv.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api('GET', '/api/intern/applications', ana.token)).body).toMatchObject({ applications: [{ offerId: 'OF-ABIERTA', status: 'vista' }] });
  });

  it('selects the student: the student sees it and is mailed', async () => {
    const answered = await api('POST', `/api/company/offers/OF-ABIERTA/applications/${ana.uid}/status`, aromos.token, { status: 'seleccionada' });
    expect(answered.body).toMatchObject({ status: 'seleccionada' });
    expect((await api('GET', '/api/intern/applications', ana.token)).body).toMatchObject({ applications: [{ status: 'seleccionada' }] });
    const summary = await api('GET', '/api/company/applications', aromos.token);
    expect(summary.body.recent).toMatchObject([{ studentUid: ana.uid, offerTitle: 'Práctica en marketing digital', status: 'seleccionada' }]);
    expect(summary.body.offers).toEqual(expect.arrayContaining([{ offerId: 'OF-ABIERTA', offerTitle: 'Práctica en marketing digital', total: 1, unread: 0, unreadMessages: 0 }]));
    expect((await api('GET', '/api/company/applications', otra.token)).body).toEqual({ offers: [], recent: [] });
    const mails = await mailsTo(stack, ana.email, 3);
    expect(mails.map((mail) => mail.subject)).toEqual(expect.arrayContaining(['Enviamos tu postulación a «Práctica en marketing digital»', 'Tu postulación a «Práctica en marketing digital»: seleccionada']));
  });

  it('lets a company with the plan find the visible student by career, shows one without it how many match and who they are not, and the admins count the application in its week', async () => {
    const withoutPlan = await api('GET', '/api/company/interns?career=ingenieria', aromos.token);
    expect(withoutPlan.status).toBe(200);
    expect(withoutPlan.body).toEqual({ preview: true, total: 1, atLeast: false, students: [{ career: 'Ingeniería en Informática', year: 3, region: 'Valparaíso' }] });
    for (const identifying of [ana.uid, ana.email, 'Duoc UC', profile.phone]) expect(JSON.stringify(withoutPlan.body)).not.toContain(identifying);
    await (await documents()).send(
      new PutCommand({ TableName: stack.env.TABLE_BILLING, Item: { pk: `USER#${aromos.uid}`, sk: 'SUBSCRIPTION', uid: aromos.uid, plan: 'semestral', status: 'active' } }),
    );
    const found = await api('GET', '/api/company/interns?career=ingenieria', aromos.token);
    expect(found.body).toMatchObject({ students: [{ studentUid: ana.uid, email: ana.email, institution: 'Duoc UC' }] });
    expect((await api('GET', '/api/company/interns?career=derecho', aromos.token)).body).toEqual({ students: [], nextCursor: null });
    await stack.settle();
    const admin = await signIn(stack, demoAccounts.admin.email, demoAccounts.admin.password);
    expect((await api('GET', '/api/kpi/applications-weekly', admin)).body).toMatchObject({ total: 1 });
  });
});

describe('a student withdrawing an application', () => {
  it('withdraws their own: the company sees it retirada and can no longer move it or read the contact; applying again is refused; others cannot touch it', async () => {
    await api('PUT', '/api/intern/profile', beto.token, { ...profile, visibleToCompanies: false });
    expect((await uploadCv(beto.token, pdf, 'CV Beto.pdf')).confirmed.status).toBe(200);
    expect((await api('POST', '/api/internships/OF-RETIRO/applications', beto.token, { message })).status).toBe(201);
    expect((await api('GET', `/api/company/offers/OF-RETIRO/applications/${beto.uid}`, aromos.token)).body).toMatchObject({ status: 'vista', email: beto.email });

    // Another student has no application of theirs to this offer: nothing to withdraw.
    expect((await api('POST', '/api/intern/applications/OF-RETIRO/withdrawal', ana.token)).status).toBe(404);
    expect((await api('POST', '/api/intern/applications/OF-RETIRO/withdrawal', aromos.token)).status).toBe(403);

    const withdrawn = await api('POST', '/api/intern/applications/OF-RETIRO/withdrawal', beto.token);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ offerId: 'OF-RETIRO', status: 'retirada' });
    expect((await api('POST', '/api/intern/applications/OF-RETIRO/withdrawal', beto.token)).body).toMatchObject({ status: 'retirada' });
    expect((await api('GET', '/api/intern/applications', beto.token)).body).toMatchObject({ applications: [{ offerId: 'OF-RETIRO', status: 'retirada' }] });

    expect((await api('GET', '/api/company/offers/OF-RETIRO/applications', aromos.token)).body).toMatchObject({ applicants: [{ studentUid: beto.uid, status: 'retirada' }] });
    const opened = await api('GET', `/api/company/offers/OF-RETIRO/applications/${beto.uid}`, aromos.token);
    expect(opened.body).toMatchObject({ status: 'retirada', email: '', phone: '' });
    expect(opened.body.cvUrl).toBeUndefined();
    const moved = await api('POST', `/api/company/offers/OF-RETIRO/applications/${beto.uid}/status`, aromos.token, { status: 'seleccionada' });
    expect(moved.status).toBe(409);
    expect(moved.body.error?.message).toBe('El estudiante retiró esta postulación; ya no puedes cambiar su estado.');

    const again = await api('POST', '/api/internships/OF-RETIRO/applications', beto.token, { message });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Retiraste tu postulación a esta oferta; no puedes volver a postular a ella.');

    // Its thread is closed to both sides.
    const closed = await api('POST', `/api/company/offers/OF-RETIRO/applications/${beto.uid}/messages`, aromos.token, { text: '¿Estás seguro?' });
    expect(closed.status).toBe(409);
    expect(closed.body.error?.message).toBe('La postulación fue retirada: ya no se pueden enviar mensajes en esta conversación.');
    expect((await api('GET', '/api/intern/applications/OF-RETIRO/messages', beto.token)).body).toMatchObject({ open: false, messages: [] });
  });
});

describe("the companies' search of students, page by page", () => {
  it('answers every visible student of a search once, a page at a time, and no cursor after the last', async () => {
    const client = await documents();
    const career = 'Arquitectura del Paisaje';
    const uids = Array.from({ length: STUDENT_SEARCH_PAGE_SIZE + 5 }, (_, index) => `paged-${String(index).padStart(2, '0')}`);
    for (const uid of uids) {
      const fields = { institution: 'Universidad de Talca', career };
      await client.send(
        new PutCommand({
          TableName: stack.env.TABLE_INTERNSHIPS,
          Item: { ...internshipKeys.studentProfile(uid), uid, ...fields, year: 4, phone: '+56 9 1111 2222', visibleToCompanies: true, studentName: `Estudiante ${uid}`, email: `${uid}@example.cl`, visiblePk: VISIBLE_STUDENT, studentSort: studentSortOf(fields, uid) },
        }),
      );
    }
    const first = await api('GET', '/api/company/interns?career=arquitectura%20del', aromos.token);
    expect(first.status).toBe(200);
    const firstStudents = first.body.students as { studentUid: string }[];
    expect(firstStudents).toHaveLength(STUDENT_SEARCH_PAGE_SIZE);
    expect(typeof first.body.nextCursor).toBe('string');
    const second = await api('GET', `/api/company/interns?career=arquitectura%20del&cursor=${String(first.body.nextCursor)}`, aromos.token);
    expect(second.body.nextCursor).toBeNull();
    expect([...firstStudents, ...(second.body.students as { studentUid: string }[])].map((student) => student.studentUid)).toEqual(uids);
    const foreign = await api('GET', `/api/company/interns?career=derecho&cursor=${String(first.body.nextCursor)}`, aromos.token);
    expect(foreign.status).toBe(400);
  });
});

describe('messages between the student and the company', () => {
  const threadMails = async (address: string) => (await mailsTo(stack, address, 0)).filter((mail) => mail.subject.startsWith('Nuevo mensaje de'));
  const studentThread = `/api/intern/applications/OF-ABIERTA/messages`;
  const companyThread = () => `/api/company/offers/OF-ABIERTA/applications/${ana.uid}/messages`;

  it('a burst of the student’s messages mails the company once; its list shows them unread until it reads the thread', async () => {
    for (const text of ['Hola, ¿cuándo empezaría?', 'También quería preguntar por el horario.', '¡Gracias!']) {
      expect((await api('POST', studentThread, ana.token, { text })).status).toBe(201);
    }
    expect(await threadMails(aromos.email)).toHaveLength(1);
    expect((await threadMails(aromos.email))[0]?.subject).toBe('Nuevo mensaje de Ana Prueba sobre «Práctica en marketing digital»');
    expect((await api('GET', '/api/company/offers/OF-ABIERTA/applications', aromos.token)).body).toMatchObject({ applicants: [{ studentUid: ana.uid, unreadMessages: true }] });

    const read = await api('GET', companyThread(), aromos.token);
    expect(read.body).toMatchObject({ studentName: 'Ana Prueba', open: true, messages: [{ author: 'student', text: 'Hola, ¿cuándo empezaría?' }, { author: 'student' }, { author: 'student', text: '¡Gracias!' }] });
    expect((await api('GET', '/api/company/offers/OF-ABIERTA/applications', aromos.token)).body).toMatchObject({ applicants: [{ unreadMessages: false }] });
  });

  it('the company’s answer mails the student; once the company read the thread, the student’s next message mails it again', async () => {
    expect((await api('POST', companyThread(), aromos.token, { text: 'El lunes a las 9. Te esperamos.' })).status).toBe(201);
    const toAna = await threadMails(ana.email);
    expect(toAna.map((mail) => mail.subject)).toEqual(['Nuevo mensaje de Panadería Los Aromos SpA sobre «Práctica en marketing digital»']);
    expect(toAna[0]?.body.text).toContain('El lunes a las 9. Te esperamos.');
    expect((await api('GET', '/api/intern/applications', ana.token)).body).toMatchObject({ applications: [{ offerId: 'OF-ABIERTA', unreadMessages: true }] });
    expect((await api('GET', studentThread, ana.token)).body).toMatchObject({ companyName: 'Panadería Los Aromos SpA', messages: { length: 4 } });

    expect((await api('POST', studentThread, ana.token, { text: 'Perfecto, ahí estaré.' })).status).toBe(201);
    expect(await threadMails(aromos.email)).toHaveLength(2);
  });

  it('nobody else reads or writes the thread; an empty message is refused in Spanish', async () => {
    expect((await api('GET', companyThread(), otra.token)).status).toBe(404);
    expect((await api('POST', companyThread(), otra.token, { text: 'Hola' })).status).toBe(404);
    expect((await api('GET', studentThread, beto.token)).status).toBe(404);
    expect((await api('POST', studentThread, beto.token, { text: 'Hola' })).status).toBe(404);
    const empty = await api('POST', studentThread, ana.token, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.fields).toEqual({ text: 'Escribe tu mensaje.' });
  });
});

describe('erasing a student', () => {
  it('withdraws the applications and deletes the profile and the CV', async () => {
    const admin = await signIn(stack, demoAccounts.admin.email, demoAccounts.admin.password);
    expect((await api('DELETE', `/api/admin/users/${ana.uid}`, admin)).status).toBe(204);
    await stack.settle();
    expect((await api('GET', '/api/company/offers/OF-ABIERTA/applications', aromos.token)).body).toMatchObject({ applicants: [] });
    const item = await (await documents()).send(new GetCommand({ TableName: stack.env.TABLE_INTERNSHIPS, Key: internshipKeys.studentProfile(ana.uid) }));
    expect(item.Item).toBeUndefined();
    // The thread went with the application, both sides' messages.
    const thread = await (await documents()).send(
      new QueryCommand({ TableName: stack.env.TABLE_INTERNSHIPS, KeyConditionExpression: 'pk = :offer AND begins_with(sk, :thread)', ExpressionAttributeValues: { ':offer': internshipKeys.offerPk('OF-ABIERTA'), ':thread': internshipKeys.threadPrefix(ana.uid) } }),
    );
    expect(thread.Items).toEqual([]);
    expect(await objectExists(cvKey)).toBe(false);
  });
});
