import type { CalendarDate } from './age';
import { dueReminders, isOccasionDue, occasionById, occasionsAround, PAYMENT_LEAD_DAYS, WINDOW_OPEN_DAYS, type ReminderSubject } from './reminders';

const day = (iso: string): CalendarDate => {
  const [year, month, dayOfMonth] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: dayOfMonth ?? 0 };
};

// A window opening on 1 October (Gratuidad, FUAS) and a payment on 1 May (Bono Invierno).
const rules = [
  { benefitId: 'gratuidad', kind: 'window', month: 10, day: 1, text: 'en octubre se postula a la Gratuidad con el FUAS.' },
  { benefitId: 'bono-invierno', kind: 'payment', month: 5, day: 1, text: 'el Bono Invierno se paga en mayo, con la pensión.' },
] as const;

const optedIn: ReminderSubject = { benefitReminders: true, statuses: { gratuidad: 'likely', 'bono-invierno': 'likely' } };
const due = (subject: ReminderSubject, iso: string) => dueReminders(subject, day(iso), rules).map((occasion) => occasion.id);

describe('the benefit reminder rule', () => {
  it('reminds of a window the day it opens and the days after, for WINDOW_OPEN_DAYS days', () => {
    expect(due(optedIn, '2026-10-01')).toEqual(['gratuidad#window#2026-10-01']);
    expect(due(optedIn, '2026-10-02')).toEqual(['gratuidad#window#2026-10-01']);
    expect(WINDOW_OPEN_DAYS).toBe(7);
    expect(due(optedIn, '2026-10-07')).toEqual(['gratuidad#window#2026-10-01']);
    expect(due(optedIn, '2026-10-08')).toEqual([]);
  });

  it("reminds of a member's benefit (statuses keyed per person) until that member's own is marked received", () => {
    const member: ReminderSubject = { benefitReminders: true, statuses: { 'bono-invierno': 'no', 'bono-invierno:maria': 'likely' } };
    expect(due(member, '2026-04-28')).toEqual(['bono-invierno#payment#2026-05-01']);
    expect(due({ ...member, receivedBenefitIds: ['bono-invierno'] }, '2026-04-28')).toEqual(['bono-invierno#payment#2026-05-01']);
    expect(due({ ...member, receivedBenefitIds: ['bono-invierno:maria'] }, '2026-04-28')).toEqual([]);
  });

  it("mails a member's benefit that opens today once, by its benefit", () => {
    const subject: ReminderSubject = { benefitReminders: true, statuses: { pgu: 'likely', 'pgu:maria': 'likely' }, statusesBefore: { pgu: 'likely', 'pgu:maria': 'no' } };
    expect(dueReminders(subject, day('2026-12-01'), []).map((occasion) => occasion.id)).toEqual(['pgu#opens#2026-12-01']);
  });

  it('does not remind of a window that opens tomorrow', () => {
    expect(due(optedIn, '2026-09-30')).toEqual([]);
  });

  it('reminds of a payment from PAYMENT_LEAD_DAYS days before it to its day, and not after', () => {
    expect(PAYMENT_LEAD_DAYS).toBe(7);
    expect(due(optedIn, '2026-04-23')).toEqual([]);
    expect(due(optedIn, '2026-04-24')).toEqual(['bono-invierno#payment#2026-05-01']);
    expect(due(optedIn, '2026-05-01')).toEqual(['bono-invierno#payment#2026-05-01']);
    expect(due(optedIn, '2026-05-02')).toEqual([]);
  });

  it('counts a window across New Year from the year before', () => {
    const newYear = [{ benefitId: 'gratuidad', kind: 'window', month: 12, day: 30, text: 'x' }] as const;
    expect(dueReminders(optedIn, day('2027-01-02'), newYear).map((occasion) => occasion.id)).toEqual(['gratuidad#window#2026-12-30']);
  });

  it('reminds nobody who did not opt in, or opted out', () => {
    expect(due({ ...optedIn, benefitReminders: undefined }, '2026-10-01')).toEqual([]);
    expect(due({ ...optedIn, benefitReminders: false }, '2026-10-01')).toEqual([]);
  });

  it('reminds only of benefits likely for the user', () => {
    expect(due({ ...optedIn, statuses: { gratuidad: 'maybe' } }, '2026-10-01')).toEqual([]);
    expect(due({ ...optedIn, statuses: { gratuidad: 'no' } }, '2026-10-01')).toEqual([]);
  });

  it('does not remind of a benefit the user already receives', () => {
    expect(due({ ...optedIn, receivedBenefitIds: ['gratuidad'] }, '2026-10-01')).toEqual([]);
  });

  it('names each occasion by benefit, kind and date, and finds it again by that id', () => {
    const [occasion] = occasionsAround(day('2026-10-01')).filter((candidate) => candidate.id === 'gratuidad#window#2026-10-01');
    expect(occasion).toBeDefined();
    expect(occasionById('gratuidad#window#2026-10-01')).toEqual(occasion);
    expect(occasionById('gratuidad#window#2026-10-02')).toBeUndefined();
    expect(occasionById('nada')).toBeUndefined();
    expect(isOccasionDue({ kind: 'window', date: 'no-es-fecha' }, day('2026-10-01'))).toBe(false);
  });

  it('dates only benefits of the catalogue', async () => {
    const { benefitIds } = await import('./benefits/ids');
    for (const occasion of occasionsAround(day('2026-06-01'))) expect(benefitIds).toContain(occasion.benefitId);
  });
});

describe('a benefit that opens', () => {
  const today = { year: 2026, month: 12, day: 20 };
  it('is mailed on the day it becomes likely (the PGU at 64 years and 9 months), once, and found again by its id', () => {
    const due = dueReminders({ benefitReminders: true, statuses: { pgu: 'likely' }, statusesBefore: { pgu: 'no' } }, today);
    expect(due).toEqual([{ id: 'pgu#opens#2026-12-20', benefitId: 'pgu', kind: 'opens', date: '2026-12-20', text: 'desde hoy puedes pedir Pensión Garantizada Universal (PGU).' }]);
    expect(occasionById('pgu#opens#2026-12-20')).toEqual(due[0]);
    // The next day it is likely on both days: nothing new to mail; nor if the user already receives it.
    expect(dueReminders({ benefitReminders: true, statuses: { pgu: 'likely' }, statusesBefore: { pgu: 'likely' } }, today)).toEqual([]);
    expect(dueReminders({ benefitReminders: true, statuses: { pgu: 'likely' }, statusesBefore: { pgu: 'no' }, receivedBenefitIds: ['pgu'] }, today)).toEqual([]);
  });
});
