import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { testEnv, useTestEnv } from '../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const user = { uid: 'u1', email: 'ana@example.cl', firstName: 'Ana', activated: false, provider: 'password' };

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  dynamo.on(GetCommand).resolves({ Item: user });
  // The key reset links are derived with (lambdas/mail/reset-link.ts).
  dynamo.on(GetCommand, { Key: { pk: 'SIGNING-KEY#link-tokens', sk: 'KEY' } }).resolves({ Item: { key: Buffer.alloc(32, 3).toString('base64') } });
  dynamo.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});

const sentText = () => ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body?.Text?.Data ?? '';

describe('sendAccountMail', () => {
  it('sends the welcome to the account’s own address with an activation link built from SITE_URL', async () => {
    const { sendAccountMail } = await import('./mail.service');
    expect(await sendAccountMail('welcome-activation', 'u1')).toBe('sent');
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Destination?.ToAddresses).toEqual(['ana@example.cl']);
    expect(input?.FromEmailAddress).toBe(testEnv.MAIL_FROM);
    expect(sentText()).toMatch(new RegExp(`${testEnv.SITE_URL}/activate/u1#token=[\\w-]{43}`));
    expect(input?.Content?.Simple?.Body?.Html?.Data).toContain('<html lang="es-CL">');
  });

  it('leads the activation link back to the internships page the person registered from, a path after SITE_URL; anything else is dropped', async () => {
    const { sendAccountMail } = await import('./mail.service');
    await sendAccountMail('welcome-activation', 'u1', undefined, '/intern/postular/OF-1');
    expect(sentText()).toMatch(new RegExp(`${testEnv.SITE_URL}/activate/u1\\?redirect=%2Fintern%2Fpostular%2FOF-1#token=[\\w-]{43}`));
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'm2' });
    await sendAccountMail('activation-link', 'u1', undefined, '//evil.example/intern/postular/x');
    expect(sentText()).toMatch(new RegExp(`${testEnv.SITE_URL}/activate/u1#token=`));
  });

  it('never sends a once-only mail twice', async () => {
    dynamo.on(PutCommand, { Item: { pk: 'MAIL#u1', sk: 'welcome#u1' } }).rejects(new ConditionalCheckFailedException({ message: 'taken', $metadata: {} }));
    const { sendAccountMail } = await import('./mail.service');
    expect(await sendAccountMail('welcome-activation', 'u1')).toBe('skipped');
    expect(ses.calls()).toHaveLength(0);
  });

  it('gives the claim back when SES refuses, so that the retry sends it', async () => {
    ses.on(SendEmailCommand).rejects(new Error('Throttling'));
    const { sendAccountMail } = await import('./mail.service');
    await expect(sendAccountMail('activation-confirmed', 'u1')).resolves.toBe('skipped');
    dynamo.on(GetCommand).resolves({ Item: { ...user, activated: true } });
    await expect(sendAccountMail('activation-confirmed', 'u1')).rejects.toThrow('Throttling');
    expect(dynamo.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({ pk: 'MAIL#u1', sk: 'activation-confirmed#u1' });
  });

  it('tells a Google account that it has no password, with no reset link', async () => {
    dynamo.on(GetCommand).resolves({ Item: { ...user, provider: 'google' } });
    const { sendAccountMail } = await import('./mail.service');
    await sendAccountMail('password-recovery', 'u1');
    expect(sentText()).toContain('Google');
    expect(sentText()).not.toContain('/set-new-password/');
  });

  it('escapes the name in the HTML', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: { ...user, firstName: '<script>x</script>' } });
    const { sendAccountMail } = await import('./mail.service');
    await sendAccountMail('password-recovery', 'u1');
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body?.Html?.Data).toContain('&lt;script&gt;');
  });
});

describe('a reset link asked for again', () => {
  const signingKey = { pk: 'SIGNING-KEY#link-tokens', sk: 'KEY' };
  const resetItem = { pk: 'LINK#reset#u1', sk: 'TOKEN' };
  const linkOf = () => /#token=([\w-]{43})/.exec(sentText())?.[1];

  beforeEach(() => {
    dynamo.on(GetCommand, { Key: signingKey }).resolves({ Item: { ...signingKey, key: Buffer.alloc(32, 3).toString('base64') } });
  });

  it('is the live link, sent again while it has time left: the first mail keeps working', async () => {
    const { sendAccountMail } = await import('./mail.service');
    dynamo.on(GetCommand, { Key: resetItem }).resolves({});
    await sendAccountMail('password-recovery', 'u1');
    const stored = dynamo.commandCalls(PutCommand, { Item: resetItem }).at(-1)?.args[0].input.Item;
    const first = linkOf();
    expect(stored).toMatchObject({ nonce: expect.any(String) as unknown, hash: expect.any(String) as unknown });
    expect(JSON.stringify(stored)).not.toContain(first);

    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'm2' });
    dynamo.on(GetCommand, { Key: resetItem }).resolves({ Item: { ...stored, expiresAt: Math.floor(Date.now() / 1000) + 50 * 60 } });
    const puts = dynamo.commandCalls(PutCommand, { Item: resetItem }).length;
    await sendAccountMail('password-recovery', 'u1');
    expect(linkOf()).toBe(first);
    expect(dynamo.commandCalls(PutCommand, { Item: resetItem })).toHaveLength(puts);
  });

  it('is a new link once the live one has little time left', async () => {
    const { sendAccountMail } = await import('./mail.service');
    dynamo.on(GetCommand, { Key: resetItem }).resolves({ Item: { ...resetItem, hash: 'h', nonce: 'n', expiresAt: Math.floor(Date.now() / 1000) + 5 * 60 } });
    await sendAccountMail('password-recovery', 'u1');
    expect(dynamo.commandCalls(PutCommand, { Item: resetItem })).toHaveLength(1);
  });
});
