// "Mis reportes" (issue 37): a report sent from this browser is remembered with its follow-up link,
// its category's name (from the categories the form showed) and the event's date.
import type { Category } from '@vigia/domain';
import { appQueryClient, categoriesQueryOptions, type QueryClient } from '@vigia/api-client/query';
import { keepFollowUpLink } from './follow-up-links';
import type { CreatePayload } from './form-values';

/** `queryClient`: the form's (the page's one by default, for a report sent from the offline queue). */
export function rememberReport(
  id: number,
  followUpToken: string,
  payload: Pick<CreatePayload, 'category' | 'dateEvent'>,
  queryClient: Pick<QueryClient, 'getQueryData'> = appQueryClient,
): void {
  const categories = queryClient.getQueryData<Category[]>(categoriesQueryOptions().queryKey);
  const category = categories?.find((c) => c.code === payload.category)?.name;
  keepFollowUpLink(id, followUpToken, { ...(category ? { category } : {}), dateEvent: payload.dateEvent });
}
