import { business } from '../../../../shared/business';
import {
  checkBookingMessage,
  defaultScheduleSettings,
  lateChangeMessage,
  slotTakenMessage,
  type BookingNotice,
  type VisitMode,
} from '../../../../shared/booking';

const minutes = defaultScheduleSettings.visitMinutes;

/** The booking page's words, kept apart from its markup. */
export const bookingCopy = {
  pickTitle: 'Pick a time for your visit',
  bookedTitle: 'Your design consultation',
  description: `Choose, move or cancel the time of your free design consultation with ${business.name}.`,
  eyebrow: 'Free design consultation',
  pickIntro: `Thank you for your request. Choose a time below for your free design consultation: about ${minutes} minutes in which a designer measures the space, talks through how you use it and shows finish samples. There is no cost and no obligation.`,
  bookedIntro: 'Here are the details of your visit, and how to make the most of it.',
  calendarNote: 'The invitation we e-mailed you adds it to your calendar.',
  modeLegend: 'How would you like to meet?',
  modeHints: {
    in_home: 'A designer comes to your home, measures the space and brings finish samples.',
    virtual: 'Show us the space over video from your phone or laptop; we talk through ideas and next steps.',
  } satisfies Record<VisitMode, string>,
  townLabel: 'Your town',
  townPlaceholder: 'Choose your town',
  addressLabel: 'Street address',
  showTimes: 'Show times for this choice',
  timesHeading: 'Choose a time',
  newTimeHeading: 'Choose a new time',
  connecticutTime: 'All times are Connecticut (Eastern) time.',
  otherZone: (zone: string) =>
    `Your device is set to another time zone (${zone}); the times shown are Connecticut time.`,
  moreDays: 'More days',
  nearestLegend: 'Nearest open times',
  takenAlert: slotTakenMessage,
  takenHint: 'Here are the nearest open times.',
  noTimes: 'There are no open times for this choice in the next few weeks.',
  noTimesCall: 'Try the other way of meeting, or call us and we will find a time together:',
  confirm: 'Confirm visit',
  confirming: 'Confirming…',
  loadingTimes: 'Loading the open times…',
  unreachable: 'We could not reach our server. Check your connection and try again.',
  failed: 'Something went wrong on our side. Please try again, or call us.',
  loading: 'Loading your booking…',
  deadLinkHelp: 'Request a new consultation, or call us and we will book it for you:',
  failedHelp: 'Or call us and we will book it for you:',
  newRequest: 'Request a consultation',
  timesFailed: 'We could not load the times for this choice.',
  retry: 'Try again',
  withDesigner: (name: string) => `with ${name}`,
  inHomeAt: (address: string) => `In-home at ${address}`,
  connecticutTimeSuffix: 'Connecticut time',
  reschedule: 'Reschedule',
  rescheduleHint: 'Choose a new time below; your current time stays booked until you confirm the new one.',
  cancel: 'Cancel visit',
  cancelExplain: 'Cancelling frees your time at once. You can pick a new time on this page afterwards.',
  cancelQuestion: (when: string) => `Cancel your visit on ${when}?`,
  cancelYes: 'Yes, cancel my visit',
  cancelNo: 'Keep my visit',
  cancelling: 'Cancelling…',
  lateCall: 'Call us at',
  prepareHeading: 'Before your visit',
  prepare: {
    in_home: [
      'Clear the floor and doorway of the spaces you would like designed, so the designer can measure wall to wall.',
      'Think about what you keep there now, and what you wish it held.',
      'Photos of the space, added below, help the designer come prepared.',
    ],
    virtual: [
      'Join from the space itself, on a phone or tablet you can walk around with.',
      'Rough measurements help if you have them: width, depth and ceiling height.',
      'Photos of the space, added below, help the designer come prepared.',
    ],
  } satisfies Record<VisitMode, readonly string[]>,
  changeHeading: 'Need to change it?',
  cancelHeading: 'Cancel your visit',
} as const;

/** What the page says at the top after a change (its ?notice=), and whether it is good news. */
export const noticeCopy: Partial<Record<BookingNotice, { text: string; tone: 'done' | 'attention' }>> = {
  booked: { text: 'Your visit is booked. The invitation is on its way to your inbox.', tone: 'done' },
  rescheduled: { text: 'Your visit has a new time. The updated invitation is on its way.', tone: 'done' },
  cancelled: { text: 'Your visit is cancelled. You can pick a new time below.', tone: 'done' },
  taken: { text: `${slotTakenMessage}. Here are the nearest open times.`, tone: 'attention' },
  late: { text: lateChangeMessage, tone: 'attention' },
  check: { text: checkBookingMessage, tone: 'attention' },
  photo: { text: 'Your photo was added. Thank you: it helps your designer plan the visit.', tone: 'done' },
};
