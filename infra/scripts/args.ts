/** `--stage NAME` (or `--stage=NAME`) out of argv, and the rest. */
export const parseArgs = (argv: string[]): { stage: string | undefined; positional: string[] } => {
  const positional: string[] = [];
  let stage: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--stage') stage = argv[(index += 1)];
    else if (arg.startsWith('--stage=')) stage = arg.slice('--stage='.length);
    else positional.push(arg);
  }
  return { stage, positional };
};
