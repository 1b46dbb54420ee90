export { EventsScreen } from './events-screen';
export { EventList } from './event-list';
export { EventDetail } from './event-detail';
export { EventCreate } from './event-create';
export { CommentsPanel } from './comments-panel';
export { AttachmentsGallery } from './attachments-gallery';
export { HistoryTimeline } from './history-timeline';
export { readListQuery, writeListQuery, FILTER_KEYS, type ListQuery, type Filters } from './list-query';
export { listSourceOf, type ListSource } from './use-ticket-list';
