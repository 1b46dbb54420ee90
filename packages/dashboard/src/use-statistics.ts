import { useCallback, useEffect, useState } from 'react';
import { getReportStatistics } from '@vigia/api-client';
import type { ReportStatistic } from '@vigia/domain';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: ReportStatistic };

export function useStatistics() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getReportStatistics<ReportStatistic>()
      .then((data) => live && setState({ status: 'ready', data }))
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
