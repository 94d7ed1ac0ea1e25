import { describe, expect, it } from 'vitest';
import { commitAddresses, isValidEmail, splitAddresses } from './inviteAddresses.js';

describe('splitAddresses', () => {
  it('splits on whitespace, commas, semicolons, colons and pipes', () => {
    expect(splitAddresses(' a@x.io,b@x.io; c@x.io:d@x.io|e@x.io\n\tf@x.io  ')).toEqual(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io', 'f@x.io']);
    expect(splitAddresses(' ,;|: ')).toEqual([]);
  });
});

describe('isValidEmail', () => {
  it('accepts standard addresses and rejects the rest', () => {
    expect(isValidEmail('ada.lovelace+admin@demo.meridian.dev')).toBe(true);
    for (const bad of ['', 'ada', 'ada@', '@demo.dev', 'ada@demo', 'a b@demo.dev', 'ada@@demo.dev', 'ada@-demo.dev']) expect(isValidEmail(bad), bad).toBe(false);
  });
});

describe('commitAddresses', () => {
  it('adds valid addresses once and keeps invalid ones as pending text', () => {
    expect(commitAddresses(['a@x.io'], 'A@x.io b@x.io nope c@x.io b@x.io also-bad')).toEqual({
      addresses: ['a@x.io', 'b@x.io', 'c@x.io'],
      pending: 'nope also-bad',
    });
    expect(commitAddresses([], '')).toEqual({ addresses: [], pending: '' });
  });
});
