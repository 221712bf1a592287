/**
 * `npm run preflight -- --stage NAME`: checks, with your AWS credentials, what a deploy of the stage
 * needs and what going live needs (preflight-checks.ts), and prints what is missing in each part.
 * Exits 0 when both are ready, 1 when a deploy would fail, 3 when the stage can be deployed but is
 * not ready to go live, 2 on a wrong command line.
 */
import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { STSClient } from '@aws-sdk/client-sts';
import { resolveCname } from 'node:dns/promises';
import { isStageName, stageConfig, stageNames } from '../lib/stage-config';
import { parseArgs } from './args';
import { exitCodeOf, formatReport, preflight } from './preflight-checks';

const main = async () => {
  const { stage, positional } = parseArgs(process.argv.slice(2));
  if (!isStageName(stage) || positional.length > 0) {
    console.error(`Usage: npm run preflight -- --stage <${stageNames.join('|')}>`);
    process.exit(2);
  }
  const config = stageConfig(stage);
  const { region } = config;
  const report = await preflight(
    {
      cloudFormation: (name) => new CloudFormationClient({ region: name }),
      sns: (name) => new SNSClient({ region: name }),
      sts: new STSClient({ region }),
      web: {
        resolveCname,
        fetchJson: async (url) => {
          const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
          return response?.ok ? await response.json().catch(() => undefined) : undefined;
        },
      },
      secrets: new SecretsManagerClient({ region }),
      ses: new SESv2Client({ region }),
      cognito: new CognitoIdentityProviderClient({ region }),
      apiGateway: new APIGatewayClient({ region }),
      lambda: new LambdaClient({ region }),
    },
    stage,
    config,
    region,
  );
  console.log(`Preflight of ${stage} (${region})\n\n${formatReport(report)}`);
  process.exit(exitCodeOf(report));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
