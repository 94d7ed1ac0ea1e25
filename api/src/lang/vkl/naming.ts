// Turning database names and entity names into VKL identifiers.

/** `order_items` → `OrderItem`: the class name for a table. */
export function className(table: string): string {
  return singular(table).split(/[^A-Za-z0-9]+/).filter(Boolean).map(cap).join('') || 'Class';
}

/** `first_name` → `First_Name`: the attribute name for a column. */
export function attributeName(column: string): string {
  return column.split(/[^A-Za-z0-9]+/).filter(Boolean).map(cap).join('_') || 'Attribute';
}

export function singular(word: string): string {
  if (/ies$/i.test(word)) return word.slice(0, -3) + 'y';
  if (/(ss|x|ch|sh)es$/i.test(word)) return word.slice(0, -2);
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

function cap(s: string): string {
  return s[0].toUpperCase() + s.slice(1).toLowerCase();
}

/**
 * A readable identifier from any text: accents dropped, other characters become `_`;
 * empty for text with no Latin letters or digits (callers fall back to the key).
 */
export function toIdentifier(text: string): string {
  const ascii = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const id = ascii.replace(/[^A-Za-z0-9_]+/g, '_').replace(/_+/g, '_').replace(/^_+|_+$/g, '');
  if (id === '') return '';
  return /^[0-9]/.test(id) ? '_' + id : id;
}
