// verbNoun(input): VerbNounResult = VerbNounSuccess | <errors>: the success object is declared by each mutation.
export const resultOf = (mutation: string, types: (new (...args: never[]) => Error)[]) => ({
  types,
  directResult: true as const,
  union: { name: `${mutation.charAt(0).toUpperCase()}${mutation.slice(1)}Result` },
});
