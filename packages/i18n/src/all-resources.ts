// Every language at once, for tests and tools: the app bundles Spanish and fetches English.
import en from './locales/en';
import es from './locales/es';
import type { Language, Resources } from './resources';

export const allResources: Record<Language, Resources> = { es, en };
