/**
 * A module-level value that runs code to build (a zod schema), written so that a bundle which never
 * reads it drops it instead of building it at every cold start:
 *
 *   export const nameSchema = /* @__PURE__ *\/ pure(() => z.string().check(z.minLength(1)));
 *
 * esbuild honours zod's `@__NO_SIDE_EFFECTS__` only inside zod's own files, not on our calls to zod
 * (evanw/esbuild#4369), and a method call such as `.check(...)` may always have effects: a plain
 * `export const x = z.object(...)` is kept by every function that imports its module. An annotated
 * call whose argument is a function literal is free of effects, so esbuild (and Vite) keep it only
 * where the value is read; where it is, it is built at import as before (infra/test/schema-bundles.test.ts).
 */
export const pure = <T>(build: () => T): T => build();
