export { injectPage } from './inject-html';
export { createLivePages } from './live-pages';
export { precompress } from './precompress';
export { prerenderedSite } from './serve-site';
export { robotsTxt, sitemapXml } from './sitemap';
export { staffAreaPages } from './staff-area-pages';
export { pageRenderer, type PageRenderer } from './render-page';
