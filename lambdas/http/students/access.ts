import { cvFiles, type FunctionAccess } from '../../lib/access';

/**
 * Students' profiles and applications. Applying reads the offer and the profile and writes the
 * application with its event, checking the offer in the same transaction; a company reading an
 * applicant marks the application vista with its event and signs a CV link (the link reads with
 * this function's rights); the company's plan (billing) opens the interns' search. A first profile,
 * application or saved search marks its person a student (UpdateItem on users). The messages of an
 * application: read, marked read, and written with the thread's state and its event in one
 * transaction. The alerts' one-click unsubscribe verifies its link with the signing keys (auth; PutItem
 * makes the key on first use).
 */
export const access: FunctionAccess = {
  tables: { users: ['GetItem', 'UpdateItem'], internships: ['GetItem', 'Query', 'UpdateItem', 'PutItem', 'ConditionCheckItem'], billing: ['GetItem'], auth: ['GetItem', 'PutItem'] },
  buckets: cvFiles(['GetObject']),
  publishes: ['ApplicationStatusChanged', 'ApplicationSubmitted', 'ApplicationMessageSent'],
  signingKeys: true,
};
