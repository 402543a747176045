// @ts-check
import { describe, expect, it } from 'vitest';
import { hostnameOf, isDevOnlyPath, isLoopbackAddress } from './gateway.mjs';

describe('the gateway', () => {
  it('counts only loopback peers as this machine', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      '10.0.0.2',
      '192.168.1.20',
      '::ffff:10.0.0.2',
      'fe80::1',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });

  it('reads the hostname of a Host header', () => {
    expect(hostnameOf('LocalHost:54321')).toBe('localhost');
    expect(hostnameOf('[::1]:54321')).toBe('::1');
    expect(hostnameOf('attacker.example')).toBe('attacker.example');
    expect(hostnameOf('bad host')).toBeUndefined();
    expect(hostnameOf(undefined)).toBeUndefined();
  });

  it('knows the development-only routes', () => {
    // The same prefixes the server routes on, so no spelling of a route escapes the guard.
    for (const path of [
      '/mailbox',
      '/mailbox.json',
      '/mailbox/',
      '/mailboxes',
      '/pg/query',
      '/pg/',
    ]) {
      expect(isDevOnlyPath(path), path).toBe(true);
    }
    for (const path of ['/rest/v1/mailbox', '/pgx', '/health']) {
      expect(isDevOnlyPath(path), path).toBe(false);
    }
  });
});
