import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { EventCreate } from './event-create';
import { EventDetail } from './event-detail';
import { EventList } from './event-list';

// "Nueva llamada" (issue 39): fetched when opened, never with the list or a dashboard.
const CallTakingForm = lazy(() => import('./call-taking/call-taking-form'));

/** The events screen of an area (mounted at /<area>/events/*): list, new, call (issue 39), and :id. */
export function EventsScreen() {
  return (
    <Routes>
      <Route index element={<EventList />} />
      <Route path="new" element={<EventCreate />} />
      <Route
        path="call"
        element={
          <Suspense fallback={null}>
            <CallTakingForm />
          </Suspense>
        }
      />
      <Route path=":id" element={<EventDetail />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
