import type { ValidationMessages } from '@vigia/domain';
import { SPANISH_MESSAGES } from '@vigia/domain/schemas';
import { allResources } from './all-resources';
import { createI18n } from './i18n';
// The entry the forms import: it adds the Spanish `validation` texts, as no first load has them.
import { createValidationMessages } from './validation';

// Resolve every message (functions with a sample argument) for comparison.
function resolve(messages: ValidationMessages): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, typeof v === 'function' ? (v as (n: number) => string)(42) : v]));
}

describe('createValidationMessages', () => {
  it('in Spanish equals the domain SPANISH_MESSAGES exactly', () => {
    const i18n = createI18n('es');
    expect(resolve(createValidationMessages(i18n.t))).toEqual(resolve(SPANISH_MESSAGES));
  });

  it('in English translates every message with interpolation', () => {
    const i18n = createI18n('en', allResources);
    const messages = createValidationMessages(i18n.t);
    expect(messages.required).toBe('This field is required');
    expect(messages.maxLength(50)).toBe('Maximum 50 characters');
    expect(messages.kilometerMin(410)).toBe('The minimum kilometer must be 410 or more');
    expect(messages.kilometerMax(580)).toBe('The maximum kilometer is 580');
    const spanish = resolve(SPANISH_MESSAGES);
    for (const [key, text] of Object.entries(resolve(messages))) expect(text).not.toBe(spanish[key]);
  });

  it('covers every key of ValidationMessages', () => {
    const i18n = createI18n('es');
    expect(Object.keys(createValidationMessages(i18n.t)).sort()).toEqual(Object.keys(SPANISH_MESSAGES).sort());
  });
});
