import { applicantQueryKey, applicantsQueryKey, myApplicationsQueryKey } from './api/query-keys';
import { isApplicationQueryOf } from './live';

describe('isApplicationQueryOf (a pushed application change)', () => {
  const pushed = isApplicationQueryOf('OF-1');

  test("re-reads the student's applications, the company's applicants of that offer, one of them, and the panel's summary", () => {
    expect(pushed({ queryKey: myApplicationsQueryKey })).toBe(true);
    expect(pushed({ queryKey: applicantsQueryKey('OF-1') })).toBe(true);
    expect(pushed({ queryKey: applicantQueryKey('OF-1', 'student-1') })).toBe(true);
    expect(pushed({ queryKey: ['applicants', 'summary'] })).toBe(true);
  });

  test("leaves another offer's applicants and every other query alone", () => {
    expect(pushed({ queryKey: applicantsQueryKey('OF-2') })).toBe(false);
    expect(pushed({ queryKey: ['me'] })).toBe(false);
    expect(pushed({ queryKey: ['student-profile'] })).toBe(false);
  });
});
