/**
 * Loaded before the server (`node --import ./src/module-format-hook.ts`, and by scripts/start.mjs).
 *
 * Node 24 (seen on 24.21) works out the format of every `.js` module it loads from a package by
 * reading the package's package.json again, and parses its whole "exports" map each time while
 * doing so. drizzle-orm's package.json is 179 KB and the server loads about 200 of its modules:
 * half a second of every start went to parsing the same JSON, which Node 20 did not do. This hook
 * answers a package's relative `.js` imports itself, with the `type` of the package.json that
 * governs them read once per folder. Anything else (bare specifiers, `require`, our own files, a
 * folder with no `type`) goes to Node's own resolution as before.
 */
import fs from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageTypeOf } from './lib/package-type.ts';

const relativeJs = /^\.\.?\/.*\.js$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (
      relativeJs.test(specifier) &&
      parent?.startsWith('file:') &&
      parent.includes('/node_modules/') &&
      context.conditions?.includes('import')
    ) {
      const url = new URL(specifier, parent);
      const file = fileURLToPath(url);
      const format = fs.existsSync(file) ? packageTypeOf(path.dirname(file)) : null;
      if (format) return { url: url.href, format, shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
