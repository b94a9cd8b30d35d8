/** The installs' limits and sentences, shared by the office's form, the server and the homeowner's page. */

export const maxInstallDays = 10;
export const maxInstallHours = 12;
export const maxCrew = 6;

export const installMessages = {
  notSigned: 'Only a signed job (its contract not cancelled) can have an install',
  noInstall: 'This job has no install booked',
  notInstaller: 'Choose installers from the list',
  sameDayTwice: 'Each install day is on its own date',
  pastCompletion: 'A day is after the contract’s completion date: agree new dates in writing with a change order.',
  busyInstall: (name: string) => `${name} is on another install at that time`,
  busyVisit: (name: string) => `${name} has a design visit at that time`,
  dayOff: (name: string, day: string) => `${name} is off on ${day}`,
  offHours: (name: string, day: string) => `${name} does not work those hours on ${day}`,
  installClash: 'That person is installing at that time',
} as const;
