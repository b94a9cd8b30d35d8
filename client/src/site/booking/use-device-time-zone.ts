import { useEffect, useState } from 'react';
import { business } from '../../../../shared/business';

/** The visitor's own time zone when it is not Connecticut's; read after mount, so hydration matches. */
export function useOtherTimeZone(): string | undefined {
  const [zone, setZone] = useState<string>();
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && own !== business.timeZone) setZone(own);
  }, []);
  return zone;
}
