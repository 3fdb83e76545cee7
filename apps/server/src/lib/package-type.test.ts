import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageTypeOf } from './package-type.ts';

describe('packageTypeOf: the package.json type that governs a folder (issue 26, the module-format hook)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ronda-pkg-type-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write('node_modules/esm/package.json', '{"type":"module","exports":{"./a":"./a.js"}}');
  write('node_modules/esm/dist/deep/x.js', '');
  write('node_modules/esm/cjs/package.json', '{"type":"commonjs"}');
  write('node_modules/untyped/package.json', '{"name":"untyped"}');
  write('node_modules/broken/package.json', '{ not json');
  write('node_modules/orphan/lib/y.js', '');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const at = (rel: string) => packageTypeOf(path.join(root, rel));

  it('reads the nearest package.json, however deep the folder, and a nested one wins', () => {
    expect(at('node_modules/esm/dist/deep')).toBe('module');
    expect(at('node_modules/esm/cjs')).toBe('commonjs');
  });

  it('leaves it to Node (null) without a type, with a broken file, or with none up to node_modules', () => {
    expect(at('node_modules/untyped')).toBeNull();
    expect(at('node_modules/broken')).toBeNull();
    expect(at('node_modules/orphan/lib')).toBeNull();
  });
});
