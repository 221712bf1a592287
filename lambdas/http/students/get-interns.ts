import { searchStudentsRoute } from '../../../shared/contracts/students/get-interns';
import { defineHandler, json } from '../../lib/http';
import { searchVisibleStudents } from '../../students/student-search.service';

/** GET /api/company/interns: students who chose to be visible to companies, by career, institution and region (a company plan's feature). */
export const handler = defineHandler(searchStudentsRoute, async ({ caller, query }) => json(200, await searchVisibleStudents(caller.uid, query)));
