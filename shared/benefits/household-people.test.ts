import { householdProfileSchema } from './household-schema';
import type { HouseholdProfile } from './profile';
import { migrateReceived } from './household-people';

const couple: HouseholdProfile = { members: [{ id: 'maria', relation: 'pareja', birthDate: '1955-05-01' }] };

describe('"ya lo recibo" per person of the household', () => {
  it("saves a member's benefit as id:memberId, and refuses an unknown benefit or a malformed member", () => {
    expect(householdProfileSchema.safeParse({ ...couple, receivedBenefitIds: ['pgu', 'pgu:maria'] }).success).toBe(true);
    expect(householdProfileSchema.safeParse({ receivedBenefitIds: ['no-such-benefit'] }).success).toBe(false);
    expect(householdProfileSchema.safeParse({ receivedBenefitIds: ['pgu:María'] }).success).toBe(false);
    expect(householdProfileSchema.safeParse({ receivedBenefitIds: ['pgu:maria:x'] }).success).toBe(false);
  });

  it('reads a saved plain id as the user’s own, as before', () => {
    expect(migrateReceived({ ...couple, receivedBenefitIds: ['pgu'] }, new Set(['pgu', 'pgu:maria']))).toEqual(['pgu']);
  });

  it("reads a saved plain id likely for one member only, and not for the user, as that member's: only that member's card could have saved it", () => {
    expect(migrateReceived({ ...couple, receivedBenefitIds: ['pgu', 'bono-invierno'] }, new Set(['pgu:maria', 'bono-invierno:maria']))).toEqual(['pgu:maria', 'bono-invierno:maria']);
  });

  it('keeps a plain id likely for several members as it is, and drops the keys of a member who left', () => {
    const three: HouseholdProfile = { members: [...(couple.members ?? []), { id: 'ana', relation: 'otro', birthDate: '1950-01-01' }], receivedBenefitIds: ['pgu', 'pgu:juan'] };
    expect(migrateReceived(three, new Set(['pgu:maria', 'pgu:ana']))).toEqual(['pgu']);
  });
});
