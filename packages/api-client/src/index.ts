// The fetchers of SPEC §7 (not shared between apps: each bundles the ones it calls) and the shared
// core they all go through (`./core`).
export { selectApiBase, type ApiHosts } from './api-base';
export {
  ApiError,
  conflictTicket,
  fieldMessage,
  isApiError,
  refusalMessage,
  configureApi,
  configureApiAsync,
  whenApiConfigured,
  getApiBase,
  setAccessToken,
  getAccessToken,
  onUnauthorized,
  onNotFound,
  clearSession,
  apiUrl,
} from '@vigia/api-client/core';
export * from './auth';
export * from './lookups';
export * from './tickets';
export * from './triage';
export { uploadAttachment, type UploadOptions } from './upload';
export * from './follow-up-additions';
export * from './notifications';
export * from './users';
export * from './history';
export * from './assignments';
export {
  NOTIFICATION_STREAM_PATH,
  QUEUE_STREAM_EVENT,
  getUnreadCount,
  markAllNotificationsRead,
  getNotificationStreamTicket,
  notificationStreamUrl,
  parseQueueStreamEvent,
  publishQueueEvent,
  subscribeQueueEvents,
  setNotificationStreamOpen,
  isNotificationStreamOpen,
  subscribeNotificationStream,
  type QueueStreamEvent,
  UNIT_STREAM_EVENT,
  parseUnitStreamEvent,
  publishUnitEvent,
  subscribeUnitEvents,
  type UnitStreamEvent,
  getConnectionState,
  subscribeConnection,
  noteLiveData,
  isSendFailure,
  type ConnectionState,
} from '@vigia/api-client/core';
export { checkApiReady } from './health';
export * from './attachment-blob';
export * from './reporting';
export * from './duplicates';
export * from './mail';
export * from './lifecycle';
export * from './location';
export * from './units';
export * from './works';
export * from './call-taking';
export * from './control-room';
export * from './standards';
export * from './privacy-access';
export * from './privacy-requests';
