export { loadRemoteApp, RemoteLoadError } from './federation';
export { fetchRemoteRegistry, resetRemoteRegistry, resolveEntry, REGISTRY_URL, type RemoteKey, type RemoteRegistry } from './registry';
export { RemoteView, type RemoteViewProps } from './remote-view';
