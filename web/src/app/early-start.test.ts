import type { RouteObject } from 'react-router';
import { loadsKit, opensSignedInArea } from './early-start';
import { routes } from './routes';

/** Every page's path (a parameter filled in), with the group of the route table it is in (the kit's groups by their own ids). */
const pagePaths = (): { path: string; group: string }[] => {
  const found: { path: string; group: string }[] = [];
  const visit = (route: RouteObject, prefix: string, group: string) => {
    const path = route.path ? `${prefix.replace(/\/$/, '')}/${route.path.replace(/:[^/]+/g, 'x')}` : prefix;
    if (route.index || (route.path && !route.children)) found.push({ path: path || '/', group });
    for (const child of route.children ?? []) visit(child, path, group === 'kit' ? (child.id ?? '') : group);
  };
  for (const group of routes[0]?.children ?? []) visit(group, '', group.id ?? '');
  return found;
};

describe('the paths that start the signed-in area early', () => {
  test("are the pages of the route table's signed-in group, and no public page or auth screen", () => {
    const pages = pagePaths();
    expect(pages.filter(({ group }) => group === 'app').length).toBeGreaterThan(20);
    expect(pages.filter(({ group }) => group === 'public' || group === 'auth' || group === 'public-check').length).toBeGreaterThan(8);
    for (const { path, group } of pages) {
      if (group === 'unknown-path') continue;
      expect({ path, opens: opensSignedInArea(path) }).toEqual({ path, opens: group === 'app' });
    }
  });

  test('an unknown path sends a signed-in user to the signed-in area, so it starts it too', () => {
    expect(opensSignedInArea('/practicas-antiguas/')).toBe(true);
    expect(opensSignedInArea('/')).toBe(false);
    expect(opensSignedInArea('/internships/')).toBe(false);
  });
});

describe('the paths that start Chakra early', () => {
  test("are the pages of the route table's kit group, and no public page", () => {
    for (const { path, group } of pagePaths()) {
      if (group === 'unknown-path') continue;
      expect({ path, kit: loadsKit(path) }).toEqual({ path, kit: group !== 'public' });
    }
    for (const path of ['/', '/terms', '/internships/']) expect(loadsKit(path)).toBe(false);
  });
});
