// The JWT form (spec 01 §2.9, §4, §5): state, rules and the mutation input. Pure.
import type { MessageId } from '../../../app/i18n/catalogues/en-US.js';
import { mappingErrors } from '../shared/mappingErrors.js';
import { sameMappings, toInput, toRows, type FieldErrors, type MappingRows, type UserAttributeMappings } from '../shared/userAttributeMappings.js';

export type ParameterMode = 'URL' | 'COOKIE';
export type KeySource = 'publicKey' | 'jwks';

export type JwtStored = {
  readonly isEnabled: boolean;
  readonly parameterMode: string;
  readonly parameterName?: string | null;
  readonly publicKey?: string | null;
  readonly jwksUrl?: string | null;
  readonly userAttributeMappings: UserAttributeMappings;
};

export type JwtFormState = {
  isEnabled: boolean;
  parameterMode: ParameterMode;
  parameterName: string;
  keySource: KeySource;
  publicKey: string;
  jwksUrl: string;
  rows: MappingRows;
};

/** The form of a stored configuration; the tab follows whichever of public key and JWKS URL is stored. */
export const formOf = (stored: JwtStored): JwtFormState => ({
  isEnabled: stored.isEnabled,
  parameterMode: stored.parameterMode === 'COOKIE' ? 'COOKIE' : 'URL',
  parameterName: stored.parameterName ?? '',
  keySource: stored.jwksUrl && !stored.publicKey ? 'jwks' : 'publicKey',
  publicKey: stored.publicKey ?? '',
  jwksUrl: stored.jwksUrl ?? '',
  rows: toRows(stored.userAttributeMappings),
});

const PEM = /^-----BEGIN (PUBLIC KEY|RSA PUBLIC KEY|CERTIFICATE)-----\r?\n[\s\S]+\r?\n-----END \1-----$/;

/** Starts and ends with matching PEM markers: public key, RSA public key or certificate (spec 01 §5). */
export const isPemPublicKey = (text: string) => PEM.test(text.trim());

/** A valid URL with http or https (spec 01 §5). */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
  } catch {
    return false;
  }
}

/** The rules of the form: the key of the tab in use, and the mappings'. */
export function formErrors(form: JwtFormState, usesTenants: boolean, t: (id: MessageId) => string): FieldErrors {
  const errors: Record<string, string> = { ...mappingErrors(form.rows, usesTenants, t) };
  if (form.keySource === 'publicKey' && !isPemPublicKey(form.publicKey)) errors.publicKey = t('sso.jwt.publicKeyInvalid');
  if (form.keySource === 'jwks' && !isHttpUrl(form.jwksUrl)) errors.jwksUrl = t('sso.jwt.jwksUrlInvalid');
  return errors;
}

/** The mutation input: the name trimmed (blank is null), the other key source null. */
export function toJwtInput(form: JwtFormState, usesTenants: boolean) {
  return {
    isEnabled: form.isEnabled,
    parameterMode: form.parameterMode,
    parameterName: form.parameterName.trim() || null,
    publicKey: form.keySource === 'publicKey' ? form.publicKey.trim() : null,
    jwksUrl: form.keySource === 'jwks' ? form.jwksUrl.trim() : null,
    userAttributeMappings: toInput(form.rows, usesTenants),
  };
}

/** Whether saving would change anything (the buttons need changes). */
export function isDirty(form: JwtFormState, saved: JwtFormState, usesTenants: boolean): boolean {
  const { userAttributeMappings: _a, ...restA } = toJwtInput(form, usesTenants);
  const { userAttributeMappings: _b, ...restB } = toJwtInput(saved, usesTenants);
  return JSON.stringify(restA) !== JSON.stringify(restB) || !sameMappings(form.rows, saved.rows, usesTenants);
}
