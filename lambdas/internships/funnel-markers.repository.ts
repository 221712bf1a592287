import { billingKeys } from '../../shared/data/keys';
import type { TransactItem } from '../lib/dynamo';
import { env } from '../lib/env';

/**
 * The markers that count an application once in the prácticas funnel (funnel-kpis.service.ts), by its
 * offer and its student: apart, so that the student's erasure deletes them without the funnel's reads.
 */
export const applicationMarkerId = (offerId: string, studentUid: string): string => `application#${offerId}#${studentUid}`;
export const selectionMarkerId = (offerId: string, studentUid: string): string => `selection#${offerId}#${studentUid}`;

/** The markers of one application, as deletes of its erasure's transaction: they name the student. */
export const applicationMarkerDeletes = (offerId: string, studentUid: string): TransactItem[] =>
  [applicationMarkerId(offerId, studentUid), selectionMarkerId(offerId, studentUid)].map((id) => ({ Delete: { TableName: env().TABLE_BILLING, Key: billingKeys.applied(id) } }));
