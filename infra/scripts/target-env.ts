import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_REGION, optionsFromEnv } from '../local/config';
import { isPortFree } from '../local/emulators/wait';
import { localFunctionEnv } from '../local/function-env';
import { provisionIdentity } from '../local/provision';
import { parseStageName, stackName, stageConfig } from '../lib/stage-config';

/**
 * The environment that the functions see, for an ops command to run their code against:
 * the running local stack by default, or a deployed stage (`--stage NAME`, AWS credentials),
 * read from the stack's `FunctionEnvironment` output.
 */
export const targetEnv = async (stage: string | undefined): Promise<Record<string, string>> => {
  if (stage !== undefined) {
    const stageName = parseStageName(stage);
    const name = stackName(stageName);
    // Every stage is pinned to its region (sa-east-1), found there whatever the CLI's default region.
    const { region } = stageConfig(stageName);
    const { Stacks } = await new CloudFormationClient({ region }).send(new DescribeStacksCommand({ StackName: name }));
    const output = Stacks?.[0]?.Outputs?.find((item) => item.OutputKey === 'FunctionEnvironment')?.OutputValue;
    if (!output) throw new Error(`Stack ${name} has no FunctionEnvironment output: is it deployed?`);
    return { ...(JSON.parse(output) as Record<string, string>), AWS_REGION: region };
  }
  const options = optionsFromEnv();
  if (!existsSync(path.join(options.dataDir, 'stack.lock')) || (await isPortFree(options.ports.cognito, LOCAL_HOST))) {
    throw new Error('The local stack is not running: start it with `npm start` (or pass --stage NAME for a deployed stage).');
  }
  const cognito = new CognitoIdentityProviderClient({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: `http://${LOCAL_HOST}:${options.ports.cognito}` });
  return localFunctionEnv(options.ports, await provisionIdentity(cognito));
};

export { parseArgs } from './args';
