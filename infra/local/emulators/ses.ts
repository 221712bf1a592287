import type { Server } from 'node:http';
import startSesServer from 'aws-ses-v2-local';
import { LOCAL_HOST } from '../config';
import type { RunningProcess } from './dynamodb';

/** aws-ses-v2-local, in this process; its page at / shows every mail, `GET /store` returns them as JSON. */
export const startSes = async (port: number): Promise<RunningProcess> => {
  // The emulator answers GetAccount (our mail health check) from this variable.
  process.env.AWS_SES_ACCOUNT ??= JSON.stringify({
    DedicatedIpAutoWarmupEnabled: false,
    Details: {
      AdditionalContactEmailAddresses: [],
      ContactLanguage: 'ES',
      MailType: 'TRANSACTIONAL',
      ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
      UseCaseDescription: 'Local development',
      WebsiteURL: 'http://localhost',
    },
    EnforcementStatus: 'HEALTHY',
    ProductionAccessEnabled: true,
    SendingEnabled: true,
    SendQuota: { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 0 },
    SuppressionAttributes: { SuppressedReasons: [] },
  });
  const server: Server = await startSesServer({ host: LOCAL_HOST, port });
  return {
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
