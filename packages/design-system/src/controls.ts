// `@vigia/design-system/controls`: form controls with a state machine that only some screens use
// (multi-select, upload and download progress). A separate federation singleton, like overlays,
// so a first paint does not carry their machines. The list screens' PagedList is here too: no
// first paint is a paged list.
export { Checkbox, Progress } from '@chakra-ui/react';
export { PagedList, type PagedListProps, type PagedListState } from './components/paged-list';
export { SeverityBadge, SlaBadge } from './components/triage-badges';
