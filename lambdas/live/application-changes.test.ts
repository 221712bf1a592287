import type { DynamoDBRecord } from 'aws-lambda';
import { streamChange as change, useLiveSockets } from '../testing/live';

const { connected, posted } = useLiveSockets();
const run = async (...records: DynamoDBRecord[]) => (await import('./application-changes')).handler({ Records: records });
type Image = Record<string, unknown>;

beforeEach(() => {
  connected('student-1', 's1');
  connected('company-1', 'c1', 'c2');
  connected('company-2', 'x');
});

const application = (fields: Image = {}): Image => ({
  pk: 'OFFER#OF-1',
  sk: 'APPLICATION#student-1',
  offerId: 'OF-1',
  studentUid: 'student-1',
  companyUid: 'company-1',
  status: 'enviada',
  message: 'Me interesa mucho esta práctica.',
  ...fields,
});

describe('the application-stream consumer (live/application-changes)', () => {
  it("tells the student's and the offer's company's sockets, and no one else's, when an application is sent, moved or withdrawn", async () => {
    expect(await run(change('INSERT', undefined, application()))).toEqual({ batchItemFailures: [] });
    expect(await run(change('MODIFY', application(), application({ status: 'vista' })))).toEqual({ batchItemFailures: [] });
    expect(await run(change('REMOVE', application({ status: 'vista' }), undefined))).toEqual({ batchItemFailures: [] });
    const message = { type: 'application', offerId: 'OF-1' };
    const once = [
      { to: 's1', message },
      { to: 'c1', message },
      { to: 'c2', message },
    ];
    expect(posted()).toEqual([...once, ...once, ...once]);
  });

  it('says nothing for a change the two cannot see, nor for offers and student profiles', async () => {
    await run(
      change('MODIFY', application(), application({ studentName: 'Otra copia' })),
      change('MODIFY', { pk: 'OFFER#OF-1', sk: 'OFFER', offerId: 'OF-1', companyUid: 'company-1', status: 'publicada' }, { pk: 'OFFER#OF-1', sk: 'OFFER', offerId: 'OF-1', companyUid: 'company-1', status: 'cerrada' }),
      change('INSERT', undefined, { pk: 'STUDENT#student-1', sk: 'PROFILE', uid: 'student-1' }),
    );
    expect(posted()).toEqual([]);
  });

  it("tells both sides of a new message in the application's thread and of a side's reading, not of the mailer's marks nor of the message items", async () => {
    const written = application({ lastMessageAt: '2026-03-02T10:00:00.000Z', lastMessageBy: 'company', companyReadAt: '2026-03-02T10:00:00.000Z', messageCount: 1 });
    const read = { ...written, studentReadAt: '2026-03-02T10:05:00.000Z' };
    await run(
      change('MODIFY', application(), written),
      change('MODIFY', written, { ...written, studentMailedAt: '2026-03-02T10:00:00.000Z', studentMailedFor: 'M-1' }),
      change('INSERT', undefined, { pk: 'OFFER#OF-1', sk: 'MESSAGE#student-1#2026-03-02T10:00:00.000Z#M-1', offerId: 'OF-1', studentUid: 'student-1', companyUid: 'company-1', author: 'company', text: 'Hola' }),
      change('MODIFY', written, read),
    );
    const message = { type: 'application', offerId: 'OF-1' };
    const once = [
      { to: 's1', message },
      { to: 'c1', message },
      { to: 'c2', message },
    ];
    expect(posted()).toEqual([...once, ...once]);
  });
});
