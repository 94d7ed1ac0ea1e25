import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './catalogues/en-US.js';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/** Formats a catalogue message by id (ids are checked against the en-US catalogue at compile time). */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
