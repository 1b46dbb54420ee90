// Texts of the Home screen of every area: the first load's and the times panel's, which are added
// when each part's code loads. The one shape the English texts follow.
import first from './dashboard-first';
import later from './dashboard-later';

export default { ...first, ...later, lifecycle: { ...first.lifecycle, ...later.lifecycle } };
