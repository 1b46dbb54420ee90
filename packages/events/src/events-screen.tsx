import { Navigate, Route, Routes } from 'react-router-dom';
import { EventCreate } from './event-create';
import { EventDetail } from './event-detail';
import { EventList } from './event-list';

/** The events screen of an area (mounted at /<area>/events/*): list, new, and :id. */
export function EventsScreen() {
  return (
    <Routes>
      <Route index element={<EventList />} />
      <Route path="new" element={<EventCreate />} />
      <Route path=":id" element={<EventDetail />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
