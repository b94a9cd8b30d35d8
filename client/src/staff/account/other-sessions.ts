/** "1 other session", "3 other sessions". */
export const otherSessions = (n: number): string => `${n} other ${n === 1 ? 'session' : 'sessions'}`;
