import { chileanRegions } from '@shared/internships';

/** The regions a student may pick: the same list the offers are filtered by. */
export const studentRegions: readonly string[] = chileanRegions;
