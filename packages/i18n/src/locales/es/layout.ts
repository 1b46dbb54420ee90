// The authenticated layout (header, sidebar, menus), not-found page and remote-loading errors: the
// first load's texts and the user menu's, which its chunk adds. The one shape the English texts follow.
import first from './layout-first';
import menu from './layout-menu';

export default { ...first, ...menu };
