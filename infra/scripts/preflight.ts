/**
 * `npm run preflight -- --stage NAME`: checks, with your AWS credentials, every prerequisite of a
 * deploy of the stage (preflight-checks.ts) and prints what is missing. Exits 1 if anything is.
 */
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { parseStageName, stageConfig } from '../lib/stage-config';
import { parseArgs } from './args';
import { formatReport, preflight } from './preflight-checks';

const main = async () => {
  const { stage: raw } = parseArgs(process.argv.slice(2));
  const stage = parseStageName(raw);
  const config = stageConfig(stage);
  const { region } = config;
  const checks = await preflight(
    {
      cloudFormation: (name) => new CloudFormationClient({ region: name }),
      secrets: new SecretsManagerClient({ region }),
      ses: new SESv2Client({ region }),
      cognito: new CognitoIdentityProviderClient({ region }),
    },
    stage,
    config,
    region,
  );
  console.log(`Preflight of ${stage} (${region}):\n${formatReport(checks)}`);
  if (checks.some((check) => !check.ok)) process.exit(1);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
