import { describe, expect, it } from 'vitest';
import { formErrors, formOf, isDirty, isPemPublicKey, toJwtInput } from './jwtForm.js';

const none = { tenant: [], type: [], firstName: [], lastName: [], email: [], language: [], roles: [] };
const PEM = '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----';
const t = (id: string) => id;

describe('JWT form', () => {
  it('opens on the tab of what is stored', () => {
    expect(formOf({ isEnabled: false, parameterMode: 'URL', jwksUrl: 'https://idp.example/jwks', userAttributeMappings: none }).keySource).toBe('jwks');
    expect(formOf({ isEnabled: false, parameterMode: 'COOKIE', publicKey: PEM, userAttributeMappings: none }).keySource).toBe('publicKey');
    expect(formOf({ isEnabled: false, parameterMode: 'URL', userAttributeMappings: none }).keySource).toBe('publicKey');
  });

  it('checks the PEM markers: public key, RSA public key or certificate, matching', () => {
    expect(isPemPublicKey(PEM)).toBe(true);
    expect(isPemPublicKey(PEM.replace(/PUBLIC KEY/g, 'RSA PUBLIC KEY'))).toBe(true);
    expect(isPemPublicKey(PEM.replace(/PUBLIC KEY/g, 'CERTIFICATE'))).toBe(true);
    expect(isPemPublicKey(PEM.replace('END PUBLIC KEY', 'END CERTIFICATE'))).toBe(false);
    expect(isPemPublicKey(PEM.replace(/PUBLIC KEY/g, 'PRIVATE KEY'))).toBe(false);
    expect(isPemPublicKey('MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA')).toBe(false);
  });

  it('requires the key of the tab in use only', () => {
    const form = formOf({ isEnabled: false, parameterMode: 'URL', userAttributeMappings: none });
    expect(formErrors(form, false, t)).toEqual({ publicKey: 'sso.jwt.publicKeyInvalid' });
    expect(formErrors({ ...form, keySource: 'jwks', jwksUrl: 'ftp://idp.example/keys' }, false, t)).toEqual({ jwksUrl: 'sso.jwt.jwksUrlInvalid' });
    expect(formErrors({ ...form, keySource: 'jwks', jwksUrl: 'https://idp.example/keys' }, false, t)).toEqual({});
  });

  it('sends the other key null and a trimmed name, blank as null', () => {
    const form = { ...formOf({ isEnabled: true, parameterMode: 'URL', publicKey: PEM, userAttributeMappings: none }), jwksUrl: 'https://idp.example/jwks' };
    expect(toJwtInput({ ...form, parameterName: '  token ' }, false)).toMatchObject({ parameterName: 'token', publicKey: PEM, jwksUrl: null });
    expect(toJwtInput({ ...form, parameterName: '   ', keySource: 'jwks' }, false)).toMatchObject({ parameterName: null, publicKey: null, jwksUrl: 'https://idp.example/jwks' });
    expect(isDirty({ ...form, keySource: 'jwks' }, form, false)).toBe(true);
    expect(isDirty({ ...form, parameterName: ' ' }, form, false)).toBe(false);
  });
});
