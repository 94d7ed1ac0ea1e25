import type { MessageId } from '../../../app/i18n/catalogues/en-US.js';
import { validateRows, type FieldErrors, type MappingProblem, type MappingRows } from './userAttributeMappings.js';

const MESSAGES: Record<MappingProblem, MessageId> = {
  valueRequired: 'sso.mappings.valueRequired',
  conditionEmpty: 'sso.mappings.conditionEmpty',
};

/** The client-rule messages of the mappings by path, for the editor's `errors`. */
export function mappingErrors(rows: MappingRows, usesTenants: boolean, t: (id: MessageId) => string): FieldErrors {
  return Object.fromEntries(validateRows(rows, usesTenants).map(({ path, problem }) => [path, t(MESSAGES[problem])]));
}
