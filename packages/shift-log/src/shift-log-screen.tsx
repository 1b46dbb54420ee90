// The `log` screen of the control-room areas (issue 39 items 5–6): the shift log at its root, the
// handover being prepared at `handover/new` and a signed one at `handover/{id}` (printable).
import { Route, Routes } from 'react-router-dom';
import { HandoverPage } from './handover-page';
import { LogPage } from './log-page';
import { PrepareHandoverPage } from './prepare-handover-page';

export function ShiftLogScreen() {
  return (
    <Routes>
      <Route index element={<LogPage />} />
      <Route path="handover/new" element={<PrepareHandoverPage />} />
      <Route path="handover/:id" element={<HandoverPage />} />
    </Routes>
  );
}
