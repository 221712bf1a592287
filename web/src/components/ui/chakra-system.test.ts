import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { system } from './chakra-system';

/**
 * The system carries only the recipes of the Chakra components the app uses (chakra-system.ts); a
 * component without its recipe renders unstyled, silently. This test reads every Chakra import of
 * web/src and fails on a component whose recipe is missing, or that the table below does not know yet.
 */
const recipesOf: Record<string, readonly string[]> = {
  Alert: ['alert'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Box: [],
  Button: ['button', 'spinner'],
  Card: ['card'],
  ChakraProvider: [],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  Collapsible: ['collapsible'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  Flex: [],
  Grid: [],
  HStack: [],
  Heading: ['heading'],
  Icon: ['icon'],
  IconButton: ['button'],
  Image: [],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Portal: [],
  Progress: ['progress'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Separator: ['separator'],
  SimpleGrid: [],
  Skeleton: ['skeleton'],
  Spinner: ['spinner'],
  Stack: [],
  Stat: ['stat'],
  Switch: ['switch'],
  Table: ['table'],
  Text: [],
  Textarea: ['textarea'],
  VisuallyHidden: [],
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** The components (capitalised runtime imports) each file takes from '@chakra-ui/react'. */
const chakraComponents = (): Set<string> => {
  const names = new Set<string>();
  for (const file of sourceFiles(join(__dirname, '../..'))) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@chakra-ui\/react'/g)) {
      for (const entry of (list ?? '').split(',')) {
        const name = entry.trim().split(/\s+as\s+/)[0] ?? '';
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
};

describe('the Chakra system', () => {
  const used = chakraComponents();

  it('finds the components the app uses', () => {
    expect(used.has('Button')).toBe(true);
    expect(used.size).toBeGreaterThan(20);
  });

  it.each([...used].filter((name) => !name.endsWith('Props')))('has the recipes of %s', (name) => {
    const keys = recipesOf[name];
    if (!keys) throw new Error(`${name} is new here: add it and its recipe keys to recipesOf, and the recipes to chakra-system.ts`);
    for (const key of keys) expect(system.isRecipe(key) || system.isSlotRecipe(key)).toBe(true);
  });

  it('leaves out the recipes of components the app does not use', () => {
    expect(system.isSlotRecipe('datePicker')).toBe(false);
  });
});
