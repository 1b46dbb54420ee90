// English files must have exactly the Spanish keys: `satisfies Shape<typeof es>` fails the type
// check on a missing or extra key (and locales.test.ts checks it at run time too).
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
