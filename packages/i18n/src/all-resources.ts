// Every language at once, for tests and tools: the app bundles Spanish and fetches English.
import * as en from './locales/en';
import * as es from './locales/es';
import type { Language, Resources } from './resources';

// Plain copies: i18next adds namespaces to these objects, which a module namespace does not allow.
export const allResources: Record<Language, Resources> = { es: { ...es }, en: { ...en } };
