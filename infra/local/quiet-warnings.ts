/**
 * The AWS SDK warns on every process that Node 20 support ends in 2027; the Lambda runtime is
 * Node 22, only this machine runs 20. Every other warning is still printed.
 */
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (`${warning.name} ${warning.message}`.includes('NodeVersionSupportWarning')) return;
  console.warn(`${warning.name}: ${warning.message}`);
});
