// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from './chromium.mjs';
import {
  compareVersions,
  ensureNode,
  pinnedNodeVersion,
  pinnedPnpmVersion,
  root,
  toolchainBin,
  toolchainEnvironment,
} from './toolchain.mjs';

describe('compareVersions', () => {
  it('orders versions numerically, not as text', () => {
    expect(compareVersions('20.20.2', '24.21.0')).toBeLessThan(0);
    expect(compareVersions('24.21.0', '24.9.0')).toBeGreaterThan(0);
    expect(compareVersions('v24.21.0', '24.21.0')).toBe(0);
    expect(compareVersions('26.0.0', '24.21.0')).toBeGreaterThan(0);
  });
});

describe('the pins', () => {
  it('pins Node 24 LTS and an engines range it satisfies', () => {
    expect(pinnedNodeVersion()).toMatch(/^24\.\d+\.\d+$/);
    const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(packageJson.engines.node).toBe('>=22.22');
  });

  it('pins pnpm 11 in packageManager', () => {
    expect(pinnedPnpmVersion()).toMatch(/^11\.\d+\.\d+$/);
  });

  it('runs these tests on a Node at least as new as the pin', () => {
    expect(compareVersions(process.versions.node, pinnedNodeVersion())).toBeGreaterThanOrEqual(0);
    // The machine's Node is new enough here, so the bootstrap keeps it rather than fetching one.
    expect(ensureNode()).toBe(process.execPath);
  });
});

describe('toolchainEnvironment', () => {
  it('puts the pinned toolchain first on PATH exactly once', () => {
    const path = toolchainEnvironment().PATH?.split(':') ?? [];
    expect(path[0]).toBe(toolchainBin);
    expect(path.filter((entry) => entry === toolchainBin)).toHaveLength(1);
  });
});

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH, then CHROME_PATH, from the environment', () => {
    const node = process.execPath;
    expect(findChromium({ CHROMIUM_PATH: node, CHROME_PATH: '/nowhere' })).toBe(node);
    expect(findChromium({ CHROME_PATH: node })).toBe(node);
  });

  it('names the variable when it points at nothing', () => {
    expect(() => findChromium({ CHROMIUM_PATH: '/nowhere/chromium' })).toThrow('CHROMIUM_PATH=/nowhere/chromium');
  });

  it('launches headless as root without reaching the network', () => {
    expect(chromiumArgs).toEqual(
      expect.arrayContaining(['--no-sandbox', '--disable-background-networking', '--disable-component-update']),
    );
  });
});
