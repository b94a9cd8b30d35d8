export { installRouter } from './install-router';
export { bookInstall, installOf } from './install-store';
