import type { Metafile } from 'esbuild';
import { packageOfInput } from '../infra/lib/constructs/sdk-clients';

/** A module of `@aws-sdk/*` or `@smithy/*`, a client's copy with literal trait keys included (infra/lib/constructs/sdk-clients.ts). */
const isSdkPackage = (input: string): boolean => /^@(aws-sdk|smithy)\//.test(packageOfInput(input) ?? '');

/**
 * The bundle's inputs that belong to the AWS SDK: the `@aws-sdk/*` and `@smithy/*` packages, and the
 * modules that only they import (`mnemonist` and `obliterator` behind DynamoDB's endpoint cache,
 * `@aws/lambda-invoke-store` behind recursion detection): dependencies we never chose or import, that come
 * and go with the SDK version. Anything our code also imports counts as ours.
 */
export const sdkInputs = (metafile: Metafile): Set<string> => {
  const importers = new Map<string, string[]>();
  for (const [input, { imports }] of Object.entries(metafile.inputs))
    for (const imported of imports) importers.set(imported.path, [...(importers.get(imported.path) ?? []), input]);
  const sdk = new Set(Object.keys(metafile.inputs).filter(isSdkPackage));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [input, by] of importers)
      if (!sdk.has(input) && by.length > 0 && by.every((importer) => sdk.has(importer))) {
        sdk.add(input);
        grew = true;
      }
  }
  return sdk;
};
