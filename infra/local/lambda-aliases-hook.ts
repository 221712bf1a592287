import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { lambdaAliases } from '../lib/constructs/lambda-aliases';

/**
 * Imported first by `npm start`: the local stack runs the functions' code in this process, and resolves
 * the packages the bundles replace (infra/lib/constructs/lambda-aliases.ts) to what the bundles put in
 * their place, for `require` and `import` alike, so that it runs what Lambda runs.
 */
const aliases = lambdaAliases();

registerHooks({
  resolve: (specifier, context, nextResolve) => {
    const target = aliases[specifier];
    return nextResolve(target === undefined ? specifier : pathToFileURL(target).href, context);
  },
});
