export { selectApiBase, type ApiHosts } from './api-base';
export { ApiError, conflictTicket, isApiError } from './errors';
export {
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
} from './http';
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
export * from './live-notifications';
export * from './attachment-blob';
export * from './reporting';
export * from './duplicates';
export * from './mail';
export * from './lifecycle';
export * from './location';
