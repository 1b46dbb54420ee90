// This package's Spanish texts come with its code, not in the shell's first load (decision 015):
// index.ts is marked as having side effects so that this runs whenever the package is imported.
import { addTexts } from '@vigia/i18n';
import texts from '@vigia/i18n/locales/es/events';

addTexts('events', texts);

export { EventsScreen } from './events-screen';
export { EventList } from './event-list';
export { EventDetail } from './event-detail';
export { EventCreate } from './event-create';
export { CommentsPanel } from './comments-panel';
export { AttachmentsGallery } from './attachments-gallery';
export { HistoryTimeline } from './history-timeline';
export { readListQuery, writeListQuery, FILTER_KEYS, type ListQuery, type Filters } from './list-query';
export { listSourceOf, type ListSource } from './use-ticket-list';
