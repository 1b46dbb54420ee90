// `@vigia/design-system/controls`: form controls with a state machine that only some screens use
// (multi-select, upload and download progress). A separate federation singleton, like overlays,
// so a first paint does not carry their machines. The list screens' PagedList, LoadedList and
// ResponsiveList are here too, with their pager: no first paint is a list.
import { CONTROL_RECIPES } from './theme/recipes';
import { registerRecipes } from './theme/recipe-registry';

export { Checkbox, Progress } from '@chakra-ui/react';
export { PagedList, type PagedListProps, type PagedListState } from './components/paged-list';
export {
  PaginationControls,
  DEFAULT_PAGINATION_LABELS,
  type PaginationControlsProps,
  type PaginationLabels,
} from './components/pagination-controls';
export { LoadedList, type LoadedListProps, type LoadedListState } from './components/loaded-list';
export { ResponsiveList, type ResponsiveListProps, type ListColumn } from './components/responsive-list';
export { CategoryCell, InjuredBadge, SeverityBadge, SlaBadge, SlaCell } from './components/triage-badges';
export { SelectField, type SelectFieldProps } from './components/select-field';
export { TextareaField, type TextareaFieldProps } from './components/textarea-field';
// The download buttons' last step (reports, shift log).
export { saveFile } from './save-file';
export { useFileDownload, type FileDownloadTexts } from './components/use-file-download';

// Their recipes come with them (theme/recipes.ts): no first paint draws one of these.
registerRecipes(CONTROL_RECIPES);
