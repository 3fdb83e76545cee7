import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE, webBuildNeeded, writeBuildInfo } from './build-info.mjs';

const script = path.join(import.meta.dirname, 'build-info.mjs');

describe('npm start serves a production build of the web app, whatever NODE_ENV the shell has (issue 18)', () => {
  let dist;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ronda-dist-'));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  const built = (env) => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeBuildInfo(dist, env);
  };

  it('builds when there is no build yet', () => {
    expect(webBuildNeeded(dist)).toBe('the web app has not been built');
  });

  it('rebuilds a dist built with NODE_ENV=development (or test)', () => {
    built({ NODE_ENV: 'development' });
    expect(webBuildNeeded(dist)).toBe(
      'the web app was built for NODE_ENV=development, not production',
    );
    built({ NODE_ENV: 'test' });
    expect(webBuildNeeded(dist)).toMatch(/NODE_ENV=test/);
  });

  it('rebuilds a dist without the marker: an unfinished build, or one from before it existed', () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    expect(webBuildNeeded(dist)).toMatch(/unfinished/);
  });

  it('starts at once on a production build (NODE_ENV=production, or unset as Vite builds then)', () => {
    built({ NODE_ENV: 'production' });
    expect(webBuildNeeded(dist)).toBeNull();
    built({});
    expect(webBuildNeeded(dist)).toBeNull();
  });

  it("the build's last step records the NODE_ENV it ran with", () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    for (const nodeEnv of ['development', 'production']) {
      execFileSync(process.execPath, [script, dist], {
        env: { ...process.env, NODE_ENV: nodeEnv },
      });
      const info = JSON.parse(fs.readFileSync(path.join(dist, BUILD_INFO_FILE), 'utf8'));
      expect(info.nodeEnv).toBe(nodeEnv);
    }
  });
});
