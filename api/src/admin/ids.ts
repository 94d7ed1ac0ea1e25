import { encodeGlobalID } from '@pothos/plugin-relay';
import { decodeGlobalIdOf } from '../schema/globalIds.js';
import { ValidationError } from '../errors.js';

export const globalIdOf = (typename: string, id: string) => encodeGlobalID(typename, id);

/** Decodes a global id of the given type; a malformed one or one of another type is a ValidationError on path. */
export function requireGlobalId(typename: string, globalId: string, path: string): string {
  const id = decodeGlobalIdOf(typename, globalId);
  if (!id) throw ValidationError.on(path, `This is not a valid ${typename} id.`);
  return id;
}

/** Bulk id lists: at least one, at most 500. */
export const MAX_BULK = 500;
