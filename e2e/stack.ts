/** Ports and data folder of the stack the browser tests start, apart from a developer's own `npm start`. */
const port = Number(process.env.E2E_PORT ?? 3100);

export const e2eStack = {
  baseUrl: `http://127.0.0.1:${port}`,
  mailStoreUrl: 'http://127.0.0.1:8105/store',
  env: {
    PORT: String(port),
    DYNAMODB_PORT: '8100',
    COGNITO_PORT: '9329',
    SES_PORT: '8105',
    S3_PORT: '4669',
    EVENTS_PORT: '4110',
    LOCAL_DATA_DIR: '.local-e2e',
    LOCAL_RESET: 'true',
  },
} as const;
