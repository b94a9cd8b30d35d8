export { bookingPages } from './booking-pages';
export { bookingRouter } from './booking-router';
export { bookForHomeowner } from './homeowner-booking';
export { myDayRouter } from './my-day-router';
export { scheduleRouter } from './schedule-router';
export { spacePhotoImages } from './space-photo-images';
export { spacePhotoUpload } from './space-photo-upload';
export { offDutyFor, type OffDuty } from './working-hours';
