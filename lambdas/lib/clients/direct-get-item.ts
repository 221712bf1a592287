import http from 'node:http';
import https from 'node:https';
import { GetItemCommand, type AttributeValue, type DynamoDBClient, type GetItemCommandOutput } from '@aws-sdk/client-dynamodb';
import { getEndpointFromInstructions } from '@smithy/core/endpoints';
import { SignatureV4 } from '@smithy/signature-v4';

/** Where a table's GetItems go, and how they are signed: resolved once from the client's own configuration. */
interface Target {
  url: URL;
  agent: http.Agent;
  /** Headers the endpoint rules ask for, if any. */
  headers: Record<string, string>;
  signer: SignatureV4;
}

interface Answer {
  status: number;
  text: string;
  requestId?: string;
}

/** Keys the JSON body can carry as they are: a binary key (`B`, a Uint8Array) is the SDK's to encode. */
const textualKey = (key: Record<string, AttributeValue> | undefined): boolean =>
  key !== undefined && Object.values(key).every((value) => value.S !== undefined || value.N !== undefined);

/**
 * A binary attribute comes as base64 text, which the SDK decodes into bytes: an answer that may hold one is
 * read again through the SDK, so that the item is the SDK's to the byte. In DynamoDB's compact JSON, a
 * string that contains these characters has its quotes escaped, so only a key (a type, or a map key of
 * that name) matches.
 */
const mayHoldBinary = (text: string): boolean => text.includes('"B":') || text.includes('"BS":');

/**
 * GetItem without the SDK client's work on each call. A GetItem through the client costs several times
 * the CPU of the same request signed and sent directly (its middleware stack, endpoint rules, retry
 * bookkeeping, schema serde and a signer built for each call), and the caller's document is read on every
 * signed-in request. What the SDK decides stays the SDK's: the endpoint comes from its endpoint rules
 * (`AWS_ENDPOINT_URL_DYNAMODB` locally, the regional or account endpoint in the cloud), the credentials
 * from its provider chain (memoized, refreshed before they expire), the signature from its SigV4 signer
 * (`@smithy/signature-v4`), the item's shape is the low-level client's answer. Only a 200 is taken here:
 * an error status, a dropped connection (a keep-alive socket closed while the function was frozen) or an
 * answer with binary attributes sends the same command through the client, which retries, throws its
 * typed errors and decodes bytes as always.
 */
export class DirectGetItem {
  private readonly targets = new Map<string, Promise<Target>>();

  /** `client`: the SDK client whose configuration is used, and which sends whatever is not taken here. */
  constructor(readonly client: DynamoDBClient) {}

  async send(command: GetItemCommand): Promise<GetItemCommandOutput> {
    const { input } = command;
    if (!input.TableName || !textualKey(input.Key)) return this.client.send(command);
    const body = JSON.stringify(input);
    const answer = await this.targetOf(command, input.TableName)
      .then((target) => this.post(target, body))
      .catch(() => undefined);
    if (answer?.status !== 200 || mayHoldBinary(answer.text)) return this.client.send(command);
    const output = JSON.parse(answer.text) as Omit<GetItemCommandOutput, '$metadata'>;
    return { ...output, $metadata: { httpStatusCode: 200, requestId: answer.requestId, attempts: 1, totalRetryDelay: 0 } };
  }

  /** Closes the kept connections (tests; a function's container just ends). */
  destroy(): void {
    for (const target of this.targets.values()) void target.then((resolved) => resolved.agent.destroy(), () => undefined);
    this.targets.clear();
  }

  private targetOf(command: GetItemCommand, tableName: string): Promise<Target> {
    let target = this.targets.get(tableName);
    if (!target) {
      target = this.resolveTarget(command).catch((error: unknown) => {
        this.targets.delete(tableName);
        throw error;
      });
      this.targets.set(tableName, target);
    }
    return target;
  }

  private async resolveTarget(command: GetItemCommand): Promise<Target> {
    const { config } = this.client;
    // A copy, as the SDK's endpoint middleware passes one: resolving an endpoint from the environment writes to it.
    const endpoint = await getEndpointFromInstructions(command.input, GetItemCommand, { ...config });
    const scheme = (endpoint.properties?.authSchemes as { signingName?: string; signingRegion?: string }[] | undefined)?.[0];
    const url = new URL(endpoint.url.href);
    const headers = Object.fromEntries(Object.entries(endpoint.headers ?? {}).map(([name, values]) => [name.toLowerCase(), values.join(',')]));
    // As the SDK's own handler keeps them (maxSockets 50, keep-alive): a new TLS connection per read would cost more than the SDK saves.
    const agentOptions = { keepAlive: true, maxSockets: 50 };
    return {
      url,
      headers,
      agent: url.protocol === 'https:' ? new https.Agent(agentOptions) : new http.Agent(agentOptions),
      signer: new SignatureV4({
        credentials: config.credentials,
        region: scheme?.signingRegion ?? config.region,
        service: scheme?.signingName ?? 'dynamodb',
        sha256: config.sha256,
      }),
    };
  }

  private async post(target: Target, body: string): Promise<Answer> {
    const { url } = target;
    // The clock offset the SDK client learnt from a clock-skew error (its retry corrects it), so that a skewed clock costs one read, not every one.
    const signingDate = new Date(Date.now() + this.client.config.systemClockOffset);
    const signed = await target.signer.sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname || '/',
      query: {},
      headers: {
        ...target.headers,
        host: url.host,
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.GetItem',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    }, { signingDate });
    const request = url.protocol === 'https:' ? https.request : http.request;
    const options = { method: 'POST', host: url.hostname, port: url.port || undefined, path: url.pathname || '/', agent: target.agent, headers: signed.headers };
    return new Promise<Answer>((resolve, reject) => {
      const outgoing = request(options, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const requestId = response.headers['x-amzn-requestid'];
          resolve({ status: response.statusCode ?? 0, text, requestId: typeof requestId === 'string' ? requestId : undefined });
        });
        response.on('error', reject);
        // A connection closed before the whole answer came: not an answer (resolve/reject after 'end' are no-ops).
        response.on('close', () => {
          if (!response.complete) reject(new Error('DynamoDB closed the connection before its answer was complete'));
        });
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
}
