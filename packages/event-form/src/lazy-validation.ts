// The yup schemas (and yup itself) are not part of the form's first load. react-hook-form validates
// on submit (its default mode), and the form starts fetching them when the reporter first focuses a
// field, so they are normally here long before the first submit.
import type { Resolver } from 'react-hook-form';
import { IDENTITY_FIELDS } from '@vigia/domain';
import type { TFunction } from '@vigia/i18n';
import { createValidationMessages } from '@vigia/i18n/validation';
import { blanksToUndefined, type EventFormOutput, type EventFormValues } from './form-values';

type FormResolver = Resolver<EventFormValues, unknown, EventFormOutput>;
type PlainResolver = Resolver<Record<string, unknown>, unknown, EventFormOutput>;

let loading: ReturnType<typeof fetchValidation> | null = null;

function fetchValidation() {
  return Promise.all([import('@vigia/domain/schemas'), import('@hookform/resolvers/yup')]);
}

/** Starts (or joins) the download; a failed one is tried again on the next call. */
export function loadValidation() {
  loading ??= fetchValidation().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The event form's resolver; rejects when the schemas cannot be downloaded (offline).
 * `withoutPersonal`: the reporter's data was read masked (issue 40) and is not edited, so its
 * masked values are not judged.
 */
export function createEventResolver(t: TFunction, withoutPersonal = false): FormResolver {
  let resolve: PlainResolver | null = null;
  return async (values, context, options) => {
    if (!resolve) {
      const [{ createReportSchema }, { yupResolver }] = await loadValidation();
      // The report's schema: the event's rules plus the optional `injured` of a new report.
      const schema = createReportSchema(createValidationMessages(t));
      resolve = yupResolver(withoutPersonal ? schema.omit([...IDENTITY_FIELDS, 'documentKind']) : schema) as unknown as PlainResolver;
    }
    return resolve(blanksToUndefined(values), context, options as never);
  };
}
