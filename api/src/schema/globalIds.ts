import { decodeGlobalID } from '@pothos/plugin-relay';

/** The database id inside a global id of the given type, or null when the id is malformed or of another type. */
export function decodeGlobalIdOf(typename: string, globalId: string): string | null {
  try {
    const { typename: type, id } = decodeGlobalID(globalId);
    return type === typename ? id : null;
  } catch {
    return null;
  }
}
