import { EventEmitter } from 'node:events';
import https from 'node:https';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { DirectGetItem } from './direct-get-item';

/**
 * In the cloud no endpoint is configured: the direct read goes where the SDK's endpoint rules send a
 * GetItem, over HTTPS, signed for DynamoDB in the function's region with the session's token. The
 * request is caught before it leaves (there is no network here), and the read then falls to the client.
 */
describe('DirectGetItem in the cloud', () => {
  const saved = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  beforeAll(() => delete process.env.AWS_ENDPOINT_URL_DYNAMODB);
  afterAll(() => {
    if (saved !== undefined) process.env.AWS_ENDPOINT_URL_DYNAMODB = saved;
  });

  it("sends to the region's DynamoDB endpoint over a kept HTTPS connection, signed with the session's credentials", async () => {
    const client = new DynamoDBClient({ region: 'sa-east-1', credentials: { accessKeyId: 'ASIATESTTESTTESTTEST', secretAccessKey: 'secret', sessionToken: 'session-token' } });
    const direct = new DirectGetItem(client);
    const sent: { options: https.RequestOptions; body?: string }[] = [];
    jest.spyOn(https, 'request').mockImplementation(((options: https.RequestOptions) => {
      const request = Object.assign(new EventEmitter(), {
        end: (body: string) => {
          sent.push({ options, body });
          process.nextTick(() => request.emit('error', new Error('no network in tests')));
        },
      });
      return request;
    }) as unknown as typeof https.request);
    const fromClient = { Item: { uid: { S: 'user-1' } }, $metadata: {} };
    const clientSend = jest.spyOn(client, 'send').mockResolvedValue(fromClient as never);
    const command = new GetItemCommand({ TableName: 'prod-users', Key: { uid: { S: 'user-1' } }, ConsistentRead: true });

    await expect(direct.send(command)).resolves.toBe(fromClient);

    expect(clientSend).toHaveBeenCalledWith(command);
    expect(sent).toHaveLength(1);
    const [{ options, body } = { options: {} }] = sent;
    expect(options).toMatchObject({ method: 'POST', host: 'dynamodb.sa-east-1.amazonaws.com', path: '/' });
    expect(options.agent).toBeInstanceOf(https.Agent);
    expect((options.agent as https.Agent).options.keepAlive).toBe(true);
    expect(JSON.parse(body ?? '')).toEqual({ TableName: 'prod-users', Key: { uid: { S: 'user-1' } }, ConsistentRead: true });
    const headers = options.headers as Record<string, string>;
    expect(headers).toMatchObject({ host: 'dynamodb.sa-east-1.amazonaws.com', 'x-amz-target': 'DynamoDB_20120810.GetItem', 'x-amz-security-token': 'session-token' });
    expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=ASIATESTTESTTESTTEST\/\d{8}\/sa-east-1\/dynamodb\/aws4_request, SignedHeaders=.*x-amz-security-token.*, Signature=[0-9a-f]{64}$/);
    direct.destroy();
  });
});
