// Runs cognito-local in its own process: it reads `.cognito/` from the working directory,
// which the parent sets to the stack's data folder. Exits when the parent goes away.
const { createDefaultServer } = require('cognito-local/lib/server');
const pino = require('pino');

// Expected misses (an unknown user, a group not created yet) are logged as errors by cognito-local.
const logger = pino({ level: process.env.DEBUG ? 'debug' : 'silent' });
createDefaultServer(logger)
  .then((server) => server.start())
  .then(() => process.send && process.send('ready'))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
