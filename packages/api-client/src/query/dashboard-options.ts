// The Home screen's queries (figures and the highway strip), apart from the other events' options:
// every dashboard's first load bundles this module, and a module comes whole with every factory of
// it the app's other screens call, and their fetchers (decision 020).
import { queryKeys, queryOptions } from '@vigia/api-client/query-client';
// By the package's name, never a relative path: the module the screens' tests stub.
import { getStatistics, getStripEvents } from '@vigia/api-client';

/** The dashboard's figures. */
export const statisticsQueryOptions = () => queryOptions({ queryKey: queryKeys.tickets.statistics(), queryFn: getStatistics });

/** The open events of the highway strip. */
export const stripQueryOptions = () => queryOptions({ queryKey: queryKeys.tickets.strip(), queryFn: getStripEvents });
