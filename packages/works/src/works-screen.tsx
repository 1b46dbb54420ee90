// The `works` screen (issue 41 item 1): the list at its root, a new work at `new`, one work at
// `{id}` (its windows, actions and history) and its edit at `{id}/edit`.
import { Route, Routes } from 'react-router-dom';
import { WorkDetailPage } from './work-detail-page';
import { WorkFormPage } from './work-form-page';
import { WorksListPage } from './works-list-page';

export function WorksScreen() {
  return (
    <Routes>
      <Route index element={<WorksListPage />} />
      <Route path="new" element={<WorkFormPage />} />
      <Route path=":id" element={<WorkDetailPage />} />
      <Route path=":id/edit" element={<WorkFormPage />} />
    </Routes>
  );
}
