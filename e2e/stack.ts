/**
 * Ports and data folder of the stack the browser tests start, apart from a developer's own
 * `npm start`. E2E_PORT moves them all, so that two suites can run side by side.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const offset = port - 3100;

export const e2eStack = {
  baseUrl: `http://127.0.0.1:${port}`,
  mailStoreUrl: `http://127.0.0.1:${8105 + offset}/store`,
  /** The local Google OAuth emulator (HTTPS, self-signed). */
  oauthUrl: `https://127.0.0.1:${9543 + offset}`,
  /** The local Transbank Oneclick Mall emulator. */
  transbankUrl: `http://127.0.0.1:${4680 + offset}`,
  env: {
    PORT: String(port),
    DYNAMODB_PORT: String(8100 + offset),
    COGNITO_PORT: String(9329 + offset),
    SES_PORT: String(8105 + offset),
    S3_PORT: String(4669 + offset),
    EVENTS_PORT: String(4110 + offset),
    OAUTH_PORT: String(9543 + offset),
    TRANSBANK_PORT: String(4680 + offset),
    LOCAL_DATA_DIR: `.local-e2e-${port}`,
    WEB_DIST_DIR: `.web-dist-${port}`,
    LOCAL_RESET: 'true',
    // The functions' INFO logs would drown the test report.
    LOG_LEVEL: 'WARN',
  },
} as const;
