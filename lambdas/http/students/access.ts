import { cvFiles, type FunctionAccess } from '../../lib/access';

/**
 * Students' profiles and applications. Applying reads the offer and the profile and writes the
 * application with its event, checking the offer in the same transaction; a company reading an
 * applicant marks the application vista with its event and signs a CV link (the link reads with
 * this function's rights); the company's plan (billing) opens the interns' search.
 */
export const access: FunctionAccess = {
  tables: { users: ['GetItem'], internships: ['GetItem', 'Query', 'UpdateItem', 'PutItem', 'ConditionCheckItem'], billing: ['GetItem'] },
  buckets: cvFiles(['GetObject']),
  publishes: ['ApplicationStatusChanged', 'ApplicationSubmitted'],
};
