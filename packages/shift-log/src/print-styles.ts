// A handover prints as a document: the layout's header and sidebar (outside this screen) and every
// control are left out on paper. `&` is this screen's root, so the rules hold only while it is shown.
export const PRINT_PAGE_CSS = {
  '@media print': {
    // One selector a key: Chakra leaves `&` unreplaced in a selector list.
    'body:has(&) header': { display: 'none !important' },
    'body:has(&) aside': { display: 'none !important' },
    'body:has(&) :has(> #main-content)': { marginLeft: '0 !important' },
    'body:has(&) #main-content': { padding: '0 !important' },
  },
} as const;
