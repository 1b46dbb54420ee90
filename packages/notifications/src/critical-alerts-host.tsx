// Where the critical alerts show (the shell puts this at the top of the staff layout, on every
// screen of the area): for OPERATOR and SUPERVISOR only. The bell, which owns the live stream, feeds
// the list; this keeps it bound to the signed-in user and true again after the connection returns.
import { lazy, Suspense, useEffect } from 'react';
import { getConnectionState, subscribeConnection } from '@vigia/api-client';
import { useAuth } from '@vigia/auth';
import { ALERT_ROLES, bindAlerts, recheckAlerts, useCriticalAlerts } from './critical-alerts';
import { notificationsArea } from './roles';

const CriticalAlertStack = lazy(() => import(/* webpackChunkName: "critical-alerts" */ './critical-alert-stack'));

export function CriticalAlerts() {
  const { user } = useAuth();
  const area = notificationsArea(user?.role);
  const alerting = Boolean(user && area && ALERT_ROLES.has(user.role));
  const userId = alerting ? (user?.id ?? null) : null;
  const alerts = useCriticalAlerts();

  useEffect(() => {
    bindAlerts(userId);
    if (!userId) return undefined;
    // Kept from before a reload: taken meanwhile?
    void recheckAlerts();
    let reachable = getConnectionState().reachable;
    return subscribeConnection(() => {
      const now = getConnectionState().reachable;
      // Back after a gap: what was taken while the stream was down ends its alert.
      if (now && !reachable) void recheckAlerts();
      reachable = now;
    });
  }, [userId]);

  if (!userId || !area || alerts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CriticalAlertStack alerts={alerts} area={area} />
    </Suspense>
  );
}
