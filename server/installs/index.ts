export { installRouter } from './install-router';
export { bookInstall, cancelInstall, installOf } from './install-store';
