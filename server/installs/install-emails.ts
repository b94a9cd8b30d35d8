import { business } from '../../shared/business';
import { formatClockTime, formatDay } from '../../shared/business-time';
import type { InstallDay } from '../../shared/installs/install-schema';
import { firstNameOf } from '../core/first-name';

type Mail = { subject: string; body: string };

/** "Tuesday, January 12, 2027, 8:00 AM to 4:00 PM" */
const dayLine = (day: InstallDay) =>
  `${formatDay(day.startsAt, 'weekdayYear')}, ${formatClockTime(day.startsAt)} to ${formatClockTime(day.endsAt)}`;
const sign = ['', business.name, business.phone.display];

/** The e-mail with the installation's invitation: booked, moved, or (`cancelled`) called off. */
export function installEmail(
  name: string,
  days: InstallDay[],
  change: 'booked' | 'moved' | 'cancelled' | 'days-dropped',
): Mail {
  const hello = `Hello ${firstNameOf(name)},`;
  const first = days[0] ? formatDay(days[0].startsAt, 'weekday') : '';
  if (change === 'cancelled' || change === 'days-dropped') {
    return {
      subject: change === 'cancelled' ? `Cancelled: your installation` : `Changed: a day of your installation is off`,
      body: [
        hello,
        '',
        change === 'cancelled'
          ? 'Your installation is cancelled. We will call you to agree new dates.'
          : 'These days are no longer part of your installation (the other days stand):',
        ...days.map((d) => `- ${dayLine(d)}`),
        ...sign,
      ].join('\n'),
    };
  }
  return {
    subject: `${change === 'moved' ? 'New dates' : 'Booked'}: your installation from ${first}`,
    body: [
      hello,
      '',
      `${change === 'moved' ? 'Your installation has new dates' : 'Your installation is booked'} (Connecticut time):`,
      ...days.map((d) => `- ${dayLine(d)}`),
      '',
      'The invitation attached adds the days to your calendar. Please make sure we can get in and that the space is clear.',
      ...sign,
    ].join('\n'),
  };
}
