/**
 * Builds a module-level value (a zod schema) at import, as its plain form would, in a statement that a
 * bundle may drop when nothing in it reads the value. Write it with the annotation at the call:
 *
 *   export const nameSchema = /* @__PURE__ *\/ pure(() => z.string().check(z.minLength(1)));
 *
 * Why: esbuild honours zod's `@__NO_SIDE_EFFECTS__` only for calls inside zod's own files, not for our
 * calls to zod (evanw/esbuild#4369), and a method call such as `.check(...)` is never known to be free of
 * effects. So a plain `export const x = z.object(...)` of a module a function imports is kept and built
 * at every cold start, used or not. A `/* @__PURE__ *\/` call whose only argument is a function literal is
 * free of effects: esbuild (and Vite, for the web) keep it only where the value is read.
 * infra/test/schema-bundles.test.ts checks that functions build no schema they never use.
 */
export const pure = <T>(build: () => T): T => build();
