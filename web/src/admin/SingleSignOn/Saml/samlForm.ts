// The SAML form (spec 01 §2.8, §4, §5): state, live rules, dirtiness and the mutation input. Pure.
import type { MessageId } from '../../../app/i18n/catalogues/en-US.js';
import { mappingErrors } from '../shared/mappingErrors.js';
import { sameMappings, toInput, toRows, type FieldErrors, type MappingRows, type UserAttributeMappings } from '../shared/userAttributeMappings.js';

export type SamlStored = {
  readonly isEnabled: boolean;
  readonly idpMetadata: string;
  readonly maxAuthenticationLifetime: number;
  readonly userAttributeMappings: UserAttributeMappings;
};

/** The lifetime stays text while typed so that a half-typed number is not lost. */
export type SamlFormState = { isEnabled: boolean; idpMetadata: string; maxAuthenticationLifetime: string; rows: MappingRows };

export const formOf = (stored: SamlStored): SamlFormState => ({
  isEnabled: stored.isEnabled,
  idpMetadata: stored.idpMetadata,
  maxAuthenticationLifetime: String(stored.maxAuthenticationLifetime),
  rows: toRows(stored.userAttributeMappings),
});

/** Whether the form differs from what is stored (the buttons need changes). */
export function isDirty(form: SamlFormState, stored: SamlFormState, usesTenants: boolean): boolean {
  return (
    form.isEnabled !== stored.isEnabled ||
    form.idpMetadata !== stored.idpMetadata ||
    form.maxAuthenticationLifetime.trim() !== stored.maxAuthenticationLifetime.trim() ||
    !sameMappings(form.rows, stored.rows, usesTenants)
  );
}

const WHOLE_NUMBER = /^\d+$/;

/** The live rules: metadata required, the lifetime a whole number of seconds (at least 1), the mappings' rules. */
export function formErrors(form: SamlFormState, usesTenants: boolean, t: (id: MessageId) => string): FieldErrors {
  const errors: Record<string, string> = { ...mappingErrors(form.rows, usesTenants, t) };
  if (!form.idpMetadata.trim()) errors.idpMetadata = t('sso.saml.idpMetadataRequired');
  const lifetime = form.maxAuthenticationLifetime.trim();
  if (!WHOLE_NUMBER.test(lifetime) || Number(lifetime) < 1) errors.maxAuthenticationLifetime = t('sso.saml.lifetimeInvalid');
  return errors;
}

/** The configuration part of startSamlTest and saveSamlConfiguration. */
export function draftInput(form: SamlFormState, usesTenants: boolean) {
  return {
    idpMetadata: form.idpMetadata,
    maxAuthenticationLifetime: Number(form.maxAuthenticationLifetime.trim()),
    userAttributeMappings: toInput(form.rows, usesTenants),
  };
}

/** Which reload message follows a save (spec 01 §4); null when the page need not reload. */
export function reloadReason(wasEnabled: boolean, isEnabled: boolean): 'reauthenticate' | 'applyMappings' | null {
  if (wasEnabled !== isEnabled) return 'reauthenticate';
  return isEnabled ? 'applyMappings' : null;
}
