import { useEffect, useState } from 'react';
import { buildDate } from '../../../../shared/build-info';

/**
 * The current moment, to show as the business's day or year (shared/business-time.ts), never the
 * viewer's own time zone. The first render (server and hydration) uses the build date so the
 * markup matches; an effect then switches to the viewer's clock.
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date(buildDate));
  useEffect(() => {
    setToday(new Date());
  }, []);
  return today;
}
