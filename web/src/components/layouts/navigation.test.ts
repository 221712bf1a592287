import { navigationFor, userMenuEntries } from './navigation';

/** A home per kind of account: what the sidebar, the bottom bar and the public header's menu hold. */
const labels = (entries: readonly { label: string }[]) => entries.map((entry) => entry.label);

describe('the navigation of each kind of account', () => {
  test("a person keeps the product's entries, with Prácticas after them; the bottom bar stays the product's", () => {
    const navigation = navigationFor({ userType: 'client' });
    expect(labels(navigation.primary)).toEqual(['Dashboard', 'Registro Social de Hogares', 'Seguros', 'Prácticas']);
    expect(labels(navigation.bottom)).toEqual(['Dashboard', 'Registro Social de Hogares', 'Seguros', 'Mi Perfil']);
    expect(labels(userMenuEntries({ userType: 'client' }))).toEqual(['Prácticas']);
  });

  test('a student (applied, saved a profile or a search) has Prácticas and Mis postulaciones first, in the sidebar, the bottom bar and the header menu', () => {
    const student = { userType: 'client', studentSince: '2026-03-01T10:00:00.000Z' } as const;
    const navigation = navigationFor(student);
    expect(labels(navigation.primary)).toEqual(['Dashboard', 'Prácticas', 'Mis postulaciones', 'Registro Social de Hogares', 'Seguros']);
    expect(navigation.primary.find((entry) => entry.label === 'Mis postulaciones')?.to).toBe('/intern/myapplications/');
    expect(navigation.primary.find((entry) => entry.label === 'Prácticas')?.to).toBe('/internships/');
    expect(labels(navigation.bottom)).toEqual(['Dashboard', 'Prácticas', 'Mis postulaciones', 'Mi Perfil']);
    expect(labels(userMenuEntries(student))).toEqual(['Prácticas', 'Mis postulaciones']);
    expect(navigation.home.to).toBe('/dashboard');
  });

  test('an admin keeps Admin after the entries', () => {
    expect(labels(navigationFor({ userType: 'admin' }).primary)).toEqual(['Dashboard', 'Registro Social de Hogares', 'Seguros', 'Prácticas', 'Admin']);
    expect(labels(userMenuEntries({ userType: 'admin' }))).toEqual(['Prácticas', 'Admin']);
  });

  test('a company has its panel, offers, applicants and candidate search; its header menu leaves out the panel the Dashboard link reaches', () => {
    const navigation = navigationFor({ userType: 'enterprise' });
    expect(labels(navigation.primary)).toEqual(['Panel de empresa', 'Mis ofertas de práctica', 'Postulantes', 'Buscar practicantes']);
    expect(labels(navigation.bottom)).toEqual(['Panel de empresa', 'Mis ofertas de práctica', 'Postulantes', 'Mi perfil']);
    expect(labels(userMenuEntries({ userType: 'enterprise' }))).toEqual(['Mis ofertas de práctica', 'Postulantes', 'Buscar practicantes']);
    expect(navigation.home.to).toBe('/company/dashboard/');
  });
});
