// `@vigia/design-system/controls`: form controls with a state machine that only some screens use
// (multi-select, upload and download progress). A separate federation singleton, like overlays,
// so a first paint does not carry their machines.
export { Checkbox, Progress } from '@chakra-ui/react';
export { SeverityBadge, SlaBadge } from './components/triage-badges';
